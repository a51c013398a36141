// The `why` line: one short sentence in English or Russian naming the concrete signal behind a pick.
import type { Game } from "../catalog/types";
import type { GameIndex } from "./game-index";
import type { Candidate } from "./rank";
import type { Lang, SimilarFilters } from "./types";
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
  const seedCoopCentric = seed.tags.slice(0, 10).some((t) => t === "Co-op" || t === "Online Co-Op" || t === "Local Co-Op");
  let signal: Signal;
  if (candidate.sameSeries) signal = "series";
  else if (candidate.sameDeveloper && pick.developers.length) signal = "developer";
  else if (coop && (input.filters.coop || seedCoopCentric)) signal = "coop";
  else if (candidate.coRec >= CO_REC_REASON && shared.length < 2) signal = "corec";
  else if (shared.length) signal = "tags";
  else if (relatedPair(input)) signal = "related";
  else signal = "genre";
  const s = displayName(seed.name);
  const v = (seed.appid + input.rank) % 3;
  const core = lang === "ru" ? coreRu(input, signal, shared, coop, s, v) : coreEn(input, signal, shared, coop, s, v);
  return `${core}${suffix(input, signal, coop)}.`;
}

function coreEn(input: WhyInput, signal: Signal, shared: string[], coop: string | null, s: string, v: number): string {
  const t2 = listEn(shared.slice(0, 2));
  const t3 = listEn(shared.slice(0, 3));
  const also = shared.length ? `, also ${listEn(shared.slice(0, 2))}` : "";
  switch (signal) {
    case "series":
      return [`From the same series as ${s}${also}`, `Another entry in the ${s} series${also}`, `Same series as ${s}${also}`][v]!;
    case "developer": {
      const dev = input.pick.developers[0]!;
      return [`From ${dev}, the studio behind ${s}${also}`, `Same developer as ${s} (${dev})${also}`, `Also made by ${dev}, like ${s}${also}`][v]!;
    }
    case "coop":
      return shared.length
        ? [`${cap(coop!)} co-op ${t2}, like ${s}`, `Plays in ${coop} co-op like ${s}, with ${t2}`, `Another ${coop} co-op pick: ${t2}, as in ${s}`][v]!
        : [`Plays in ${coop} co-op, like ${s}`, `${cap(coop!)} co-op, as in ${s}`, `Also built for ${coop} co-op, like ${s}`][v]!;
    case "corec":
      return `Players who recommended ${s} also recommended this${shared.length ? `; both are ${listEn(shared.slice(0, 1))}` : ""}`;
    case "tags":
      if (shared.length === 1) return [`Also ${t3}, like ${s}`, `${shared[0]} at its core, as in ${s}`, `Shares the ${t3} of ${s}`][v]!;
      return [`Also ${t2}, like ${s}`, `Same mix of ${t2} as ${s}`, `Like ${s}: ${shared.slice(0, 3).join(", ")}`][v]!;
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

function coreRu(input: WhyInput, signal: Signal, shared: string[], coop: string | null, s: string, v: number): string {
  const ru = shared.map((t) => lower(ruTag(t)));
  const t2 = listRu(ru.slice(0, 2));
  const also = ru.length ? `; тоже ${listRu(ru.slice(0, 2))}` : "";
  const coopRu = coop === "online" ? "сетевой" : coop === "local" ? "локальный" : "LAN";
  switch (signal) {
    case "series":
      return [`Из той же серии, что и ${s}${also}`, `Ещё одна игра серии ${s}${also}`, `Та же серия, что у ${s}${also}`][v]!;
    case "developer": {
      const dev = input.pick.developers[0]!;
      return [`От ${dev}, авторов ${s}${also}`, `Тот же разработчик, что у ${s} (${dev})${also}`, `Тоже сделана ${dev}, как и ${s}${also}`][v]!;
    }
    case "coop":
      return ru.length
        ? [`${cap(coopRu)} кооператив, как в ${s}, и тоже ${t2}`, `Тоже ${coopRu} кооператив, как в ${s}: ${t2}`, `Для кооператива, как ${s}: ${t2}`][v]!
        : [`${cap(coopRu)} кооператив, как в ${s}`, `Тоже ${coopRu} кооператив, как в ${s}`, `Тоже для кооператива, как ${s}`][v]!;
    case "corec":
      return `Её рекомендовали те же игроки, что и ${s}${ru.length ? `; тоже ${ru[0]}` : ""}`;
    case "tags":
      if (ru.length === 1) return [`Тоже ${ru[0]}, как ${s}`, `${cap(ru[0]!)}, как и ${s}`, `Как и ${s}: ${ru[0]}`][v]!;
      return [`Тоже ${t2}, как ${s}`, `${cap(listRu(ru.slice(0, 3)))} — как в ${s}`, `Как и ${s}: ${ru.slice(0, 3).join(", ")}`][v]!;
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
function suffix(input: WhyInput, signal: Signal, coop: string | null): string {
  const { filters, pick, lang } = input;
  const parts: string[] = [];
  if (filters.deck && pick.deck === "verified") parts.push(lang === "ru" ? "проверена для Steam Deck" : "Deck verified");
  else if (filters.deck && pick.deck === "playable") parts.push(lang === "ru" ? "играбельна на Steam Deck" : "playable on Steam Deck");
  if (filters.free && pick.price.isFree) parts.push(lang === "ru" ? "бесплатна" : "free to play");
  if (filters.coop && signal !== "coop") {
    const mode = pickCoop(pick);
    parts.push(lang === "ru" ? (mode === "online" ? "с сетевым кооперативом" : mode === "local" ? "с локальным кооперативом" : "с кооперативом") : `with ${mode ?? ""}${mode ? " " : ""}co-op`);
  }
  if (!parts.length) return "";
  return lang === "ru" ? `, и ${listRu(parts)}` : `, and ${listEn(parts)}`;
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

function commonGenre(input: WhyInput): string | null {
  const mine = new Set(input.pick.genres);
  return input.seed.genres.find((g) => mine.has(g) && g !== "Indie") ?? input.seed.genres.find((g) => mine.has(g)) ?? null;
}

function pickCoop(g: Game): "online" | "local" | "LAN" | null {
  return g.coop.online ? "online" : g.coop.local ? "local" : g.coop.lan ? "LAN" : null;
}

/** The co-op mode both games offer, if any. */
function sharedCoop(seed: Game, pick: Game): "online" | "local" | "LAN" | null {
  if (seed.coop.online && pick.coop.online) return "online";
  if (seed.coop.local && pick.coop.local) return "local";
  if (seed.coop.lan && pick.coop.lan) return "LAN";
  return null;
}

/** A game name as a sentence shows it: without trademark signs. */
export function displayName(name: string): string {
  return name.replace(/[™®©]/g, "").replace(/\s+/g, " ").trim();
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
