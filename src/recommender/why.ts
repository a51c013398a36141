// The `why` lines of a list: one short sentence per pick, in English or Russian, naming what the two games share; no two alike.
import type { Game } from "../catalog/types";
import type { GameIndex } from "./game-index";
import { META_TAGS } from "./features";
import type { Candidate } from "./rank";
import type { Lang, SimilarFilters } from "./types";
import { foldText, stem } from "../text";
import { praisedAs } from "../summaries/themes";
import { englishPhrase, summaryPhrase } from "../summaries/vocabulary";
import { memoized } from "./memo";
import { makerKey, seriesName, shortName } from "./names";
import { ruGenre, ruTag } from "./ru-names";
import synonymGroups from "./data/tag-synonyms.json" with { type: "json" };
import motifTable from "./data/motifs.json" with { type: "json" };

/**
 * Tags that are never a reason: the reception and packaging tags the similarity also weighs little (META_TAGS), plus
 * content warnings, play modes (said by the co-op wording instead) and non-game genres.
 */
const NOT_A_REASON: ReadonlySet<string> = new Set([
  ...META_TAGS,
  "Singleplayer", "Free to Play", "Software", "Utilities", "Feature Film", "Documentary", "Nudity", "Sexual Content",
  "Mature", "Violent", "Gore", "Hardware", "Game Development", "Voice Control", "Family Friendly", "Multiplayer",
  "Co-op", "Online Co-Op", "Local Co-Op", "PvP", "Online PvP", "Local Multiplayer", "Massively Multiplayer",
  "Split Screen",
]);
/**
 * A tag Steam's players put on games of another kind: the best-known games carrying both "Football (American)" and
 * "Football (Soccer)" are soccer games (FIFA, PES, Football Manager, Rocket League); the American football games
 * (Madden) carry the first alone. Beside its other tag, such a tag is never named ("Like Rocket League: Football
 * (American), Football (Soccer)").
 */
const MISPLACED_BESIDE: Readonly<Record<string, string>> = { "Football (American)": "Football (Soccer)" };
function misplaced(g: Game, tag: string): boolean {
  const beside = MISPLACED_BESIDE[tag];
  return beside !== undefined && g.tags.includes(beside);
}
/** Tags on more than this share of all games are too common to explain a pick unless nothing else is shared. */
const COMMON_SHARE = 0.2;
/** A UCSD co-recommendation at least this strong can be the reason. */
const CO_REC_REASON = 0.12;
/** A tag is a reason only when it is among this many of each game's strongest (reason-worthy) tags. */
const STRONG_TAGS = 6;
/** Text vectors this close make what the descriptions share the reason before the tags. */
const TEXT_REASON = 0.7;

/** Descriptions, hooks, makers and words remembered by motifsOf, hookKey, makerKeyOf and stemsOf. */
const MOTIF_MEMO = 4096;

/**
 * The motifs a description names. Descriptions repeat across lists (the seed once per pick, popular picks in many
 * lists), and reading one against the whole table costs more than the rest of its line: the last few thousand
 * are remembered.
 */
const motifsOf = memoized((text): readonly Motif[] => MOTIFS.filter((m) => m.re.test(text)), MOTIF_MEMO);

/** Near-synonyms (FPS/Shooter, Roguelike/Roguelite...): a line names one tag of a group, never two. */
const SYNONYM_GROUP: ReadonlyMap<string, number> = new Map((synonymGroups as string[][]).flatMap((g, k) => g.map((t) => [t, k] as const)));

/** What a description may say a game is about, as a clause in each language ("time runs in a short loop"). */
interface Motif {
  re: RegExp;
  en: string;
  ru: string;
}
const MOTIFS: readonly Motif[] = (motifTable as { match: string; en: string; ru: string }[]).map((m) => ({ re: new RegExp(m.match, "i"), en: m.en, ru: m.ru }));

/** Short phrases a game's summary offers ("punishing bosses", "20-minute runs"), already in the list's language. */
export interface WhyHooks {
  seed: readonly string[];
  pick: readonly string[];
}

/** What a line's sentence reads of the two games (`renderReasons`); the games as the similarity saw them (seenGame). */
export interface ReasonInput {
  seed: Game;
  pick: Game;
  filters: SimilarFilters;
  lang: Lang;
  /** 0-based position; rotates the wording so a list does not repeat one template. */
  rank: number;
}

/** What `chooseReasons` needs to know about one pick. */
export interface WhyInput extends ReasonInput {
  index: GameIndex;
  candidate: Candidate;
  /** Summary hooks of both games, when a summary source is wired in: shared ones join the tag reason, or stand alone without one. */
  hooks?: WhyHooks;
  /** Store descriptions of both games, when known: what both say they are about can be the reason. */
  descriptions?: { seed: string | null; pick: string | null };
}

/** The signals a line can name, in a fixed order (a stored reason keeps its position). */
export const SIGNALS = ["series", "developer", "publisher", "motif", "hooks", "coop", "corec", "tags", "related", "genre"] as const;
export type Signal = (typeof SIGNALS)[number];
export type Mode = "online" | "local" | "LAN";

/**
 * A line's reason, structured: the signal, the shared tags and which of its wordings the line took, plus what that
 * wording reads besides the two games. The build stores the reasons of its stored lists; `renderReasons` spells them
 * in the list's language again, the same sentences `chooseReasons` gives.
 */
export interface Reason {
  signal: Signal;
  /** The shared tags it names. */
  tags: readonly string[];
  /** Which of the signal's wordings (its position among them). */
  wording: number;
  /** The detail a fallback line adds (namedFallback's position; one past the last: the list position), or -1. */
  detail: number;
  coop: Mode | null;
  /** Summary hooks both games share, in the list's language (at most two). */
  hooks: readonly string[];
  /** The motif both descriptions name (its position in the motif table), or -1. */
  motif: number;
  /** The pick's tag and the related tag of the seed a "related" line names. */
  related: readonly [string, string] | null;
}

/** A line and its reason. */
interface Option {
  text: string;
  reason: Reason;
}

/**
 * The reasons of a whole list, one per pick, no two alike, each with its line. Each pick's sentence names the
 * strongest concrete signal it shares with the seed (series, developer, publisher, shared summary hooks, co-op mode,
 * co-recommendation, its strongest shared tags), plus the filter the user asked for; among the wordings of that
 * signal, a line prefers to name a tag the previous line did not, and never repeats an earlier line of the list.
 *
 * @example
 * chooseReasons(inputs).map((o) => o.text); // ["Same mix of Metroidvania and Souls-like as Hollow Knight.", "Also Souls-like and Difficult, like Hollow Knight.", ...]
 */
export function chooseReasons(inputs: readonly WhyInput[]): Option[] {
  const used = new Set<string>();
  let previous: readonly string[] = [];
  let side: SeedSide | null = null;
  return inputs.map((input) => {
    // Every pick of a list shares its seed: what the lines read about it is worked out once.
    if (side?.seed !== input.seed || side.description !== (input.descriptions?.seed ?? null) || side.hooks !== input.hooks?.seed) side = seedSide(input);
    const groups = wordingGroups(input, side);
    let best: Option | null = null;
    for (const group of groups) if ((best = firstWording(group, used, previous))) break;
    best ??= namedFallback(input, side, groups[0]!, used);
    used.add(best.text);
    previous = best.reason.tags;
    return best;
  });
}

/**
 * A signal's first wording not yet used: the strongest tag sets that name a tag the previous line did not come first,
 * then the rest, in rank order. Wordings are spelled out only as far as needed.
 */
function firstWording(group: WordingGroup, used: ReadonlySet<string>, previous: readonly string[]): Option | null {
  for (const stale of [false, true]) {
    for (const tags of group.sets) {
      if ((tags.length > 0 && tags.every((t) => previous.includes(t))) !== stale) continue;
      const found = group.wording(tags, used);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The lines of stored reasons, one per pick (`picks[k]` took `reasons[k]`): the same sentences `chooseReasons` gave
 * when it chose them.
 *
 * @example
 * renderReasons({ seed, filters, lang: "ru" }, picks, reasons); // ["Тоже метроидвания и соулслайк, как Hollow Knight.", ...]
 */
export function renderReasons(list: Omit<ReasonInput, "pick" | "rank">, picks: readonly Game[], reasons: readonly Reason[]): string[] {
  const short = shortName(list.seed.name);
  return reasons.map((reason, rank) => {
    const input: ReasonInput = { ...list, pick: picks[rank]!, rank };
    const ctx: Ctx = { input, s: short, coop: reason.coop, hooks: reason.hooks, motif: MOTIFS[reason.motif] ?? null, related: reason.related };
    const text = sentence(`${cores(ctx, reason.signal, reason.tags)[reason.wording]!()}${suffix(input, reason.signal)}`);
    return reason.detail < 0 ? text : withDetail(input, text, reason.detail, reason.tags).text;
  });
}

const NONE_USED: ReadonlySet<string> = new Set();

/** What every line of a list reads about its seed. */
interface SeedSide {
  seed: Game;
  description: string | null;
  /** The seed's short name. */
  short: string;
  /**
   * Its strongest reason-worthy tags (strongTags) that its name does not already say (beyondName), each with the part
   * of a shared tag's score it gives (sharedTags).
   */
  strong: readonly { t: string; s: number; common: boolean }[];
  /** All of its strongest reason-worthy tags (a pick's tag related to one of these can be the reason). */
  strongSet: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  coopCentric: boolean;
  /** The motifs its description names. */
  motifs: readonly Motif[];
  /** Its summary hooks (the list's one array) and, for each non-blank one, the hook trimmed and its key (hookKey). */
  hooks: readonly string[] | undefined;
  hookKeys: readonly { hook: string; key: string }[];
}

function seedSide(input: WhyInput): SeedSide {
  const { index, seed } = input;
  const total = Math.max(1, index.size);
  const strong = beyondName(strongTags(seed), seed.name);
  const description = input.descriptions?.seed ?? null;
  return {
    seed,
    description,
    short: shortName(seed.name),
    strong: strong.map((t, i) => {
      const id = index.space.tagIds.get(t);
      const df = id === undefined ? 1 : index.space.df[id]!;
      const idf = Math.log((total + 1) / (df + 1));
      return { t, s: idf * (1 - i / 40), common: df / total > COMMON_SHARE };
    }),
    strongSet: new Set(strongTags(seed)),
    tags: new Set(seed.tags),
    coopCentric: seed.tags.slice(0, 10).some((t) => COOP_TAGS.has(t)),
    motifs: description ? motifsOf(description) : [],
    hooks: input.hooks?.seed,
    hookKeys: (input.hooks?.seed ?? []).filter((h) => h.trim()).map((h) => ({ hook: h.trim(), key: hookKey(h) })),
  };
}

const COOP_TAGS: ReadonlySet<string> = new Set(["Co-op", "Online Co-Op", "Local Co-Op", "Co-op Campaign"]);

/**
 * The seed's strong tags without those its name already says, which every line naming the seed would say twice
 * ("From the same series as Assassin's Creed Odyssey; also Assassin", "… DARK SOULS III; also Souls-like", "LEGO
 * Star Wars …; also LEGO"); all of them when the name says every one.
 */
function beyondName(tags: readonly string[], name: string): readonly string[] {
  const words = stemsOf(shortName(name));
  const left = tags.filter((t) => {
    const own = stemsOf(wordForm(t).replace(/ like$/, ""));
    return !(own.length > 0 && within(own, words));
  });
  return left.length ? left : tags;
}

/** Which tags a line names: the best two, the best three, then other pairs and single tags further down the ranking. */
const TAG_SETS: readonly (readonly number[])[] = [[0, 1], [0, 1, 2], [0, 2], [1, 2], [1, 3], [2, 3], [0], [1], [2]];

/** What a wording reads: the line's two games, the seed's short name and the reason's particulars. */
interface Ctx {
  input: ReasonInput;
  /** The seed's short name. */
  s: string;
  coop: Mode | null;
  hooks: readonly string[];
  motif: Motif | null;
  related: readonly [string, string] | null;
}

/** The signals a pick shares with the seed, strongest first; each gives a group of wordings. */
function signals(input: WhyInput, side: SeedSide, shared: readonly string[], ctx: Ctx): Signal[] {
  const { coop, hooks, motif, related } = ctx;
  const { pick, candidate } = input;
  const out: Signal[] = [];
  if (candidate.sameSeries) out.push("series");
  if (candidate.sameDeveloper && pick.developers.length) out.push("developer");
  else if (candidate.samePublisher && pick.publishers.length && !candidate.sameSeries) out.push("publisher");
  // For a co-op game every other line names the mode, so the list does not repeat it ten times.
  if (coop && (input.filters.coop || (side.coopCentric && (input.rank % 2 === 0 || shared.length === 0)))) out.push("coop");
  if (candidate.coRec >= CO_REC_REASON && shared.length < 2) out.push("corec");
  // What both descriptions say the games are about beats tags when the texts are close or the tags say little.
  const textFirst = candidate.text >= TEXT_REASON || shared.length < 2;
  if (motif && textFirst) out.push("motif");
  if (hooks.length && shared.length === 0) out.push("hooks");
  if (shared.length) out.push("tags");
  else if (related) out.push("related");
  if (motif && !textFirst) out.push("motif");
  // Shared review hooks ("great soundtrack") say less about what a game is than shared tags, so they come after them.
  if (hooks.length && shared.length > 0) out.push("hooks");
  // A store genre ("Also an Action game") is the reason only for games that share no tag: where they share one whose
  // wordings the list has used up, that tag and what sets the pick apart (namedFallback) say more.
  if (!shared.length) out.push("genre");
  return out;
}

/** One signal's wordings: the tag sets it may name, and its first line for one set not in `used` (rotated down the list). */
interface WordingGroup {
  sets: readonly (readonly string[])[];
  wording: (tags: readonly string[], used: ReadonlySet<string>) => Option | null;
}

function wordingGroups(input: WhyInput, side: SeedSide): WordingGroup[] {
  const pickStrong = strongTags(input.pick);
  const shared = sharedTagsOf(input.index, side, input.pick, pickStrong);
  const motif = sharedMotif(side, input.descriptions?.pick ?? null);
  const ctx: Ctx = {
    input, s: side.short, coop: sharedCoop(input.seed, input.pick), hooks: sharedHooks(side, input.hooks?.pick),
    motif: MOTIFS[motif] ?? null, related: shared.length ? null : relatedPair(input, side, pickStrong),
  };
  const v = (input.seed.appid + input.rank) % 4;
  const tagSets = TAG_SETS.filter((set) => set.every((k) => k < shared.length)).map((set) => set.map((k) => shared[k]!));
  return signals(input, side, shared, ctx).map((signal) => ({
    sets: TAGGED.has(signal) ? (tagSets.length ? tagSets : [[]]) : [signal === "corec" ? shared.slice(0, 1) : []],
    wording: (tags, used) => {
      const all = cores(ctx, signal, tags);
      const end = suffix(input, signal);
      // The cores rotated by the list position, each made a sentence only when the one before it was taken.
      for (let k = 0; k < all.length; k++) {
        const wording = (k + v) % all.length;
        const text = sentence(`${all[wording]!()}${end}`);
        if (!used.has(text)) return { text, reason: { signal, tags, wording, detail: -1, coop: ctx.coop, hooks: ctx.hooks, motif, related: ctx.related } };
      }
      return null;
    },
  }));
}

/** Signals whose sentences name a set of shared tags. */
const TAGGED: ReadonlySet<Signal> = new Set(["tags", "coop", "series", "developer", "publisher"]);

/**
 * When every wording is taken: the first group's first line plus what sets the pick apart (its own strongest tag, its
 * year, at last its name, then its position), so the line stays true and unique within the list.
 */
function namedFallback(input: WhyInput, side: SeedSide, first: WordingGroup, used: ReadonlySet<string>): Option {
  const best = first.wording(first.sets[0]!, NONE_USED)!;
  for (let detail = 0; ; detail++) {
    const line = withDetail(input, best.text, detail, best.reason.tags);
    if (line.last || !used.has(line.text)) return { text: line.text, reason: { ...best.reason, detail } };
  }
}

/** `text` with the fallback detail at position `detail` (namedFallback); `last` when no detail follows it. */
function withDetail(input: ReasonInput, text: string, detail: number, named: readonly string[]): { text: string; last: boolean } {
  const ru = input.lang === "ru";
  const { pick } = input;
  // The pick's own tag, and one the line has not already said ("Also FPS; this one adds First-Person" would).
  const own = strongTags(pick).find((t) => !input.seed.tags.includes(t) && !named.some((n) => saysAlready(n, t)));
  const details = [
    own && (ru ? `здесь ещё и ${ruTagInText(own)}` : `this one adds ${own}`),
    pick.year && (ru ? `вышла в ${pick.year} году` : `released in ${pick.year}`),
    ru ? `это ${shortName(pick.name)}` : `this one is ${shortName(pick.name)}`,
  ].filter((d): d is string => Boolean(d));
  const stem = text.replace(/\.$/, "");
  return { text: sentence(`${stem}; ${details[detail] ?? `#${input.rank + 1}`}`), last: detail >= details.length };
}

/** A name may end the sentence with its own full stop ("S.T.A.L.K.E.R."). */
function sentence(line: string): string {
  return line.endsWith(".") ? line : `${line}.`;
}

/** The first motif (in table order) both descriptions name, by its position in the table; -1 for none (a line says one thing about the texts). */
function sharedMotif(side: SeedSide, pickDescription: string | null): number {
  if (!side.motifs.length || !pickDescription) return -1;
  const mine = motifsOf(pickDescription);
  const found = side.motifs.find((m) => mine.includes(m));
  return found ? MOTIFS.indexOf(found) : -1;
}

/** Hooks both summaries name (case and spacing aside), in the seed's order; at most two. */
function sharedHooks(side: SeedSide, pick: readonly string[] | undefined): string[] {
  if (!pick?.length || !side.hookKeys.length) return [];
  const mine = pick.map(hookKey);
  const both: string[] = [];
  for (const { hook, key } of side.hookKeys) {
    if (mine.includes(key) && both.push(hook) === 2) break;
  }
  return both;
}

/**
 * A hook compared case and spacing aside. Hooks come from a closed set of phrases (the summaries' vocabulary), and
 * every line compares its pick's with the seed's: each key is worked out once.
 */
const hookKey = memoized((h) => h.trim().toLowerCase().replace(/\s+/g, " "), MOTIF_MEMO);

/**
 * The wordings of a signal naming `shared`, in the list's language, each spelled only when called: a line takes one
 * (a stored line's, or the first one not yet used in its list).
 */
type Wordings = readonly (() => string)[];

function cores(ctx: Ctx, signal: Signal, shared: readonly string[]): Wordings {
  return ctx.input.lang === "ru" ? coreRu(ctx, signal, shared) : coreEn(ctx, signal, shared);
}

function coreEn(ctx: Ctx, signal: Signal, shared: readonly string[]): Wordings {
  const { input, s, coop, hooks, motif } = ctx;
  const lead = leadIn(s);
  const t = listEn(shared);
  const also = shared.length ? `; also ${t}` : "";
  // "Also Souls-like, like Hades" says "like" twice: a line naming a "-like" tag compares with "as in".
  const like = shared.some((x) => /-like$/i.test(x)) ? "as in" : "like";
  switch (signal) {
    case "series": {
      const series = seriesName(input.seed.name, input.pick.name).replace(/^the\s+/i, "");
      // "Part of the Resident Evil series, like Resident Evil 2" says the series twice when the seed's name begins with it.
      const named = s.replace(/^the\s+/i, "").toLowerCase().startsWith(series.toLowerCase());
      return [() => `From the same series as ${s}${also}`, () => `Another entry in the ${series} series${also}`, () => (named ? `One more ${series} game${also}` : `Part of the ${series} series, like ${s}${also}`)];
    }
    case "developer": {
      const dev = sharedMaker(input.seed.developers, input.pick.developers);
      // "From Facepunch Studios, the studio behind Garry's Mod" says "studio" twice.
      const behind = /\bstudios?\b/i.test(dev) ? "the makers of" : "the studio behind";
      return [() => `From ${dev}, ${behind} ${s}${also}`, () => `Same developer as ${s} (${dev})${also}`, () => `${dev} made both this and ${s}${also}`];
    }
    case "publisher": {
      const pub = sharedMaker(input.seed.publishers, input.pick.publishers);
      return [() => `Published by ${pub}, like ${s}${also}`, () => `Another ${pub} release, like ${s}${also}`];
    }
    case "motif":
      return [() => `As in ${s}, ${motif!.en}`, () => `Here too ${motif!.en}, as in ${s}`];
    case "hooks":
      return [() => `Players of both this and ${s} praise ${praiseEn(hooks)}`, () => `As with ${s}, players praise ${praiseEn(hooks)}`];
    case "coop": {
      const mode = coop!;
      if (!shared.length) return [() => `Plays in ${mode} co-op, like ${s}`, () => `${cap(mode)} co-op, as in ${s}`, () => `Also built for ${mode} co-op, like ${s}`];
      return [() => `${cap(mode)} co-op ${like} ${s}, with ${t}`, () => `Plays in ${mode} co-op ${like} ${s}; also ${t}`, () => `Another ${mode} co-op pick with ${t}, as in ${s}`];
    }
    case "corec":
      return [() => `Players who recommended ${s} also recommended this${shared.length ? `; both are ${shared[0]}` : ""}`];
    case "tags": {
      // Shared review hooks ride along on every other line (the tags say what the game is, the hooks what players of
      // both praise), so a list of ten does not repeat "great soundtrack" ten times.
      const praised = input.rank % 2 === 1 ? hooksBeyond(hooks, shared, "en") : [];
      const praise = praised.length ? `; players of both praise ${praiseEn(praised)}` : "";
      if (shared.length === 1) return [() => `Also ${t}, ${like} ${s}${praise}`, () => `${t}, as in ${s}${praise}`, () => `${cap(like)} ${lead} ${t}${praise}`];
      return [() => `Also ${t}, ${like} ${s}${praise}`, () => `Same mix of ${t} as ${s}${praise}`, () => `${cap(like)} ${lead} ${shared.join(", ")}${praise}`, () => `${t}, as in ${s}${praise}`];
    }
    case "related": {
      const [mine, theirs] = ctx.related!;
      return [() => `Close to ${lead} ${mine} here, ${theirs} there`];
    }
    case "genre": {
      const g = commonGenre(input);
      return [() => (g ? `Also ${article(g)} ${g} game, like ${s}` : `Plays much like ${s}`)];
    }
  }
}

/**
 * The seed's name before a list of what the two games share: "Hades:", but "Cities: Skylines —" where the name holds
 * a colon of its own ("Like Cities: Skylines: City Builder" reads as three parts).
 */
function leadIn(s: string): string {
  return s.includes(":") ? `${s} —` : `${s}:`;
}

/** Russian forms of a co-op mode: nominative, instrumental ("с …"), genitive ("для …"). */
const RU_COOP: Record<Mode, [string, string, string]> = {
  online: ["сетевой кооператив", "сетевым кооперативом", "сетевого кооператива"],
  local: ["локальный кооператив", "локальным кооперативом", "локального кооператива"],
  LAN: ["кооператив по локальной сети", "кооперативом по локальной сети", "кооператива по локальной сети"],
};

function coreRu(ctx: Ctx, signal: Signal, shared: readonly string[]): Wordings {
  const { input, s, coop, hooks, motif } = ctx;
  const lead = leadIn(s);
  const ru = sharedHeads(shared.map(ruTagInText));
  const t = listRu(ru);
  const also = ru.length ? `; тоже ${t}` : "";
  const here = ru.length ? `; и здесь ${t}` : "";
  switch (signal) {
    case "series": {
      const series = seriesName(input.seed.name, input.pick.name);
      return [() => `Из той же серии, что и ${s}${also}`, () => `Ещё одна часть серии ${series}${also}`, () => `Та же серия, что у ${s}${here}`];
    }
    case "developer": {
      const dev = sharedMaker(input.seed.developers, input.pick.developers);
      return [() => `От ${dev}, авторов ${s}${also}`, () => `Тот же разработчик, что у ${s} (${dev})${also}`, () => `Её тоже сделала ${dev}, как и ${s}${here}`];
    }
    case "publisher": {
      const pub = sharedMaker(input.seed.publishers, input.pick.publishers);
      return [() => `Тот же издатель, что у ${s} (${pub})${also}`, () => `Её тоже издала ${pub}, как и ${s}${here}`];
    }
    case "motif":
      return [() => `Как и в ${s}, здесь ${motif!.ru}`, () => `И здесь ${motif!.ru}, как в ${s}`];
    case "hooks":
      return [() => `Как и в ${s}, игроки хвалят: ${listRu(hooks)}`, () => `И здесь ${listRu(hooks)}, как в ${s}`];
    case "coop": {
      const [nom, ins, gen] = RU_COOP[coop!];
      if (!ru.length) return [() => `${cap(nom)}, как в ${s}`, () => `Тоже с ${ins}, как ${s}`, () => `Ещё одна игра для ${gen}, как ${s}`];
      return [() => `${cap(nom)}, как в ${s}; тоже ${t}`, () => `Тоже с ${ins}, как ${lead} ${t}`, () => `Ещё одна игра для ${gen}: ${t}, как в ${s}`];
    }
    case "corec":
      return [() => `Её рекомендовали те же игроки, что и ${s}${ru.length ? `; тоже ${ru[0]}` : ""}`];
    case "tags": {
      const praised = input.rank % 2 === 1 ? hooksBeyond(hooks, shared, "ru") : [];
      const praise = praised.length ? `; в обеих игроки хвалят: ${listRu(praised)}` : "";
      if (ru.length === 1) return [() => `Тоже ${t}, как ${s}${praise}`, () => `${cap(t)} — как в ${s}${praise}`, () => `Как и в ${lead} ${t}${praise}`];
      return [() => `Тоже ${t}, как ${s}${praise}`, () => `То же сочетание, что в ${lead} ${t}${praise}`, () => `Как и в ${lead} ${ru.join(", ")}${praise}`, () => `${cap(t)} — как в ${s}${praise}`];
    }
    case "related": {
      const [mine, theirs] = ctx.related!;
      return [() => `Близко к ${lead} здесь ${ruTagInText(mine)}, там ${ruTagInText(theirs)}`];
    }
    case "genre": {
      const g = commonGenre(input);
      return [() => (g ? `Тоже ${lower(ruGenre(g))}, как ${s}` : `Играется похоже на ${s}`)];
    }
  }
}

/** The filter the user asked for, when the core sentence did not already say it. */
function suffix(input: ReasonInput, signal: Signal): string {
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

/**
 * A game's strongest tags that can be a reason: the first STRONG_TAGS of its list when the store's order is known;
 * every one when it is not (an unordered list says nothing about which tags are strongest).
 */
function strongTags(g: Game): readonly string[] {
  let strong = strongOf.get(g);
  if (!strong) {
    const ok = g.tags.filter((t) => !NOT_A_REASON.has(t) && !misplaced(g, t));
    strongOf.set(g, (strong = g.tagOrder === "none" ? ok : ok.slice(0, STRONG_TAGS)));
  }
  return strong;
}
// The recommender's remembered picks are shared, frozen objects named by many lists: each one's tags are read once.
const strongOf = new WeakMap<Game, readonly string[]>();

/**
 * Tags among both games' strongest, ranked by how much they say (rare on the catalog, high in both lists), with
 * near-synonyms merged (only the best of a group is named) and a tag another named tag spells out left out
 * ("Shooter" beside "Third-Person Shooter", "Platformer" beside "Puzzle Platformer": the line would say it twice).
 */
function sharedTags(side: SeedSide, pickStrong: readonly string[]): string[] {
  const scored: { t: string; s: number; common: boolean }[] = [];
  for (const x of side.strong) {
    const j = pickStrong.indexOf(x.t);
    if (j >= 0) scored.push({ t: x.t, s: x.s * (1 - j / 40), common: x.common });
  }
  scored.sort((a, b) => b.s - a.s || (a.t < b.t ? -1 : 1));
  const groups = new Set<number>();
  const merged = scored.filter(({ t }) => {
    if (scored.some((x) => spellsOut(x.t, t))) return false;
    const g = SYNONYM_GROUP.get(t);
    if (g === undefined) return true;
    if (groups.has(g)) return false;
    groups.add(g);
    return true;
  });
  const rare = merged.filter((x) => !x.common).map((x) => x.t);
  return rare.length ? rare : merged.slice(0, 1).map((x) => x.t);
}

/**
 * sharedTags of a list's seed and one pick, remembered per pick object for the last seed only: the build chooses a
 * stored seed's lists (every filter combination, both languages) one after the other, naming the same picks again
 * and again, and lists share their games' objects. One seed at a time keeps a server's memory flat however many
 * seeds it serves.
 */
function sharedTagsOf(index: GameIndex, side: SeedSide, pick: Game, pickStrong: readonly string[]): readonly string[] {
  if (sharedFor?.index !== index || sharedFor.seed !== side.seed) sharedFor = { index, seed: side.seed, byPick: new WeakMap() };
  let shared = sharedFor.byPick.get(pick);
  if (!shared) sharedFor.byPick.set(pick, (shared = sharedTags(side, pickStrong)));
  return shared;
}
let sharedFor: { index: GameIndex; seed: Game; byPick: WeakMap<Game, readonly string[]> } | null = null;

/**
 * Whether tag `longer` says all of tag `part` and more: each word of `part` is one of `longer`'s by stem, a hyphen
 * read as a space and an abbreviation as its words ("Third-Person Shooter" and "Shooter" or "Third Person"; "FPS" and
 * "First-Person"; "2D Fighter" and "Fighting"; not "eSports" and "Sports").
 */
function spellsOut(longer: string, part: string): boolean {
  const whole = tagStems(longer);
  const piece = tagStems(part);
  return piece.length > 0 && whole.length > piece.length && within(piece, whole);
}
/** Whether naming tag `a` already says tag `b`: the same tag, one spelling the other out, or near-synonyms. */
function saysAlready(a: string, b: string): boolean {
  const group = SYNONYM_GROUP.get(a);
  return a === b || spellsOut(a, b) || spellsOut(b, a) || (group !== undefined && group === SYNONYM_GROUP.get(b));
}
const wordForm = (tag: string) => (SPELLED_AS[tag] ?? tag).toLowerCase().replaceAll("-", " ");
/** Steam's abbreviated tags whose words are tags of their own ("FPS and First-Person" says one thing twice). */
const SPELLED_AS: Readonly<Record<string, string>> = { FPS: "First-Person Shooter", RTS: "Real-Time Strategy", MMORPG: "Massively Multiplayer Online RPG" };

/** A tag of the pick related (not equal) to a tag of the seed, by the learned relatedness. */
function relatedPair(input: WhyInput, side: SeedSide, pickStrong: readonly string[]): [string, string] | null {
  const { index } = input;
  let best: [string, string] | null = null;
  let bestW = 0;
  for (const t of pickStrong) {
    if (side.strongSet.has(t) || side.tags.has(t)) continue;
    const id = index.space.tagIds.get(t);
    if (id === undefined) continue;
    const row = index.related[id]!;
    for (let r = 0; r < row.to.length; r++) {
      const other = index.space.names[row.to[r]!]!;
      if (side.strongSet.has(other) && row.w[r]! > bestW) {
        bestW = row.w[r]!;
        best = [t, other];
      }
    }
  }
  return best;
}

/** The maker both games share (the pick's spelling; its first one when the names differ only in spelling). */
function sharedMaker(seedMakers: readonly string[], pickMakers: readonly string[]): string {
  const mine = seedMakers.map(makerKeyOf);
  return pickMakers.find((d) => mine.includes(makerKeyOf(d))) ?? pickMakers[0]!;
}

/** makerKey, remembered for the last few thousand makers (a list names the seed's makers once per line). */
const makerKeyOf = memoized(makerKey, MOTIF_MEMO);

function commonGenre(input: ReasonInput): string | null {
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

// "A, B and C" / "A, B и C" (what Intl.ListFormat's long conjunction says in en-GB and ru, without its cost on every
// line): British English has no serial comma, as the rest of the site's English.
function listIn(xs: readonly string[], and: string): string {
  if (xs.length < 2) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} ${and} ${xs[xs.length - 1]!}`;
}

/**
 * The hooks that say more than the tags a line names (`named`: the tags' English names). A hook restates a named tag
 * when it holds every word of the tag, or says nothing the tag's words do not ("Open World Survival Craft; players of
 * both praise crafting"); words are compared by stem ("Atmospheric" / "atmosphere"). Each hook is judged in English
 * and in Russian, and either finding drops it from both languages' lines: the two say the same, and one language's
 * words show what the other's hide ("Funny" and "humor" are both "юмор").
 *
 * @example
 * hooksBeyond(["vast open world", "engaging story"], ["Open World"], "en"); // ["engaging story"]
 * hooksBeyond(["юмор", "атмосфера"], ["Funny"], "ru"); // ["атмосфера"]
 */
function hooksBeyond(hooks: readonly string[], named: readonly string[], lang: Lang): readonly string[] {
  if (!hooks.length || !named.length) return hooks;
  const english = named.map(tagStems);
  const russian = named.map(ruTagStems);
  return hooks.filter((hook) => {
    const en = lang === "ru" ? englishPhrase(hook) : hook;
    return !restates(stemsOf(en), english) && !restates(stemsOf(summaryPhrase(en, "ru")), russian);
  });
}

/** Whether a hook's stems hold all of one tag's, or all fall within one tag's. */
function restates(hook: readonly string[], tags: readonly (readonly string[])[]): boolean {
  if (!hook.length) return false;
  return tags.some((tag) => tag.length > 0 && (within(tag, hook) || within(hook, tag)));
}

/** Whether each of the stems `xs` names one of `ys`. */
function within(xs: readonly string[], ys: readonly string[]): boolean {
  return xs.every((x) => ys.some((y) => sameStem(x, y)));
}

/**
 * Whether two stems name one word: equal, or the shorter (four letters or more) starts the longer. The stemmers leave
 * "builder" and "build", "атмосферн" and "атмосфер" apart.
 */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length < b.length ? a.length >= 4 && b.startsWith(a) : b.length >= 4 && a.startsWith(b);
}

/**
 * The stems of a hook's or a tag's words, function words left out (both closed sets, and every line of a list asks).
 * Not the finder's stop words: "turn", "first" and "great" say something in a tag.
 */
const stemsOf = memoized((text): readonly string[] => foldText(text).split(" ").filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w)).map(stem), MOTIF_MEMO);
const FUNCTION_WORDS: ReadonlySet<string> = new Set(["and", "the", "for", "with", "that", "или", "для"]);
/** A tag's stems, by its English words (wordForm) and by its Russian name; every pair of a pick's tags asks. */
const tagStems = memoized((tag): readonly string[] => stemsOf(wordForm(tag)), MOTIF_MEMO);
const ruTagStems = memoized((tag): readonly string[] => stemsOf(ruTagInText(tag)), MOTIF_MEMO);

function listEn(xs: readonly string[]): string {
  return listIn(xs, "and");
}

/**
 * A list that, where an item holds the conjunction of its own ("mods and workshop content", "симулятор фермы и
 * жизни"), joins its last item with `also` instead, so one "and" never links three things.
 */
function listLinked(xs: readonly string[], and: string, also: string): string {
  if (xs.length > 1 && xs.some((x) => x.includes(` ${and} `))) return `${xs.slice(0, -1).join(", ")}${also}${xs[xs.length - 1]!}`;
  return listIn(xs, and);
}

function listRu(xs: readonly string[]): string {
  return listLinked(xs, "и", ", а также ");
}

/** Hooks as what players praise, in English: "playing with friends as well as mods and workshop content". */
function praiseEn(hooks: readonly string[]): string {
  return listLinked(hooks.map(praisedAs), "and", " as well as ");
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(?:uni|use|eu)/i.test(word) ? "an" : "a";
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Russian tag names that share a head noun are said with it once: "симулятор фермы и жизни", "пошаговая и глобальная
 * стратегия", "4X- и глобальная стратегия", "лутер-шутер от третьего лица" (never "симулятор фермы и симулятор
 * жизни"). The head leads both names, ends both after an adjective or a hyphened prefix, or ends one and leads the
 * other's point of view; each name merges at most once, in the list's order.
 */
function sharedHeads(names: readonly string[]): string[] {
  const out = [...names];
  const merged = new Set<number>();
  for (let i = 0; i < out.length; i++) {
    if (merged.has(i)) continue;
    for (let j = i + 1; j < out.length; j++) {
      const both = merged.has(j) ? null : mergeHead(out[i]!, out[j]!);
      if (!both) continue;
      out[i] = both;
      out.splice(j, 1);
      merged.add(i);
      break;
    }
  }
  return out;
}

function mergeHead(a: string, b: string): string | null {
  const x = a.split(" ");
  const y = b.split(" ");
  const p = beforeHead(x);
  const q = beforeHead(y);
  // A point of view qualifies any kind of its head: "геройский шутер" and "шутер от первого лица" are one
  // "геройский шутер от первого лица".
  if (p && p.head === y[0] && VIEW.test(y.slice(1).join(" "))) return `${a} ${y.slice(1).join(" ")}`;
  if (q && q.head === x[0] && VIEW.test(x.slice(1).join(" "))) return `${b} ${x.slice(1).join(" ")}`;
  if (x.length > 1 && y.length > 1 && x[0] === y[0]) return `${a} и ${y.slice(1).join(" ")}`;
  if (p && q && p.head === q.head) return `${p.prefix} и ${q.prefix}${q.prefix.endsWith("-") ? "" : " "}${q.head}`;
  return null;
}
const VIEW = /^(?:от (?:первого|третьего) лица|с видом сверху)$/;

/** A name's last word and what qualifies it: adjectives before it ("пошаговая") or a hyphened prefix ("4X-"). */
function beforeHead(words: readonly string[]): { prefix: string; head: string } | null {
  const last = words[words.length - 1]!;
  if (words.length > 1) return RU_ADJECTIVE.test(words[words.length - 2]!) ? { prefix: words.slice(0, -1).join(" "), head: last } : null;
  const cut = last.lastIndexOf("-");
  return cut > 0 && cut < last.length - 1 ? { prefix: last.slice(0, cut + 1), head: last.slice(cut + 1) } : null;
}
const RU_ADJECTIVE = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие)$/;

/** A tag's Russian name as the middle of a sentence says it (lower), worked out once per tag: every Russian line names some. */
function ruTagInText(tag: string): string {
  let text = ruTagTexts.get(tag);
  if (text === undefined) ruTagTexts.set(tag, (text = lower(ruTag(tag))));
  return text;
}
const ruTagTexts = new Map<string, string>();

/** Lower-cases a Russian common noun for the middle of a sentence; leaves acronyms and Latin names as they are. */
function lower(s: string): string {
  const first = s.split(/[\s-]/)[0] ?? s;
  if (first.length > 1 && first === first.toUpperCase()) return s;
  if (/^[A-Za-z]/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
