// The finder's in-memory index: label postings (tags, genres, categories) and BM25 text fields over the catalog.
import type { Game, ReviewText } from "../catalog/types";
import { conceptWords } from "./concepts";
import { DEFAULT_FINDER, type FinderOptions } from "./defaults";
import { createSpeller, type Speller } from "./spelling";
import { learnVocabulary, type Vocabulary } from "./vocabulary";

/** Label keys that let adult-only games into an answer when a description asks for them. */
export const ADULT_KEYS: ReadonlySet<string> = new Set(["sexualcontent", "nsfw", "hentai", "nudity"]);
import { featureKey, foldText, stem, STOPWORDS, tokenize } from "../text";

/** What the ranker keeps per game (small: 125k of these live in memory). */
export interface IndexedGame {
  appid: number;
  name: string;
  year: number | null;
  developers: string[];
  /** Display labels (tags first, by votes when known), for `why` lines and the language model. */
  labels: string[];
  /** log1p(review count): people remember games many people played. */
  pop: number;
  deck: Game["deck"];
  adult: boolean;
  comingSoon: boolean;
  /** Short store description, when the catalog has one. */
  description: string | null;
  /** The catalog holds a store description or player reviews of the game: a plot or a look can be checked. */
  hasText: boolean;
}

/** Games carrying one label, with how strongly (tag rank). Sorted by game index. */
export interface Postings {
  label: string;
  idx: Int32Array;
  weight: Float32Array;
  idf: number;
}

/** One BM25 field: term → games and term frequencies. */
export interface TextField {
  name: "name" | "people" | "description" | "reviews";
  postings: Map<string, { idx: Int32Array; tf: Float32Array }>;
  docLen: Float32Array;
  avgLen: number;
  docs: number;
}

export interface SearchIndex {
  games: IndexedGame[];
  byAppid: Map<number, number>;
  /** Feature key → postings. */
  labels: Map<string, Postings>;
  /** Every distinct label name, as the catalog spells it. */
  labelNames: string[];
  fields: TextField[];
  /** Developer name (lowercase) → game indexes. */
  byDeveloper: Map<string, number[]>;
  /** Typo repair for query words, with the catalog's and players' vocabulary. */
  speller: Speller;
  /** Words of names, store descriptions and reviews → the labels their games share (learned at build). */
  vocabulary: Vocabulary;
}

/**
 * Builds the index from the catalog's games and review texts.
 *
 * @example
 * const index = buildSearchIndex(store.allGames(), store.allReviewTexts());
 */
export function buildSearchIndex(allGames: readonly Game[], reviewTexts: readonly ReviewText[], options: FinderOptions = DEFAULT_FINDER): SearchIndex {
  const { tagRankDecay, reviewCharsPerGame, spellingMinCount } = options.index;
  const games: IndexedGame[] = [];
  const byAppid = new Map<number, number>();
  // Raw label spelling → its postings (several spellings may share one feature key, hence one postings object).
  const labelRaw = new Map<string, RawPostings>();
  const bySpelling = new Map<string, RawPostings>();
  const byDeveloper = new Map<string, number[]>();
  const nameDocs: string[][] = [];
  const peopleDocs: string[][] = [];
  const descDocs: string[][] = [];

  for (const g of allGames) {
    const i = games.length;
    byAppid.set(g.appid, i);
    // `topical`: a tag or genre, which says what a game is like (a store category such as "Steam Achievements" does not).
    const add = (label: string, w: number, topical = true) => {
      let p = bySpelling.get(label);
      if (!p) {
        const key = featureKey(label);
        if (!key) return;
        p = labelRaw.get(key);
        if (!p) labelRaw.set(key, (p = { label, idx: [], weight: [], last: -1, topical }));
        bySpelling.set(label, p);
      }
      p.topical ||= topical;
      // `last` marks the game already added: a label twice on one game (tag and genre) counts once.
      if (p.last === i) return;
      p.last = i;
      p.idx.push(i);
      p.weight.push(w);
    };
    const ordered = g.tagOrder !== "none";
    g.tags.forEach((t, r) => add(t, ordered ? 1 - (tagRankDecay * Math.min(r, 20)) / 20 : 0.8));
    for (const x of g.genres) add(x, 0.7);
    for (const x of g.categories) add(x, 0.7, false);
    games.push({
      appid: g.appid,
      name: g.name,
      year: g.year,
      developers: g.developers,
      labels: [...g.tags, ...g.genres.filter((x) => !g.tags.includes(x))].slice(0, 20),
      pop: Math.log1p(g.reviews?.total ?? 0),
      deck: g.deck,
      adult: g.adult,
      comingSoon: g.comingSoon,
      description: g.description,
      hasText: g.description !== null,
    });
    for (const d of g.developers) {
      const k = d.toLowerCase();
      const list = byDeveloper.get(k);
      if (list) list.push(i);
      else byDeveloper.set(k, [i]);
    }
    nameDocs.push(tokenize(g.name));
    peopleDocs.push(tokenize([...g.developers, ...g.publishers].join(" ")));
    descDocs.push(g.description ? tokenize(g.description) : []);
  }

  const n = games.length || 1;
  const labels = new Map<string, Postings>();
  for (const [key, p] of labelRaw) {
    labels.set(key, {
      label: p.label,
      idx: Int32Array.from(p.idx),
      weight: Float32Array.from(p.weight),
      idf: Math.log(1 + (n - p.idx.length + 0.5) / (p.idx.length + 0.5)),
    });
  }
  const wordCounts = new Map<string, number>();
  const fields = [
    buildField("name", games.length, nameDocs.entries()),
    buildField("people", games.length, peopleDocs.entries()),
    buildField("description", games.length, descDocs.entries()),
    buildField("reviews", games.length, reviewDocs(reviewTexts, byAppid, wordCounts, reviewCharsPerGame)),
  ];
  const reviewField = fields[3]!;
  for (let i = 0; i < games.length; i++) if (reviewField.docLen[i]! > 0) games[i]!.hasText = true;
  const labelNames = [...labels.values()].map((p) => p.label);
  // People and studio names say who made a game, not what it is like: only names and texts teach vocabulary.
  // Adult labels are never learned: only the person's own words may let adult-only games in (see ADULT_KEYS).
  const learnable = new Map([...labels].filter(([key]) => labelRaw.get(key)!.topical && !ADULT_KEYS.has(key)));
  const vocabulary = learnVocabulary(fields.filter((f) => f.name !== "people"), learnable, games.length, options.vocabulary);
  return { games, byAppid, labels, labelNames, fields, byDeveloper, speller: spellerOf(wordCounts, fields, labelNames, spellingMinCount), vocabulary };
}

// Vocabulary: words players write (review text); a word is also "known" when any field or label has its stem, so
// game names and studio names ("kerbal", "supergiant") are never "corrected".
function spellerOf(wordCounts: Map<string, number>, fields: TextField[], labelNames: string[], minCount: number): Speller {
  const vocabulary = new Map<string, number>();
  for (const [w, c] of wordCounts) if (c >= minCount && !/\d/.test(w)) vocabulary.set(w, c);
  // Words of the concept table and of labels are what typo repair is mostly for: they win ties.
  for (const w of [...conceptWords(), ...labelNames.flatMap((n) => foldText(n).split(" "))]) {
    if (w) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1000);
  }
  return createSpeller(vocabulary, (word) => fields.some((f) => f.postings.has(stem(word))));
}

// Most helpful reviews first, cut at `maxChars` per game. One game's tokens at a time: all games' review tokens at
// once are millions of short strings (hundreds of MB at the build's peak, kept by the allocator afterwards).
function* reviewDocs(
  reviewTexts: readonly ReviewText[], byAppid: Map<number, number>, wordCounts: Map<string, number>, maxChars: number,
): Generator<[number, string[]]> {
  const grouped = new Map<number, ReviewText[]>();
  for (const r of reviewTexts) {
    const i = byAppid.get(r.appid);
    if (i === undefined) continue;
    const list = grouped.get(i);
    if (list) list.push(r);
    else grouped.set(i, [r]);
  }
  for (const i of [...grouped.keys()].sort((a, b) => a - b)) {
    const list = grouped.get(i)!;
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
      if (!STOPWORDS.has(w)) tokens.push(stem(w));
    }
    yield [i, tokens];
  }
}

interface RawPostings {
  label: string;
  idx: number[];
  weight: number[];
  last: number;
  topical: boolean;
}

// `docs` gives [game index, tokens], each game at most once, in rising index order (postings stay sorted).
function buildField(name: TextField["name"], size: number, docs: Iterable<[number, string[]]>): TextField {
  // Per term: games and counts, with `last` = the game being counted (no per-document map needed).
  const raw = new Map<string, { idx: number[]; tf: number[]; last: number }>();
  const docLen = new Float32Array(size);
  let total = 0;
  let nonEmpty = 0;
  for (const [i, tokens] of docs) {
    if (tokens.length === 0) continue;
    docLen[i] = tokens.length;
    total += tokens.length;
    nonEmpty++;
    for (const t of tokens) {
      let p = raw.get(t);
      if (!p) raw.set(t, (p = { idx: [], tf: [], last: -1 }));
      if (p.last === i) p.tf[p.tf.length - 1]!++;
      else {
        p.last = i;
        p.idx.push(i);
        p.tf.push(1);
      }
    }
  }
  const postings = new Map<string, { idx: Int32Array; tf: Float32Array }>();
  for (const [t, p] of raw) postings.set(t, { idx: Int32Array.from(p.idx), tf: Float32Array.from(p.tf) });
  return { name, postings, docLen, avgLen: nonEmpty ? total / nonEmpty : 1, docs: nonEmpty };
}
