// The in-memory index the recommender scans: compact typed arrays built once from every game of the catalog.
import { packStrings, stringAt, type StringColumn } from "../catalog/string-column";
import { isSoftwareApp } from "./apps";
import type { Game, TextVectors, UserRecommendation } from "../catalog/types";
import { learnCoRecommendations, type CoRecommendations } from "./collaborative";
import {
  buildFeatureSpace, DEFAULT_FEATURES, DEFAULT_RELATEDNESS, forEachFeature, learnRelatedness, softNorm,
  type FeatureOptions, type FeatureSpace, type Relatedness, type RelatednessOptions,
} from "./features";
import { makerKey, nameKeys } from "./names";
import { DEFAULT_QUALITY, qualityPrior, type QualityOptions } from "./quality";
import { DEFAULT_SLICES, findSlices, type SliceOptions } from "./slices";
import { groupSlots, groupSlotsByName, idsAt, packLists, type NamedSlotGroups, type SlotGroups } from "./slot-groups";

/** Bit flags per game. */
export const FLAG = {
  /** Released (not `coming_soon`). */
  released: 1,
  adult: 2,
  free: 4,
  coop: 8,
  deckVerified: 16,
  deckPlayable: 32,
  /** An expansion, chapter or free slice of another game (see slices.ts): never a pick. */
  slice: 64,
  /** The catalog holds a text vector for it. */
  text: 128,
  /** Software, not a game (see apps.ts): a pick only in another app's list. */
  app: 256,
} as const;

/** Interned name keys, one id space per kind (ids start at 1; a key the index never saw has none). */
export interface KeyIds {
  stems: Map<string, number>;
  series: Map<string, number>;
  makers: Map<string, number>;
}

/** Everything a query reads, one slot per game (index `i`, not appid). */
export interface GameIndex {
  size: number;
  options: IndexOptions;
  appids: Int32Array;
  byAppid: Map<number, number>;
  space: FeatureSpace;
  related: Relatedness;
  /** CSR of weighted features: game i owns featId/featW[featStart[i] .. featStart[i+1]). */
  featStart: Uint32Array;
  featId: Uint16Array;
  featW: Float32Array;
  /** Soft norm of each game vector (with relatedness). */
  norm: Float32Array;
  /** The same vectors by feature (CSR): the slots carrying feature f are postSlot[postStart[f] .. postStart[f+1]), ascending. */
  postStart: Uint32Array;
  postSlot: Uint32Array;
  /** The feature rows of the games a list filter can keep, copied in a run (see FilteredRows). */
  filtered: FilteredRows;
  /** Quality prior per game; slots are sorted by it, highest first. */
  prior: Float32Array;
  reviews: Int32Array;
  year: Int16Array;
  flags: Uint16Array;
  /** Name stem, series key and developer/publisher ids (see `keys`). */
  stem: Int32Array;
  /** Game names and series keys as packed strings (`stringAt`): 240k JS strings took a fifth of start-up to decode. */
  names: StringColumn;
  series: Int32Array;
  /** Developer and publisher ids per slot (`idsAt`). */
  developers: SlotGroups;
  publishers: SlotGroups;
  keys: KeyIds;
  /** Key id → games carrying it (packed: see slot-groups.ts). */
  gamesByDeveloper: SlotGroups;
  gamesByPublisher: SlotGroups;
  gamesBySeries: SlotGroups;
  /** Series key per game, and games by the first word of their series key (for "Team Fortress" ~ "Team Fortress Classic"). */
  seriesKeys: StringColumn;
  gamesBySeriesHead: NamedSlotGroups;
  gamesByStem: SlotGroups;
  /** Tag-less games seen with the tags of a series-mate (see borrowTags), by appid. */
  borrowed: Map<number, Game>;
  /** Lower-cased tag name → feature id. */
  tagByLowerName: Map<string, number>;
  coRecommendations: CoRecommendations;
  /** Text vectors in slot order (`textDims` Int8 values per slot; all zero when the catalog has none for a game). */
  textDims: number;
  text: Int8Array;
  /** Each slot's keywords (CSR over word ids), and a zeroed buffer over the words a query may use and must leave zeroed. */
  keywordStart: Uint32Array;
  keywordIds: Uint32Array;
  keywordW: Float32Array;
  keywordScratch: Float32Array;
  /** @internal A zeroed per-slot buffer a query may use and must leave zeroed. */
  scratch: Uint8Array;
}

/**
 * The feature vectors of the released games a list filter can keep (free, co-op or Deck-playable: about one in four),
 * copied in slot order: row r is slot slots[r], with its features id/w[start[r] .. start[r+1]) and its soft norm. A
 * filtered scan reads these rows in a run; read in place, they are scattered over the whole CSR, a cache miss each.
 */
export interface FilteredRows {
  slots: Uint32Array;
  start: Uint32Array;
  id: Uint16Array;
  w: Float32Array;
  norm: Float32Array;
}

/** The flags a list filter can require (a Deck-verified game is also flagged Deck-playable). */
export const FILTER_FLAGS = FLAG.free | FLAG.coop | FLAG.deckPlayable;

/** Options of the index build. */
export interface IndexOptions {
  features: FeatureOptions;
  relatedness: RelatednessOptions;
  quality: QualityOptions;
  slices: SliceOptions;
}

export const DEFAULT_INDEX_OPTIONS: IndexOptions = {
  features: DEFAULT_FEATURES,
  relatedness: DEFAULT_RELATEDNESS,
  quality: DEFAULT_QUALITY,
  slices: DEFAULT_SLICES,
};

/** True when the game offers any co-op mode in the store categories. */
export function hasCoop(g: Game): boolean {
  return g.coop.online || g.coop.local || g.coop.lan || g.categories.includes("Co-op");
}

/** Flag bits of a game. */
export function gameFlags(g: Game): number {
  let f = 0;
  if (!g.comingSoon) f |= FLAG.released;
  if (g.adult) f |= FLAG.adult;
  if (isSoftwareApp(g)) f |= FLAG.app;
  if (g.price.isFree) f |= FLAG.free;
  if (hasCoop(g)) f |= FLAG.coop;
  if (g.deck === "verified") f |= FLAG.deckVerified | FLAG.deckPlayable;
  if (g.deck === "playable") f |= FLAG.deckPlayable;
  return f;
}

/**
 * Builds the index from every game and the user→game recommendations: per-game facts in slot order, the feature
 * vectors (CSR), tag relatedness and norms, then the lookup maps by maker, series and stem.
 *
 * @example
 * const index = buildGameIndex(store.allGames(), store.userRecommendations());
 */
export function buildGameIndex(
  games: readonly Game[], recs: readonly UserRecommendation[], opts: IndexOptions = DEFAULT_INDEX_OPTIONS, textVectors: TextVectors | null = null,
): GameIndex {
  const space = buildFeatureSpace(games, opts.features);
  const makersOf = memoMakers();
  // Slots run from the highest prior down, so a scan can stop once no remaining game could enter the top list.
  const priors = Float64Array.from(games, (g) => qualityPrior(g.reviews, opts.quality));
  const order = Array.from({ length: games.length }, (_, i) => i).sort((a, b) => priors[b]! - priors[a]! || games[a]!.appid - games[b]!.appid);
  const slotOf = new Int32Array(games.length);
  order.forEach((gi, slot) => (slotOf[gi] = slot));
  const facts = readFacts(games, slotOf, priors, makersOf, opts);
  const vectors = layoutFeatures(games, slotOf, space, facts.borrowed, opts);
  return {
    size: games.length, options: opts, space, ...facts, ...vectors, ...groupGames(facts), filtered: filteredRows(facts.flags, vectors),
    tagByLowerName: new Map(space.names.slice(0, space.tagCount).map((k, id) => [k.toLowerCase(), id])),
    coRecommendations: learnCoRecommendations(recs),
    ...textInSlots(textVectors, facts, games.length),
    scratch: new Uint8Array(games.length),
  };
}

/** Developer and publisher keys of a game, each spelling keyed once. */
function memoMakers(): (g: Game) => string[] {
  const keys = new Map<string, string>();
  return (g) => [...g.developers, ...g.publishers].map((d) => {
    let k = keys.get(d);
    if (k === undefined) keys.set(d, (k = makerKey(d)));
    return k;
  });
}

/** Returns the id of `s` in `ids`, adding it when new (ids start at 1). */
function intern(ids: Map<string, number>, s: string): number {
  let id = ids.get(s);
  if (id === undefined) ids.set(s, (id = ids.size + 1));
  return id;
}

/** Per-slot facts: appid, prior, reviews, year, flags (slices included), name keys and makers. */
function readFacts(
  games: readonly Game[], slotOf: Int32Array, priors: Float64Array, makersOf: (g: Game) => string[], opts: IndexOptions,
) {
  const size = games.length;
  const nameKeysOf = games.map((g) => nameKeys(g.name));
  const borrowed = borrowTags(games, nameKeysOf, makersOf);
  const slices = findSlices(games, makersOf, opts.slices, nameKeysOf);
  const keys: KeyIds = { stems: new Map(), series: new Map(), makers: new Map() };
  const appids = new Int32Array(size);
  const byAppid = new Map<number, number>();
  const prior = new Float32Array(size);
  const reviews = new Int32Array(size);
  const year = new Int16Array(size);
  const flags = new Uint16Array(size);
  const stem = new Int32Array(size);
  const series = new Int32Array(size);
  const names: string[] = new Array(size);
  const seriesKeys: string[] = new Array(size);
  const developers: number[][] = new Array(size);
  const publishers: number[][] = new Array(size);
  for (let gi = 0; gi < size; gi++) {
    const g = games[gi]!;
    const i = slotOf[gi]!;
    appids[i] = g.appid;
    byAppid.set(g.appid, i);
    prior[i] = priors[gi]!;
    reviews[i] = g.reviews?.total ?? 0;
    year[i] = g.year ?? 0;
    flags[i] = gameFlags(g) | (slices.has(gi) ? FLAG.slice : 0);
    names[i] = g.name;
    const k = nameKeysOf[gi]!;
    stem[i] = intern(keys.stems, k.stem);
    series[i] = intern(keys.series, k.series);
    seriesKeys[i] = k.series;
    const makers = makersOf(g).map((m) => intern(keys.makers, m));
    developers[i] = makers.slice(0, g.developers.length);
    publishers[i] = makers.slice(g.developers.length);
  }
  return {
    appids, byAppid, prior, reviews, year, flags, stem, series, names: packStrings(names), seriesKeys: packStrings(seriesKeys),
    developers: packLists(developers), publishers: packLists(publishers), keys, borrowed,
  };
}

/**
 * The weighted feature vectors in slot order (CSR), the tag relatedness learned from them and each vector's soft norm.
 * Games are read in their given order (reading them in slot order scatters memory access and is 3× slower).
 */
function layoutFeatures(games: readonly Game[], slotOf: Int32Array, space: FeatureSpace, borrowed: Map<number, Game>, opts: IndexOptions) {
  const size = games.length;
  const count = new Uint16Array(size);
  const rawIds = new Growable(Uint16Array, size * 24);
  const rawW = new Growable(Float32Array, size * 24);
  const rawStart = new Uint32Array(size + 1);
  for (let gi = 0; gi < size; gi++) {
    const g = games[gi]!;
    rawStart[gi] = rawIds.length;
    forEachFeature(borrowed.get(g.appid) ?? g, space, opts.features, (id, w) => {
      rawIds.push(id);
      rawW.push(w);
    });
    count[slotOf[gi]!] = rawIds.length - rawStart[gi]!;
  }
  rawStart[size] = rawIds.length;
  const featStart = new Uint32Array(size + 1);
  for (let i = 0; i < size; i++) featStart[i + 1] = featStart[i]! + count[i]!;
  const featId = new Uint16Array(featStart[size]!);
  const featW = new Float32Array(featStart[size]!);
  const ids = rawIds.view();
  const ws = rawW.view();
  for (let gi = 0; gi < size; gi++) {
    const i = slotOf[gi]!;
    featId.set(ids.subarray(rawStart[gi]!, rawStart[gi + 1]!), featStart[i]!);
    featW.set(ws.subarray(rawStart[gi]!, rawStart[gi + 1]!), featStart[i]!);
  }
  const tagLists: Uint16Array[] = [];
  for (let i = 0; i < size; i++) tagLists.push(featId.subarray(featStart[i]!, featStart[i + 1]!).filter((id) => id < space.tagCount));
  const related = learnRelatedness(tagLists, space, opts.relatedness);
  const norm = new Float32Array(size);
  const scratch = new Float64Array(space.names.length);
  for (let i = 0; i < size; i++) norm[i] = softNorm(featId, featW, featStart[i]!, featStart[i + 1]!, related, scratch);
  return { featStart, featId, featW, related, norm, ...postingsOf(featStart, featId, space.names.length) };
}

/** The feature vectors transposed: for each feature, the slots carrying it in slot order. */
function postingsOf(featStart: Uint32Array, featId: Uint16Array, features: number) {
  const postStart = new Uint32Array(features + 1);
  for (let k = 0; k < featId.length; k++) postStart[featId[k]! + 1]!++;
  for (let f = 0; f < features; f++) postStart[f + 1]! += postStart[f]!;
  const postSlot = new Uint32Array(featId.length);
  const next = postStart.slice(0, features);
  for (let i = 0; i + 1 < featStart.length; i++) {
    for (let k = featStart[i]!; k < featStart[i + 1]!; k++) postSlot[next[featId[k]!]!++] = i;
  }
  return { postStart, postSlot };
}

/** The rows of FilteredRows: released games, not slices, carrying a filter flag. */
function filteredRows(flags: Uint16Array, v: Pick<GameIndex, "featStart" | "featId" | "featW" | "norm">): FilteredRows {
  const slots: number[] = [];
  for (let i = 0; i < flags.length; i++) {
    const f = flags[i]!;
    if ((f & FLAG.released) !== 0 && (f & FILTER_FLAGS) !== 0 && (f & FLAG.slice) === 0) slots.push(i);
  }
  const start = new Uint32Array(slots.length + 1);
  slots.forEach((i, r) => (start[r + 1] = start[r]! + v.featStart[i + 1]! - v.featStart[i]!));
  const id = new Uint16Array(start[slots.length]!);
  const w = new Float32Array(id.length);
  slots.forEach((i, r) => {
    id.set(v.featId.subarray(v.featStart[i]!, v.featStart[i + 1]!), start[r]!);
    w.set(v.featW.subarray(v.featStart[i]!, v.featStart[i + 1]!), start[r]!);
  });
  return { slots: Uint32Array.from(slots), start, id, w, norm: Float32Array.from(slots, (i) => v.norm[i]!) };
}

/** The catalog's text side laid out in slot order (games it does not know stay empty: no text to compare). */
function textInSlots(tv: TextVectors | null, facts: { byAppid: Map<number, number>; flags: Uint16Array }, size: number) {
  if (!tv) {
    return { textDims: 0, text: new Int8Array(0), keywordStart: new Uint32Array(size + 1), keywordIds: new Uint32Array(0), keywordW: new Float32Array(0), keywordScratch: new Float32Array(0) };
  }
  const dims = tv.dims;
  const text = new Int8Array(size * dims);
  const from = new Int32Array(size).fill(-1);
  for (let k = 0; k < tv.appids.length; k++) {
    const i = facts.byAppid.get(tv.appids[k]!);
    const v = tv.vectors.subarray(k * dims, (k + 1) * dims);
    if (i === undefined || v.every((x) => x === 0)) continue;
    text.set(v, i * dims);
    facts.flags[i]! |= FLAG.text;
    from[i] = k;
  }
  const keywordStart = new Uint32Array(size + 1);
  for (let i = 0; i < size; i++) {
    const k = from[i]!;
    keywordStart[i + 1] = keywordStart[i]! + (k < 0 ? 0 : tv.keywordStart[k + 1]! - tv.keywordStart[k]!);
  }
  const keywordIds = new Uint32Array(keywordStart[size]!);
  const keywordW = new Float32Array(keywordStart[size]!);
  for (let i = 0; i < size; i++) {
    const k = from[i]!;
    if (k < 0) continue;
    keywordIds.set(tv.keywordIds.subarray(tv.keywordStart[k]!, tv.keywordStart[k + 1]!), keywordStart[i]!);
    keywordW.set(tv.keywordW.subarray(tv.keywordStart[k]!, tv.keywordStart[k + 1]!), keywordStart[i]!);
  }
  return { textDims: dims, text, keywordStart, keywordIds, keywordW, keywordScratch: new Float32Array(tv.vocabulary) };
}

/** Games by stem, series key, series head, developer and publisher id, packed in typed arrays (slot-groups.ts). */
function groupGames(facts: Pick<GameIndex, "stem" | "series" | "seriesKeys" | "developers" | "publishers" | "keys">) {
  const size = facts.stem.length;
  const { stems, series, makers } = facts.keys;
  return {
    gamesByDeveloper: groupSlots(size, makers.size, (i, emit) => idsAt(facts.developers, i).forEach(emit)),
    gamesByPublisher: groupSlots(size, makers.size, (i, emit) => idsAt(facts.publishers, i).forEach(emit)),
    gamesBySeries: groupSlots(size, series.size, (i, emit) => emit(facts.series[i]!)),
    gamesBySeriesHead: groupSlotsByName(size, (i) => stringAt(facts.seriesKeys, i).split(" ")[0]!),
    gamesByStem: groupSlots(size, stems.size, (i, emit) => emit(facts.stem[i]!)),
  };
}

/**
 * Tag-less games (a sequel or a new store entry the tag dump missed: "F1 2018", "GRID") seen with the tags of their
 * most-reviewed series-mate by the same developer or publisher. Only similarity reads them; facts keep the game's own
 * (empty) tag list.
 */
export function borrowTags(
  games: readonly Game[], keys: readonly { series: string }[], makers: (g: Game) => string[],
): Map<number, Game> {
  const tagged = new Map<string, Game[]>();
  games.forEach((g, gi) => g.tags.length && push(tagged, keys[gi]!.series, g));
  const out = new Map<number, Game>();
  for (let gi = 0; gi < games.length; gi++) {
    const g = games[gi]!;
    if (g.tags.length) continue;
    const mates = tagged.get(keys[gi]!.series);
    if (!mates) continue;
    const own = new Set(makers(g));
    let donor: Game | undefined;
    for (const m of mates) {
      if (!makers(m).some((k) => own.has(k))) continue;
      if (!donor || (m.reviews?.total ?? 0) > (donor.reviews?.total ?? 0)) donor = m;
    }
    if (donor) out.set(g.appid, { ...g, tags: donor.tags, tagVotes: donor.tagVotes, tagOrder: donor.tagOrder });
  }
  return out;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

type TypedArray = Uint16Array | Float32Array;

/** A typed array that doubles when full (the feature count is known only after reading every game). */
class Growable<T extends TypedArray> {
  private buf: T;
  length = 0;
  constructor(private readonly make: new (n: number) => T, capacity: number) {
    this.buf = new make(Math.max(16, capacity));
  }

  push(x: number): void {
    if (this.length === this.buf.length) {
      const next = new this.make(this.buf.length * 2);
      next.set(this.buf as never);
      this.buf = next;
    }
    this.buf[this.length++] = x;
  }

  view(): T {
    return this.buf.subarray(0, this.length) as T;
  }
}
