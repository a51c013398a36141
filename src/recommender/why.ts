// The `why` line: one short sentence in English or Russian naming the concrete signal behind a pick.
import type { Game } from "../catalog/types";
import type { GameIndex } from "./game-index";
import type { Candidate } from "./rank";
import type { Lang, SimilarFilters } from "./types";
import { makerKey, seriesName, shortName } from "./names";
import { ruGenre, ruTag } from "./ru-names";

/** Tags that describe a game's reception or packaging, not what it is like to play: never a reason. */
const NOT_A_REASON: ReadonlySet<string> = new Set([
  "Great Soundtrack", "Controller", "Early Access", "Masterpiece", "Classic", "Cult Classic", "Addictive", "Beautiful",
  "Replay Value", "Moddable", "Steam Machine", "TrackIR", "Remake", "Sequel", "Indie", "Singleplayer", "Free to Play",
  "Software", "Utilities", "Benchmark", "Feature Film", "Documentary", "Reboot", "Short", "Nudity", "Sexual Content",
  "Mature", "Violent", "Gore", "Memes", "Epic", "Great for Beginners", "Underground", "Hardware", "Kickstarter",
  "Crowdfunded", "Episodic", "Game Development", "Voice Control", "Family Friendly", "Multiplayer", "Co-op",
  "Online Co-Op", "Local Co-Op", "PvP", "Online PvP", "Local Multiplayer", "Massively Multiplayer", "Split Screen",
]);
/** Tags on more than this share of all games are too common to explain a pick unless nothing else is shared. */
const COMMON_SHARE = 0.2;
/** A UCSD co-recommendation at least this strong can be the reason. */
const CO_REC_REASON = 0.12;

/** What `explain` needs to know about one pick. */
export interface WhyInput {
  index: GameIndex;
  seed: Game;
  pick: Game;
  candidate: Candidate;
  filters: SimilarFilters;
  lang: Lang;
  /** 0-based position; rotates the wording so a list does not repeat one template. */
  rank: number;
}

type Signal = "series" | "developer" | "coop" | "corec" | "tags" | "related" | "genre";

/**
 * One short sentence naming the strongest concrete signal: same series, same developer, shared co-op mode,
 * co-recommendation, or the shared distinctive tags; plus the filter the user asked for.
 *
 * @example
 * explain({ ...input, lang: "en" }); // "Same mix of Metroidvania and Souls-like as Hollow Knight."
 */
export function explain(input: WhyInput): string {
  const { seed, pick, candidate, lang } = input;
  const shared = sharedTags(input);
  const coop = sharedCoop(seed, pick);
  const seedCoopCentric = seed.tags.slice(0, 10).some((t) => COOP_TAGS.has(t));
  let signal: Signal;
  if (candidate.sameSeries) signal = "series";
  else if (candidate.sameDeveloper && pick.developers.length) signal = "developer";
  // For a co-op game every other line names the mode, so the list does not repeat it ten times.
  else if (coop && (input.filters.coop || (seedCoopCentric && (input.rank % 2 === 0 || shared.length === 0)))) signal = "coop";
  else if (candidate.coRec >= CO_REC_REASON && shared.length < 2) signal = "corec";
  else if (shared.length) signal = "tags";
  else if (relatedPair(input)) signal = "related";
  else signal = "genre";
  const ctx: Ctx = { input, signal, shared, coop, s: shortName(seed.name), v: (seed.appid + input.rank) % 4 };
  const line = `${lang === "ru" ? coreRu(ctx) : coreEn(ctx)}${suffix(input, signal)}`;
  // A name may end the sentence with its own full stop ("S.T.A.L.K.E.R.").
  return line.endsWith(".") ? line : `${line}.`;
}

const COOP_TAGS: ReadonlySet<string> = new Set(["Co-op", "Online Co-Op", "Local Co-Op", "Co-op Campaign"]);

interface Ctx {
  input: WhyInput;
  signal: Signal;
  shared: string[];
  coop: Mode | null;
  /** The seed's short name. */
  s: string;
  /** Wording variant 0..3, rotating down the list. */
  v: number;
}

type Mode = "online" | "local" | "LAN";

function coreEn({ input, signal, shared, coop, s, v }: Ctx): string {
  const t2 = listEn(shared.slice(0, 2));
  const t3 = listEn(shared.slice(0, 3));
  const also = shared.length ? `; also ${t2}` : "";
  const pick = (xs: string[]) => xs[v % xs.length]!;
  switch (signal) {
    case "series": {
      const series = seriesName(input.seed.name).replace(/^the\s+/i, "");
      return pick([`From the same series as ${s}${also}`, `Another entry in the ${series} series${also}`, `Part of the ${series} series, like ${s}${also}`]);
    }
    case "developer": {
      const dev = sharedDeveloper(input);
      return pick([`From ${dev}, the studio behind ${s}${also}`, `Same developer as ${s} (${dev})${also}`, `Also made by ${dev}, like ${s}${shared.length ? `, and also ${t2}` : ""}`]);
    }
    case "coop": {
      const mode = coop === "LAN" ? "LAN" : coop!;
      if (!shared.length) return pick([`Plays in ${mode} co-op, like ${s}`, `${cap(mode)} co-op, as in ${s}`, `Also built for ${mode} co-op, like ${s}`]);
      return pick([`${cap(mode)} co-op like ${s}, with ${t2}`, `Plays in ${mode} co-op like ${s}; also ${t2}`, `Another ${mode} co-op pick with ${t2}, as in ${s}`]);
    }
    case "corec":
      return `Players who recommended ${s} also recommended this${shared.length ? `; both are ${shared[0]}` : ""}`;
    case "tags":
      if (shared.length === 1) return pick([`Also ${t2}, like ${s}`, `${t2}, as in ${s}`, `Like ${s}: ${t2}`]);
      return pick([`Also ${t2}, like ${s}`, `Same mix of ${t2} as ${s}`, `Like ${s}: ${shared.slice(0, 3).join(", ")}`, `${t3}, as in ${s}`]);
    case "related": {
      const [mine, theirs] = relatedPair(input)!;
      return `Close to ${s}: ${mine} here, ${theirs} there`;
    }
    case "genre": {
      const g = commonGenre(input);
      return g ? `Also ${article(g)} ${g} game, like ${s}` : `Plays much like ${s}`;
    }
  }
}

/** Russian forms of a co-op mode: nominative, instrumental ("с …"), genitive ("для …"). */
const RU_COOP: Record<Mode, [string, string, string]> = {
  online: ["сетевой кооператив", "сетевым кооперативом", "сетевого кооператива"],
  local: ["локальный кооператив", "локальным кооперативом", "локального кооператива"],
  LAN: ["кооператив по локальной сети", "кооперативом по локальной сети", "кооператива по локальной сети"],
};

function coreRu({ input, signal, shared, coop, s, v }: Ctx): string {
  const ru = shared.map((t) => lower(ruTag(t)));
  const t2 = listRu(ru.slice(0, 2));
  const t3 = listRu(ru.slice(0, 3));
  const also = ru.length ? `; тоже ${t2}` : "";
  const here = ru.length ? `; и здесь ${t2}` : "";
  const pick = (xs: string[]) => xs[v % xs.length]!;
  switch (signal) {
    case "series": {
      const series = seriesName(input.seed.name);
      return pick([`Из той же серии, что и ${s}${also}`, `Ещё одна часть серии ${series}${also}`, `Та же серия, что у ${s}${here}`]);
    }
    case "developer": {
      const dev = sharedDeveloper(input);
      return pick([`От ${dev}, авторов ${s}${also}`, `Тот же разработчик, что у ${s} (${dev})${also}`, `Её тоже сделала ${dev}, как и ${s}${here}`]);
    }
    case "coop": {
      const [nom, ins, gen] = RU_COOP[coop!];
      if (!ru.length) return pick([`${cap(nom)}, как в ${s}`, `Тоже с ${ins}, как ${s}`, `Ещё одна игра для ${gen}, как ${s}`]);
      return pick([`${cap(nom)}, как в ${s}; тоже ${t2}`, `Тоже с ${ins}, как ${s}: ${t2}`, `Ещё одна игра для ${gen}: ${t2}, как в ${s}`]);
    }
    case "corec":
      return `Её рекомендовали те же игроки, что и ${s}${ru.length ? `; тоже ${ru[0]}` : ""}`;
    case "tags":
      if (ru.length === 1) return pick([`Тоже ${t2}, как ${s}`, `${cap(t2)} — как в ${s}`, `Как и в ${s}: ${t2}`]);
      return pick([`Тоже ${t2}, как ${s}`, `То же сочетание, что в ${s}: ${t2}`, `Как и в ${s}: ${ru.slice(0, 3).join(", ")}`, `${cap(t3)} — как в ${s}`]);
    case "related": {
      const [mine, theirs] = relatedPair(input)!;
      return `Близко к ${s}: здесь ${lower(ruTag(mine))}, там ${lower(ruTag(theirs))}`;
    }
    case "genre": {
      const g = commonGenre(input);
      return g ? `Тоже ${lower(ruGenre(g))}, как ${s}` : `Играется похоже на ${s}`;
    }
  }
}

/** The filter the user asked for, when the core sentence did not already say it. */
function suffix(input: WhyInput, signal: Signal): string {
  const { filters, pick, lang } = input;
  const ru = lang === "ru";
  const parts: string[] = [];
  if (filters.deck && pick.deck === "verified") parts.push(ru ? "проверена для Steam Deck" : "Deck verified");
  else if (filters.deck && pick.deck === "playable") parts.push(ru ? "играбельна на Steam Deck" : "playable on Steam Deck");
  if (filters.free && pick.price.isFree) parts.push(ru ? "бесплатная" : "free to play");
  const mode = pickCoop(pick);
  if (filters.coop && signal !== "coop") parts.push(ru ? (mode ? `есть ${RU_COOP[mode][0]}` : "есть кооператив") : `${mode ? `${mode} ` : ""}co-op`);
  return parts.length ? `; ${parts.join(", ")}` : "";
}

/** Shared tags ranked by how much they say: rare on the catalog, high in both games' lists. */
export function sharedTags(input: WhyInput): string[] {
  const { index, seed, pick } = input;
  const pos = new Map(pick.tags.map((t, i) => [t, i]));
  const total = Math.max(1, index.size);
  const scored: { t: string; s: number; common: boolean }[] = [];
  seed.tags.forEach((t, i) => {
    const j = pos.get(t);
    if (j === undefined || NOT_A_REASON.has(t)) return;
    const id = index.space.ids.get(`t:${t}`);
    const df = id === undefined ? 1 : index.space.df[id]!;
    const idf = Math.log((total + 1) / (df + 1));
    scored.push({ t, s: idf * (1 - i / 40) * (1 - j / 40), common: df / total > COMMON_SHARE });
  });
  scored.sort((a, b) => b.s - a.s || (a.t < b.t ? -1 : 1));
  const rare = scored.filter((x) => !x.common).map((x) => x.t);
  return rare.length ? rare : scored.slice(0, 1).map((x) => x.t);
}

/** A tag of the pick related (not equal) to a tag of the seed, by the learned relatedness. */
function relatedPair(input: WhyInput): [string, string] | null {
  const { index, seed, pick } = input;
  let best: [string, string] | null = null;
  let bestW = 0;
  const seedTags = new Set(seed.tags.filter((t) => !NOT_A_REASON.has(t)));
  for (const t of pick.tags) {
    if (NOT_A_REASON.has(t) || seedTags.has(t)) continue;
    const id = index.space.ids.get(`t:${t}`);
    if (id === undefined) continue;
    const row = index.related[id]!;
    for (let r = 0; r < row.to.length; r++) {
      const other = index.space.names[row.to[r]!]!.slice(2);
      if (seedTags.has(other) && row.w[r]! > bestW) {
        bestW = row.w[r]!;
        best = [t, other];
      }
    }
  }
  return best;
}

/** The developer both games share (the pick's first one when the names differ only in spelling). */
function sharedDeveloper(input: WhyInput): string {
  const seedDevs = new Set(input.seed.developers.map(makerKey));
  return input.pick.developers.find((d) => seedDevs.has(makerKey(d))) ?? input.pick.developers[0]!;
}

function commonGenre(input: WhyInput): string | null {
  const mine = new Set(input.pick.genres);
  return input.seed.genres.find((g) => mine.has(g) && g !== "Indie") ?? input.seed.genres.find((g) => mine.has(g)) ?? null;
}

function pickCoop(g: Game): Mode | null {
  return g.coop.online ? "online" : g.coop.local ? "local" : g.coop.lan ? "LAN" : null;
}

/** The co-op mode both games offer, if any. */
function sharedCoop(seed: Game, pick: Game): Mode | null {
  if (seed.coop.online && pick.coop.online) return "online";
  if (seed.coop.local && pick.coop.local) return "local";
  if (seed.coop.lan && pick.coop.lan) return "LAN";
  return null;
}

function listEn(xs: readonly string[]): string {
  if (xs.length <= 1) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}

function listRu(xs: readonly string[]): string {
  if (xs.length <= 1) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} и ${xs[xs.length - 1]}`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(?:uni|use|eu)/i.test(word) ? "an" : "a";
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Lower-cases a Russian common noun for the middle of a sentence; leaves acronyms and Latin names as they are. */
function lower(s: string): string {
  const first = s.split(/[\s-]/)[0] ?? s;
  if (first.length > 1 && first === first.toUpperCase()) return s;
  if (/^[A-Za-z]/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
