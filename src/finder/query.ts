// Query understanding: turns a vague description into weighted catalog labels, text terms, a year window and hints.
import { ruTagNames } from "../recommender/ru-names";
import { featureKey, foldText, STOPWORDS, stem, tokenize } from "../text";
import { CONCEPTS } from "./concepts";
import platformEras from "./data/platform-eras.json";
import { DEFAULT_FINDER, type FinderOptions } from "./defaults";
import type { Speller } from "./spelling";
import type { Vocabulary } from "./vocabulary";

/** A soft release-year window: games inside get a bonus of `strength`, fading to nothing `fade` years outside. */
export interface YearHint {
  min: number;
  max: number;
  strength: number;
}

/** What the ranker needs from a description. */
export interface ParsedQuery {
  /** Feature key (see `featureKey`) → weight 0..1, the best weight any phrase gave it. */
  labels: Map<string, number>;
  /**
   * Feature key → the words each label was read from, as groups of stems ("pressure washer" → [["pressur",
   * "washer"]]): a game whose own text says all the words of a group fits the label as if it carried it.
   */
  sources: Map<string, string[][]>;
  /** Stemmed, stop-word-free text terms with their counts. */
  terms: Map<string, number>;
  years: YearHint[];
  /** The description asks for VR (or the caller said platform vr). */
  vr: boolean;
  /** Text after "by the makers of" / "same studio as"...: a game whose developer is meant. */
  creatorRef: string | null;
  /** The description says the game was a hit ("sold millions", "everyone played it"): popularity counts more. */
  popular: boolean;
  /** "not the sequel" / "the original" → original; "the sequel" / "part 2" → sequel; else null. */
  series: "original" | "sequel" | null;
  /** The description names the Steam Deck or a handheld: Deck status counts as if the caller said platform deck. */
  deck: boolean;
  /** Content words that no table phrase or label name explains (a plot, a look): only texts can confirm them. */
  unexplained: number;
  /** Share (0..1) of the content words that a table phrase or label name explains: how much the text is tag talk. */
  explained: number;
}

/** What parseQuery may use besides the text. */
export interface ParseOptions {
  vr?: boolean;
  speller?: Speller;
  /** Learned word → label associations (search-index.ts); unexplained words borrow their labels. */
  vocabulary?: Vocabulary;
  query?: FinderOptions["query"];
}

const ORIGINAL = / (the original|original version|the first one|the first game|first game|the old one|(not|isnt|wasnt) the (sequel|newer one|new one|second one|remake|remaster)) /;
const SEQUEL = / (the sequel|a sequel|second one|the second game|part 2|part two|the newer one|the new one) /;

const DECK = / (steam deck|on (the |my )?deck|handheld|handhelds|on the go|portable pc) /;
/** The labels that say a game runs in VR. */
const VR_LABELS = ["VR", "VR Only", "VR Supported"];

const POPULAR = / (sold (millions|\S+ (million|copies))|best ?sell\w*|(huge|massive|big) (hit|hype|success)|hugely popular|very popular|super popular|everyone (played|was playing)|viral|goty|game of the year|blockbuster|famous|phenomenon) /;

/** Words that negate a concept right after them ("no crafting", "not the remake", "without guns"). */
const NEGATORS = new Set(["no", "not", "cant", "cannot", "without", "never", "nothing", "dont", "doesnt", "isnt", "wasnt", "non", "nor", "zero", "instead"]);

/** Label keys whose own names are too common as plain words to count as a concept on their own. */
const WEAK_OWN_NAME = new Set(
  ["classic", "short", "epic", "experience", "beautiful", "dark", "party", "modern", "foreign", "movie", "gaming", "mod", "sequel",
    "reboot", "realtime", "linear", "immersive", "addictive", "competitive", "education", "software", "utilities", "electronic",
    "music", "action", "adventure", "casual", "indie", "simulation", "singleplayer", "multiplayer", "controller", "combat",
    "building", "family friendly", "tutorial", "benchmark", "hardware", "narrative", "conversation", "team based", "trading",
    "free to play", "dice", "naval", "science", "space", "nature", "3d", "2d", "funny", "cute", "magic"].map(featureKey),
);

/**
 * Parses a description. `labelNames` are the catalog's own label names (tags, genres, categories): each also
 * matches itself in the text, so "zombies" finds the Zombies tag without a table line.
 *
 * @example
 * parseQuery("soulslike ninja game from 2019", ["Ninja"]).labels.get("soulslike"); // 1
 */
export function parseQuery(description: string, labelNames: readonly string[] = [], options: ParseOptions = {}): ParsedQuery {
  const o = options.query ?? DEFAULT_FINDER.query;
  const normalized = foldText(description);
  // Typo repair: corrected words are added after the text (the original stays, it may be a name).
  const fixes = options.speller ? corrections(normalized, options.speller) : [];
  const text = ` ${normalized}${fixes.length ? ` ${fixes.join(" ")}` : ""} `;
  const matches: Match[] = [];
  for (const c of CONCEPTS) collect(text, c.pattern, c.labels, matches);
  for (const own of ownNamePatterns(labelNames, o)) collect(text, own.pattern, own.labels, matches);
  const labels = new Map<string, number>();
  const sources = new Map<string, string[][]>();
  const addSource = (key: string, stems: string[]) => {
    if (stems.length) sources.set(key, [...(sources.get(key) ?? []), stems]);
  };
  const kept = keepOutermost(matches);
  for (const m of kept) {
    const stems = tokenize(text.slice(m.start, m.end));
    for (const { label, weight } of m.labels) {
      const key = featureKey(label);
      if ((labels.get(key) ?? 0) < weight) labels.set(key, weight);
      addSource(key, stems);
    }
  }
  const { free, total } = contentWords(text, kept);
  if (options.vocabulary) addLearned(labels, free, options.vocabulary, o, addSource);
  // Only a VR label read with confidence asks for VR, its own name included (the words "vr only" read VR Only).
  const vr = options.vr === true || VR_LABELS.some((l) => (labels.get(featureKey(l)) ?? 0) >= 0.8);
  if (vr) labels.set(featureKey("VR"), 1);
  const creatorRef = parseCreatorRef(text);
  const terms = countTerms(`${description} ${fixes.join(" ")}`);
  // "By the makers of X": X names another game, whose words say nothing about the wanted one's texts.
  for (const t of creatorRef ? tokenize(creatorRef) : []) terms.delete(t);
  // A year is a release hint (parseYears), not a word: as a word it finds reviews saying "I played this in 1999" and
  // names like "Dead Space (2008)", whatever the game.
  for (const t of [...terms.keys()]) if (YEAR_WORD.test(t)) terms.delete(t);
  return {
    labels,
    sources,
    terms,
    years: parseYears(text),
    vr,
    creatorRef,
    popular: POPULAR.test(text),
    series: ORIGINAL.test(text) ? "original" : SEQUEL.test(text) ? "sequel" : null,
    deck: DECK.test(text),
    unexplained: free.length,
    explained: total ? 1 - free.length / total : 0,
  };
}

// Content words outside every matched phrase (what tags could not say), and how many content words there are.
function contentWords(text: string, kept: readonly Match[]): { free: string[]; total: number } {
  const out: string[] = [];
  let total = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0];
    const at = m.index ?? 0;
    if (w.length < 3 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    total++;
    if (kept.some((k) => k.start <= at && at < k.end)) continue;
    out.push(w);
  }
  return { free: out, total };
}

// Labels the learned vocabulary ties to the unexplained words, strongest first, a few at most.
function addLearned(
  labels: Map<string, number>, free: readonly string[], vocabulary: Vocabulary, o: FinderOptions["query"], addSource: (key: string, stems: string[]) => void,
): void {
  const learned = new Map<string, { weight: number; from: string }>();
  for (const w of new Set(free)) {
    const from = stem(w);
    for (const { key, strength } of vocabulary.get(from) ?? []) {
      const weight = o.learnedWeight * strength;
      if ((learned.get(key)?.weight ?? 0) < weight) learned.set(key, { weight, from });
    }
  }
  const best = [...learned].sort((a, b) => b[1].weight - a[1].weight).slice(0, o.learnedMaxLabels);
  for (const [key, { weight, from }] of best) {
    if ((labels.get(key) ?? 0) < weight) labels.set(key, weight);
    addSource(key, [from]);
  }
}

interface Match {
  start: number;
  end: number;
  labels: { label: string; weight: number }[];
}

function collect(text: string, pattern: RegExp, labels: Match["labels"], out: Match[]): void {
  pattern.lastIndex = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (negated(text, start)) continue;
    out.push({ start, end: start + m[0].length, labels });
  }
}

// A phrase inside a longer matched phrase does not count on its own: "tank" in "tank controls", "hack" in
// "hack and slash", "arrow" in "arrow keys".
function keepOutermost(matches: Match[]): Match[] {
  const byLength = [...matches].sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: Match[] = [];
  for (const m of byLength) {
    const inside = kept.some((k) => k.start <= m.start && m.end <= k.end && k.end - k.start > m.end - m.start);
    if (!inside) kept.push(m);
  }
  return kept;
}

function corrections(normalized: string, speller: Speller): string[] {
  const out: string[] = [];
  for (const w of new Set(normalized.split(" "))) {
    const fixed = speller.correct(w);
    if (fixed) out.push(fixed);
  }
  return out;
}

function negated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index).trim().split(" ").slice(-3);
  return before.some((w) => NEGATORS.has(w));
}

const ownNameCache = new WeakMap<readonly string[], { pattern: RegExp; labels: Match["labels"] }[]>();

// Each catalog label matches its own name, singular or plural ("zombie" finds Zombies, "open worlds" Open World),
// and its Russian name in any case ending ("карточные рогалики" finds Roguelike Deckbuilder).
function ownNamePatterns(labelNames: readonly string[], o: FinderOptions["query"]): { pattern: RegExp; labels: Match["labels"] }[] {
  let cached = ownNameCache.get(labelNames);
  if (cached) return cached;
  cached = [];
  const ru = ruTagNames();
  for (const name of labelNames) {
    const weight = WEAK_OWN_NAME.has(featureKey(name)) ? o.weakOwnName : o.ownName;
    const words = foldText(name).split(" ").filter(Boolean);
    if (words.length > 0 && words.join("").length >= 3) {
      // An ampersand is said as a word too: "Dungeons & Dragons" is also "dungeons and dragons" or "dungeons n dragons".
      const body = name.split(" & ").map((part) => foldText(part).split(" ").filter(Boolean)
        .map((w) => (w.length > 3 && w.endsWith("s") ? `${escape(w.slice(0, -1))}s?` : `${escape(w)}s?`)).join(" "))
        .filter(Boolean).join(" (?:(?:and|n) )?");
      cached.push({ pattern: wholeWords(body), labels: [{ label: name, weight }] });
    }
    const ruName = ru[name]?.ru;
    const ruWords = ruName && /[а-я]/i.test(ruName) ? foldText(ruName).split(" ").filter(Boolean) : [];
    if (ruWords.length > 0 && ruWords.join("").length >= 4) {
      const body = ruWords.map((w) => (w.length >= 5 ? `${escape(stem(w))}\\p{L}*` : escape(w))).join(" ");
      cached.push({ pattern: wholeWords(body), labels: [{ label: name, weight }] });
    }
  }
  ownNameCache.set(labelNames, cached);
  return cached;
}

function wholeWords(body: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "gu");
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function countTerms(description: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const t of tokenize(description)) terms.set(t, (terms.get(t) ?? 0) + 1);
  return terms;
}

const THIS_YEAR = new Date().getUTCFullYear();
const YEAR_WORD = /^(19[7-9][0-9]|20[0-3][0-9])$/;

/**
 * Release-year hints: "2020", "from 97", "late 90s", "early 2000s", "released around 2012", "old", "new".
 * A year followed by "movie"/"film"/"novel" or told as a story date ("in 1994") counts less or not at all.
 */
export function parseYears(normalizedText: string): YearHint[] {
  const text = ` ${normalizedText.trim()} `;
  const out: YearHint[] = [];
  for (const m of text.matchAll(/ (?:(early|mid|late) )?(?:19|20)?([0-9])0s /g)) {
    const decade = decadeStart(m[2]!);
    if (decade < 1990 || decade > THIS_YEAR) continue; // "80s style" is a look, not a release date
    const [lo, hi] = m[1] === "early" ? [0, 3] : m[1] === "mid" ? [3, 7] : m[1] === "late" ? [6, 9] : [0, 9];
    out.push({ min: decade + lo, max: decade + hi, strength: 0.7 });
  }
  // Russian decades: "90-х" (normalized "90 х"), "девяностых", "нулевых", "начала 2000-х".
  for (const m of text.matchAll(/ (?:(начал\S*|середин\S*|конц\S*) )?(?:19|20)?([0-9])0 х /g)) {
    const decade = decadeStart(m[2]!);
    if (decade < 1990 || decade > THIS_YEAR) continue;
    const [lo, hi] = m[1]?.startsWith("начал") ? [0, 3] : m[1]?.startsWith("середин") ? [3, 7] : m[1]?.startsWith("конц") ? [6, 9] : [0, 9];
    out.push({ min: decade + lo, max: decade + hi, strength: 0.7 });
  }
  if (/ (девяност|nineties )/.test(text)) out.push({ min: 1990, max: 1999, strength: 0.7 });
  if (/ (нулев|noughties |two thousands )/.test(text)) out.push({ min: 2000, max: 2009, strength: 0.7 });
  for (const m of text.matchAll(/ (19[89][0-9]|20[0-3][0-9]) /g)) {
    const year = Number(m[1]);
    if (year > THIS_YEAR + 1) continue;
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
    if (/^(movie|film|novel|book|comic|show|series|anime)/.test(after)) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 1);
    const released = /(came out|released|release|from|launched|out in|around|circa|about|version|edition|remaster|remake|one|originally|original|hype|hyped|hit|popular|viral)(?: like| in| around)? $/.test(before);
    const story = /(in|of|year|since|during|until|set in) $/.test(before) && !released;
    out.push({ min: year, max: year, strength: story ? 0.3 : 1 });
  }
  for (const m of text.matchAll(/ (from|in|around|circa|like|that|about|back in|year) (?:like |around |about )?(8[0-9]|9[0-9]|0[0-9]) /g)) {
    const n = Number(m[2]);
    const year = n >= 80 ? 1900 + n : 2000 + n;
    out.push({ min: year, max: year, strength: 0.8 });
  }
  for (const era of PLATFORM_ERAS) {
    for (const m of text.matchAll(era.pattern)) {
      const at = m.index ?? 0;
      // "a ps1-style horror game" names a look, not when the game came out.
      const after = text.slice(at + m[0].length, at + m[0].length + 24);
      const before = text.slice(Math.max(0, at - 16), at);
      if (/^ ?(\S+ )?(style|styled|look|looks|looking|aesthetic|graphics|inspired|vibes?|era graphics)\b/.test(after) || /(like|inspired by|style of)( an?)? $/.test(before)) continue;
      out.push({ min: era.years[0], max: era.years[1], strength: 0.6 });
    }
  }
  if (out.length === 0) {
    // "old"/"new" only about the game itself: "an old shooter", "a new indie game", not "an old man", "new york".
    if (/ (old|older|classic|ancient) (\S+ )?(game|games|shooter|fps|rpg|racing|racer|strategy|rts|platformer|adventure|mmo|title|pc|dos|flash|arcade|sim|simulator|puzzle|horror) /.test(text)) {
      out.push({ min: 1985, max: 2009, strength: 0.25 });
    } else if (/ (new|newer|recent|latest) (\S+ )?(game|games|shooter|fps|rpg|indie|release|title|survival horror|horror|roguelike|one) | (just|recently) came out | came out recently /.test(text)) {
      out.push({ min: THIS_YEAR - 5, max: THIS_YEAR, strength: 0.25 });
    }
  }
  return out;
}

/** Consoles and old platforms named in a description ("on the dreamcast"): the years games came out for them. */
const PLATFORM_ERAS: { pattern: RegExp; years: [number, number] }[] = (platformEras as { pattern: string; years: number[] }[]).map((e) => {
  if (e.years.length !== 2 || !(e.years[0]! <= e.years[1]!)) throw new Error(`finder: bad platform era ${e.pattern}`);
  return { pattern: new RegExp(`(?<= )(?:${e.pattern})(?= )`, "g"), years: [e.years[0]!, e.years[1]!] };
});

function decadeStart(digit: string): number {
  const d = Number(digit);
  return d >= 7 ? 1900 + d * 10 : 2000 + d * 10;
}

/**
 * The game named after "same studio as", "by the makers of", "from the devs of", "by the X guy": its developer is
 * likely the wanted game's developer too. Returns the few words naming it, or null.
 */
export function parseCreatorRef(normalizedText: string): string | null {
  const text = normalizedText.trim();
  const m =
    /(?:same (?:creator|creators|developer|developers|dev|devs|studio|team|people|guy|guys) (?:as|who made|behind|of)|(?:by|from) the (?:makers|creators|developers|devs|dev|studio|team|people|guy|guys|person|folks) (?:of|behind|who made|that made)) ((?:\S+ ?){1,5})/.exec(text) ??
    /(?:by|from) the ((?:\S+ ){1,3})(?:guy|guys|dev|devs|developer|developers|studio|team|people|creator|creators|folks)\b/.exec(text) ??
    /(?:made by|developed by|from developer|from studio) ((?:\S+ ?){1,3})/.exec(text);
  return m ? m[1]!.trim() : null;
}
