// The finder's in-memory index: label postings (tags, genres, categories) and BM25 text fields over the catalog.
import { packStrings, stringAt, type StringColumn } from "../catalog/string-column";
import type { Game, ReviewText } from "../catalog/types";
import { conceptWords } from "./concepts";
import { DEFAULT_FINDER, type FinderOptions } from "./defaults";
import { buildSpelling, createSpeller, type Speller, type SpellingData } from "./spelling";
import { learnVocabulary, type Vocabulary } from "./vocabulary";
import { featureKey, foldText, stem, STOPWORDS, tokenize } from "../text";

/** Label keys that let adult-only games into an answer when a description asks for them. */
export const ADULT_KEYS: ReadonlySet<string> = new Set(["sexualcontent", "nsfw", "hentai", "nudity"]);

/**
 * Labels of how a game is sold or run, not what it is: no word is learned to mean them. "Escape" went with VR (the
 * many VR escape rooms) and "annoying" with Free to Play, so a story about escaping lifted VRChat and one about an
 * annoying goose lifted a free-to-play goose game; a description asks for these by name ("free", "vr").
 */
const UNLEARNED_KEYS: ReadonlySet<string> = new Set(["Free to Play", "Early Access", "Indie", "VR", "VR Only", "VR Supported"].map(featureKey));

/** One game as the ranker sees it (`gameAt`); the index keeps them as columns (`IndexedGames`). */
export interface IndexedGame {
  appid: number;
  name: string;
  year: number | null;
  developers: string[];
  /** log1p(review count): people remember games many people played. */
  pop: number;
  deck: Game["deck"];
  adult: boolean;
  comingSoon: boolean;
  /** The catalog holds a store description or player reviews of the game: a plot or a look can be checked. */
  hasText: boolean;
  /** The catalog holds the game's user tags (a few famous games have only their store genres). */
  tagged: boolean;
}

/**
 * Every game of the index as columns, game i at position i: typed arrays the server maps from the sections file, so
 * start-up decodes no object per game (119k of them were a third of the start and tens of MB of heap).
 */
export interface IndexedGames {
  appid: Int32Array;
  /** Release year; 0 when unknown. */
  year: Uint16Array;
  pop: Float64Array;
  /** GAME_FLAG bits. */
  flags: Uint8Array;
  /** Index into DECK_STATUSES. */
  deck: Uint8Array;
  name: StringColumn;
  /** The game's developers joined by DEVELOPER_SEPARATOR. */
  developers: StringColumn;
}

export const GAME_FLAG = { adult: 1, comingSoon: 2, hasText: 4, tagged: 8 } as const;
const DECK_STATUSES: readonly Game["deck"][] = ["unknown", "verified", "playable", "unsupported"];
const DEVELOPER_SEPARATOR = "\u001f";

/** How many games the index holds. */
export function gameCount(index: Pick<SearchIndex, "games">): number {
  return index.games.appid.length;
}

/** Game `i` of the index as one object (for the few games an answer names). */
export function gameAt(index: Pick<SearchIndex, "games">, i: number): IndexedGame {
  const g = index.games;
  const flags = g.flags[i]!;
  const developers = stringAt(g.developers, i);
  return {
    appid: g.appid[i]!,
    name: stringAt(g.name, i),
    year: g.year[i]! || null,
    developers: developers ? developers.split(DEVELOPER_SEPARATOR) : [],
    pop: g.pop[i]!,
    deck: deckOf(index, i),
    adult: (flags & GAME_FLAG.adult) !== 0,
    comingSoon: (flags & GAME_FLAG.comingSoon) !== 0,
    hasText: (flags & GAME_FLAG.hasText) !== 0,
    tagged: (flags & GAME_FLAG.tagged) !== 0,
  };
}

/** Game `i`'s Steam Deck status. */
export function deckOf(index: Pick<SearchIndex, "games">, i: number): Game["deck"] {
  return DECK_STATUSES[index.games.deck[i]!]!;
}

/** Packs the games into columns (the build's side of `gameAt`). */
function gameColumns(games: readonly IndexedGame[]): IndexedGames {
  const n = games.length;
  const columns = {
    appid: new Int32Array(n), year: new Uint16Array(n), pop: new Float64Array(n), flags: new Uint8Array(n), deck: new Uint8Array(n),
  };
  games.forEach((g, i) => {
    columns.appid[i] = g.appid;
    columns.year[i] = g.year ?? 0;
    columns.pop[i] = g.pop;
    columns.flags[i] = (g.adult ? GAME_FLAG.adult : 0) | (g.comingSoon ? GAME_FLAG.comingSoon : 0) | (g.hasText ? GAME_FLAG.hasText : 0) | (g.tagged ? GAME_FLAG.tagged : 0);
    columns.deck[i] = Math.max(0, DECK_STATUSES.indexOf(g.deck));
  });
  return {
    ...columns,
    name: packStrings(games.map((g) => g.name)),
    developers: packStrings(games.map((g) => g.developers.join(DEVELOPER_SEPARATOR))),
  };
}

/** Games carrying one label, with how strongly (tag rank). Sorted by game index. */
export interface Postings {
  label: string;
  idx: Int32Array;
  /** Per game: a code into SearchIndex.labelWeight (a byte instead of a float: millions of these). */
  weightCode: Uint8Array;
  idf: number;
}

/** Label weight codes: a tag's rank 0..20 when the catalog knows the tag order, then these two. */
const UNORDERED_TAG = 21;
const GENRE_OR_CATEGORY = 22;

/** Each game's display labels, packed: game i has text[ids[start[i] .. start[i + 1]]]. */
export interface GameLabels {
  text: string[];
  start: Int32Array;
  ids: Uint16Array;
}

/** One BM25 field: term → games and term frequencies, packed (one array for all terms, not two per term). */
export interface TextField {
  name: "name" | "people" | "description" | "hooks" | "reviews";
  /** Term → its id: the term's games are idx[start[id] .. start[id + 1]] (rising), with counts in tf alongside. */
  terms: Map<string, number>;
  start: Int32Array;
  idx: Int32Array;
  tf: Float32Array;
  docLen: Float32Array;
  avgLen: number;
  docs: number;
}

/** A term's games and counts in a field (views, no copy), or undefined when no game has the term. */
/** A game's display labels (tags first, by votes when known). */
export function labelsOf(index: SearchIndex, i: number): string[] {
  const { text, start, ids } = index.gameLabels;
  const out: string[] = [];
  for (let k = start[i]!; k < start[i + 1]!; k++) out.push(text[ids[k]!]!);
  return out;
}

export function postingsOf(field: TextField, term: string): { idx: Int32Array; tf: Float32Array } | undefined {
  const id = field.terms.get(term);
  if (id === undefined) return undefined;
  const from = field.start[id]!;
  const to = field.start[id + 1]!;
  return { idx: field.idx.subarray(from, to), tf: field.tf.subarray(from, to) };
}

export interface SearchIndex {
  games: IndexedGames;
  /** Display labels of each game (tags first, by votes when known), for `why` lines and the language model. */
  gameLabels: GameLabels;
  /** Feature key → postings. */
  labels: Map<string, Postings>;
  /** Label weight code → weight. */
  labelWeight: Float32Array;
  /** Every distinct label name, as the catalog spells it. */
  labelNames: string[];
  fields: TextField[];
  /** Developer name (lowercase) → game indexes. */
  byDeveloper: Map<string, number[]>;
  /** Typo repair data for query words, the catalog's and players' vocabulary (see `spellerOf`). */
  spelling: SpellingData;
  /** Words of names, store descriptions and reviews → the labels their games share (learned at build). */
  vocabulary: Vocabulary;
}

/**
 * Builds the index from the catalog's games, review texts and the mined summaries' words (`hooks`: appid → the
 * tagline and hooks of a game's summary). The texts come grouped by game, in the games' order
 * (as `store.eachReviewText()` gives them for `store.allGames()`), so only one game's texts are held at a time.
 *
 * @example
 * const index = buildSearchIndex(store.allGames(), store.eachReviewText());
 */
export function buildSearchIndex(
  allGames: readonly Game[], reviewTexts: Iterable<ReviewText>, options: FinderOptions = DEFAULT_FINDER, hooks: ReadonlyMap<number, string> = new Map(),
): SearchIndex {
  const { tagRankDecay, reviewCharsPerGame, spellingMinCount } = options.index;
  const games: IndexedGame[] = [];
  const byAppid = new Map<number, number>();
  const byDeveloper = new Map<string, number[]>();
  const labelIds = new Map<string, number>();
  const labelStart = new Int32Array(allGames.length + 1);
  let gameLabelIds = new Uint16Array(1024);

  for (const g of allGames) {
    const i = games.length;
    byAppid.set(g.appid, i);
    const shown = [...g.tags, ...g.genres.filter((x) => !g.tags.includes(x))].slice(0, 20);
    labelStart[i + 1] = labelStart[i]! + shown.length;
    while (labelStart[i + 1]! > gameLabelIds.length) gameLabelIds = grown(gameLabelIds);
    shown.forEach((l, k) => {
      let id = labelIds.get(l);
      if (id === undefined) labelIds.set(l, (id = labelIds.size));
      gameLabelIds[labelStart[i]! + k] = id;
    });
    games.push({
      appid: g.appid,
      name: g.name,
      year: g.year,
      developers: g.developers,
      pop: Math.log1p(g.reviews?.total ?? 0),
      deck: g.deck,
      adult: g.adult,
      comingSoon: g.comingSoon,
      hasText: g.description !== null,
      tagged: g.tags.length > 0,
    });
    for (const d of g.developers) {
      const k = d.toLowerCase();
      const list = byDeveloper.get(k);
      if (list) list.push(i);
      else byDeveloper.set(k, [i]);
    }
  }

  const { labels, topical } = labelPostings(allGames);
  const wordCounts = new Map<string, number>();
  const fields = [
    buildField("name", games.length, tokensOf(allGames, (g) => g.name, true)),
    buildField("people", games.length, tokensOf(allGames, (g) => [...g.developers, ...g.publishers].join(" "))),
    buildField("description", games.length, tokensOf(allGames, (g) => g.description)),
    buildField("hooks", games.length, tokensOf(allGames, (g) => hooks.get(g.appid) ?? null)),
    buildField("reviews", games.length, reviewDocs(reviewTexts, byAppid, wordCounts, reviewCharsPerGame, (i) => allGames[i]!.name)),
  ];
  const reviewField = fields[4]!;
  for (let i = 0; i < games.length; i++) if (reviewField.docLen[i]! > 0) games[i]!.hasText = true;
  const labelNames = [...labels.values()].map((p) => p.label);
  // People and studio names say who made a game, not what it is like: only names and texts teach vocabulary.
  // Adult labels are never learned: only the person's own words may let adult-only games in (see ADULT_KEYS). Nor are
  // the labels of how a game is sold or run (UNLEARNED_KEYS).
  const learnable = new Map([...labels].filter(([key]) => topical.has(key) && !ADULT_KEYS.has(key) && !UNLEARNED_KEYS.has(key)));
  const vocabulary = learnVocabulary(fields.filter((f) => f.name !== "people"), learnable, games.length, options.vocabulary);
  if (labelIds.size > 0xffff) throw new Error("buildSearchIndex: more distinct labels than a Uint16Array holds");
  const gameLabels = { text: [...labelIds.keys()], start: labelStart, ids: gameLabelIds.slice(0, labelStart[games.length]) };
  const labelWeight = new Float32Array(GENRE_OR_CATEGORY + 1);
  for (let r = 0; r <= 20; r++) labelWeight[r] = 1 - (tagRankDecay * r) / 20;
  labelWeight[UNORDERED_TAG] = 0.8;
  labelWeight[GENRE_OR_CATEGORY] = 0.7;
  return {
    games: gameColumns(games), gameLabels, labels, labelWeight, labelNames, fields, byDeveloper, spelling: spellingOf(wordCounts, labelNames, spellingMinCount), vocabulary,
  };
}

/** Inverse document frequency of a word or label found in `df` of `n` games (BM25's, never negative). */
export function termIdf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

// Vocabulary: words players write (review text), with the concept table's and labels' words winning ties.
function spellingOf(wordCounts: Map<string, number>, labelNames: string[], minCount: number): SpellingData {
  const vocabulary = new Map<string, number>();
  for (const [w, c] of wordCounts) if (c >= minCount && !/\d/.test(w)) vocabulary.set(w, c);
  // Words of the concept table and of labels are what typo repair is mostly for: they win ties.
  for (const w of [...conceptWords(), ...labelNames.flatMap((n) => foldText(n).split(" "))]) {
    if (w) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1000);
  }
  return buildSpelling(vocabulary);
}

/**
 * The index's speller: a word is also "known" when any text field has its stem, so game names and studio names
 * ("kerbal", "supergiant") are never "corrected".
 */
export function spellerOf(index: Pick<SearchIndex, "spelling" | "fields">): Speller {
  return createSpeller(index.spelling, (word) => index.fields.some((f) => f.terms.has(stem(word))));
}

// One game's tokens at a time (every game's token arrays at once are a million short-lived strings at the peak).
// `once`: each word counts once, as in a name, where a repeated word is style, not emphasis ("Goose Goose Duck" is
// no more about geese than "Untitled Goose Game").
function* tokensOf(allGames: readonly Game[], text: (g: Game) => string | null, once = false): Generator<[number, string[]]> {
  for (let i = 0; i < allGames.length; i++) {
    const t = text(allGames[i]!);
    const tokens = t ? tokenize(t) : [];
    yield [i, once ? [...new Set(tokens)] : tokens];
  }
}

// Most helpful reviews first, cut at `maxChars` per game. One game's texts and tokens at a time: all games' review
// objects or tokens at once are hundreds of MB at the build's peak, kept by the allocator afterwards. The words of the
// game's own name are left out: reviews name their game all the time ("Dirty Bomb is…"), and the name field already
// matches those words; counted again, they made a game's reviews "match" any description using a word of its name.
function* reviewDocs(
  reviewTexts: Iterable<ReviewText>, byAppid: Map<number, number>, wordCounts: Map<string, number>, maxChars: number, nameOf: (i: number) => string,
): Generator<[number, string[]]> {
  for (const [i, list] of gameRuns(reviewTexts, byAppid)) {
    const own = new Set(tokenize(nameOf(i)));
    // Stable: equal votes and lengths keep the table's order.
    list.sort((a, b) => b.votesUp - a.votesUp || b.text.length - a.text.length);
    let chars = 0;
    const parts: string[] = [];
    for (const r of list) {
      if (chars >= maxChars) break;
      const t = r.text.slice(0, maxChars - chars);
      parts.push(t);
      chars += t.length;
    }
    const tokens: string[] = [];
    for (const w of foldText(parts.join(" \n ")).split(" ")) {
      if (w.length < 2) continue;
      wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
      if (STOPWORDS.has(w)) continue;
      const t = stem(w);
      if (!own.has(t)) tokens.push(t);
    }
    yield [i, tokens];
  }
}

// Consecutive texts of one game → [game index, texts]; texts of games outside the index are skipped.
function* gameRuns(reviewTexts: Iterable<ReviewText>, byAppid: Map<number, number>): Generator<[number, ReviewText[]]> {
  let run: ReviewText[] = [];
  let at = -1;
  for (const r of reviewTexts) {
    const i = byAppid.get(r.appid);
    if (i === undefined) continue;
    if (i !== at && run.length > 0) yield [at, run];
    if (i !== at) {
      if (i < at) throw new Error("buildSearchIndex: review texts must come grouped by game, in the games' order");
      run = [];
      at = i;
    }
    run.push(r);
  }
  if (run.length > 0) yield [at, run];
}

interface RawPostings {
  label: string;
  count: number;
  idx: Int32Array;
  code: Uint8Array;
  last: number;
  topical: boolean;
}

// Label postings in two passes over the games, counting then filling typed arrays: millions of entries pushed onto
// plain arrays would leave about twice their size behind as garbage. Also returns the topical labels' keys.
function labelPostings(allGames: readonly Game[]): { labels: Map<string, Postings>; topical: Set<string> } {
  // Raw label spelling → its postings (several spellings may share one feature key, hence one postings object).
  const byKey = new Map<string, RawPostings>();
  const bySpelling = new Map<string, RawPostings>();
  const pass = (fill: boolean) => allGames.forEach((g, i) => {
    // `topical`: a tag or genre, which says what a game is like (a store category such as "Steam Achievements" does not).
    const add = (label: string, code: number, topical = true) => {
      let p = bySpelling.get(label);
      if (!p) {
        const key = featureKey(label);
        if (!key) return;
        p = byKey.get(key);
        if (!p) byKey.set(key, (p = { label, count: 0, idx: new Int32Array(0), code: new Uint8Array(0), last: -1, topical }));
        bySpelling.set(label, p);
      }
      p.topical ||= topical;
      // `last` marks the game already added: a label twice on one game (tag and genre) counts once.
      if (p.last === i) return;
      p.last = i;
      if (fill) {
        p.idx[p.count] = i;
        p.code[p.count] = code;
      }
      p.count++;
    };
    const ordered = g.tagOrder !== "none";
    g.tags.forEach((t, r) => add(t, ordered ? Math.min(r, 20) : UNORDERED_TAG));
    for (const x of g.genres) add(x, GENRE_OR_CATEGORY);
    for (const x of g.categories) add(x, GENRE_OR_CATEGORY, false);
  });
  pass(false);
  for (const p of byKey.values()) {
    p.idx = new Int32Array(p.count);
    p.code = new Uint8Array(p.count);
    p.count = 0;
    p.last = -1;
  }
  pass(true);
  const n = allGames.length || 1;
  const labels = new Map<string, Postings>();
  const topical = new Set<string>();
  for (const [key, p] of byKey) {
    labels.set(key, { label: p.label, idx: p.idx, weightCode: p.code, idf: termIdf(p.count, n) });
    if (p.topical) topical.add(key);
  }
  return { labels, topical };
}

// `docs` gives [game index, tokens], each game at most once, in rising index order (postings stay sorted).
// One pass appends (term, game, count) triples to flat typed arrays; a counting sort by term then packs them.
function buildField(name: TextField["name"], size: number, docs: Iterable<[number, string[]]>): TextField {
  const terms = new Map<string, number>();
  // Per term id: the last game counted and where its triple sits (no per-document map needed).
  let lastDoc = new Int32Array(1024);
  let lastAt = new Int32Array(1024);
  let pairTerm = new Int32Array(1024);
  let pairDoc = new Int32Array(1024);
  let pairTf = new Float32Array(1024);
  let pairs = 0;
  const docLen = new Float32Array(size);
  let total = 0;
  let nonEmpty = 0;
  for (const [i, tokens] of docs) {
    if (tokens.length === 0) continue;
    docLen[i] = tokens.length;
    total += tokens.length;
    nonEmpty++;
    for (const t of tokens) {
      let id = terms.get(t);
      if (id === undefined) {
        id = terms.size;
        terms.set(t, id);
        if (id === lastDoc.length) {
          lastDoc = grown(lastDoc);
          lastAt = grown(lastAt);
        }
        lastDoc[id] = -1;
      }
      if (lastDoc[id] === i) {
        pairTf[lastAt[id]!]!++;
        continue;
      }
      if (pairs === pairTerm.length) {
        pairTerm = grown(pairTerm);
        pairDoc = grown(pairDoc);
        pairTf = grown(pairTf);
      }
      lastDoc[id] = i;
      lastAt[id] = pairs;
      pairTerm[pairs] = id;
      pairDoc[pairs] = i;
      pairTf[pairs] = 1;
      pairs++;
    }
  }
  const start = new Int32Array(terms.size + 1);
  for (let k = 0; k < pairs; k++) start[pairTerm[k]! + 1]!++;
  for (let t = 0; t < terms.size; t++) start[t + 1]! += start[t]!;
  const fill = start.slice(0, terms.size);
  const idx = new Int32Array(pairs);
  const tf = new Float32Array(pairs);
  for (let k = 0; k < pairs; k++) {
    const at = fill[pairTerm[k]!]!++;
    idx[at] = pairDoc[k]!;
    tf[at] = pairTf[k]!;
  }
  return { name, terms, start, idx, tf, docLen, avgLen: nonEmpty ? total / nonEmpty : 1, docs: nonEmpty };
}

function grown<T extends Int32Array | Float32Array | Uint16Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}
