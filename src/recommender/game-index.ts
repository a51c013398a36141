// The in-memory index the recommender scans: compact typed arrays built once from every game of the catalog.
import type { Game, UserRecommendation } from "../catalog/types";
import { learnCoRecommendations, type CoRecommendations } from "./collaborative";
import {
  buildFeatureSpace, DEFAULT_FEATURES, DEFAULT_RELATEDNESS, forEachFeature, learnRelatedness,
  type FeatureOptions, type FeatureSpace, type RelatednessOptions,
} from "./features";
import { makerKey, nameKeys } from "./names";
import { DEFAULT_QUALITY, qualityPrior, type QualityOptions } from "./quality";
import { groupSlots, groupSlotsByName, type SlotGroups } from "./slot-groups";

/** Bit flags per game. */
export const FLAG = {
  /** Released (not `coming_soon`). */
  released: 1,
  adult: 2,
  free: 4,
  coop: 8,
  deckVerified: 16,
  deckPlayable: 32,
} as const;

/** Everything a query reads, one slot per game (index `i`, not appid). */
export interface GameIndex {
  size: number;
  options: IndexOptions;
  appids: Int32Array;
  byAppid: Map<number, number>;
  space: FeatureSpace;
  /** Related features per feature (the learned tag-tag block; empty rows elsewhere). */
  related: { to: Uint16Array; w: Float32Array }[];
  /** CSR of weighted features: game i owns featId/featW[featStart[i] .. featStart[i+1]). */
  featStart: Uint32Array;
  featId: Uint16Array;
  featW: Float32Array;
  /** Soft norm of each game vector (with relatedness). */
  norm: Float32Array;
  /** Quality prior per game; slots are sorted by it, highest first. */
  prior: Float32Array;
  reviews: Int32Array;
  year: Int16Array;
  flags: Uint8Array;
  /** Name stem, series key and developer/publisher ids (interned strings). */
  stem: Int32Array;
  names: string[];
  series: Int32Array;
  developers: Int32Array[];
  publishers: Int32Array[];
  /** Interned string → games carrying it (packed: see slot-groups.ts). */
  gamesByDeveloper: SlotGroups;
  gamesByPublisher: SlotGroups;
  gamesBySeries: SlotGroups;
  /** Series key per game, and games by the first word of their series key (for "Team Fortress" ~ "Team Fortress Classic"). */
  seriesKeys: string[];
  gamesBySeriesHead: { get(head: string): number[] | undefined };
  gamesByStem: SlotGroups;
  strings: Map<string, number>;
  /** Tag-less games seen with the tags of a series-mate (see borrowTags), by appid. */
  borrowed: Map<number, Game>;
  /** Lower-cased tag name → feature id. */
  tagByLowerName: Map<string, number>;
  coRecommendations: CoRecommendations;
  /** @internal A zeroed per-slot buffer a query may use and must leave zeroed. */
  scratch: Uint8Array;
}

/** Options of the index build. */
export interface IndexOptions {
  features: FeatureOptions;
  relatedness: RelatednessOptions;
  quality: QualityOptions;
}

export const DEFAULT_INDEX_OPTIONS: IndexOptions = {
  features: DEFAULT_FEATURES,
  relatedness: DEFAULT_RELATEDNESS,
  quality: DEFAULT_QUALITY,
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
  if (g.price.isFree) f |= FLAG.free;
  if (hasCoop(g)) f |= FLAG.coop;
  if (g.deck === "verified") f |= FLAG.deckVerified | FLAG.deckPlayable;
  if (g.deck === "playable") f |= FLAG.deckPlayable;
  return f;
}

/**
 * Builds the index from every game and the user→game recommendations.
 *
 * @example
 * const index = buildGameIndex(store.allGames(), store.userRecommendations());
 */
export function buildGameIndex(games: readonly Game[], recs: readonly UserRecommendation[], opts: IndexOptions = DEFAULT_INDEX_OPTIONS): GameIndex {
  const size = games.length;
  const space = buildFeatureSpace(games, opts.features);
  const keys = games.map((g) => nameKeys(g.name));
  const makerKeys = new Map<string, string>();
  const makersOf = (g: Game): string[] => [...g.developers, ...g.publishers].map((d) => {
    let k = makerKeys.get(d);
    if (k === undefined) makerKeys.set(d, (k = makerKey(d)));
    return k;
  });
  const borrowed = borrowTags(games, keys, makersOf);
  // Slots run from the highest prior down, so a scan can stop once no remaining game could enter the top list.
  // Games are read in their given order (reading them in slot order scatters memory access and is 3× slower).
  const priors = Float64Array.from(games, (g) => qualityPrior(g.reviews, opts.quality));
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => priors[b]! - priors[a]! || games[a]!.appid - games[b]!.appid);
  const slotOf = new Int32Array(size);
  order.forEach((gi, slot) => (slotOf[gi] = slot));

  const strings = new Map<string, number>();
  const intern = (s: string): number => {
    let id = strings.get(s);
    if (id === undefined) strings.set(s, (id = strings.size + 1));
    return id;
  };
  // Games with the same makers share one (read-only) id list: 240,000 small typed arrays cost ~16 MB.
  const idLists = new Map<string, Int32Array>();
  const idList = (ids: number[]): Int32Array => {
    const key = ids.join(",");
    let list = idLists.get(key);
    if (!list) idLists.set(key, (list = Int32Array.from(ids)));
    return list;
  };
  const appids = new Int32Array(size);
  const byAppid = new Map<number, number>();
  const count = new Uint16Array(size);
  const rawIds = new Growable(Uint16Array, size * 24);
  const rawW = new Growable(Float32Array, size * 24);
  const rawStart = new Uint32Array(size + 1);
  const tagLists: Uint16Array[] = [];
  const prior = new Float32Array(size);
  const reviews = new Int32Array(size);
  const year = new Int16Array(size);
  const flags = new Uint8Array(size);
  const stem = new Int32Array(size);
  const series = new Int32Array(size);
  const names: string[] = new Array(size);
  const seriesKeys: string[] = new Array(size);
  const developers: Int32Array[] = new Array(size);
  const publishers: Int32Array[] = new Array(size);

  for (let gi = 0; gi < size; gi++) {
    const g = games[gi]!;
    const i = slotOf[gi]!;
    appids[i] = g.appid;
    byAppid.set(g.appid, i);
    rawStart[gi] = rawIds.length;
    forEachFeature(borrowed.get(g.appid) ?? g, space, opts.features, (id, w) => {
      rawIds.push(id);
      rawW.push(w);
    });
    count[i] = rawIds.length - rawStart[gi]!;
    prior[i] = priors[gi]!;
    reviews[i] = g.reviews?.total ?? 0;
    year[i] = g.year ?? 0;
    flags[i] = gameFlags(g);
    names[i] = g.name;
    const { stem: s, series: k } = keys[gi]!;
    stem[i] = intern(`s:${s}`);
    series[i] = intern(`k:${k}`);
    seriesKeys[i] = k;
    const makers = makersOf(g);
    developers[i] = idList(makers.slice(0, g.developers.length).map((d) => intern(`d:${d}`)));
    publishers[i] = idList(makers.slice(g.developers.length).map((d) => intern(`d:${d}`)));
  }
  rawStart[size] = rawIds.length;

  // Lay the features out in slot order (CSR) and list each game's tags for the co-occurrence count.
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
  for (let i = 0; i < size; i++) {
    const own = featId.subarray(featStart[i]!, featStart[i + 1]!);
    tagLists.push(own.filter((id) => id < space.tagCount));
  }
  const related = learnRelatedness(tagLists, space, opts.relatedness);
  const norm = new Float32Array(size);
  const scratch = new Float64Array(space.names.length);
  for (let i = 0; i < size; i++) norm[i] = softNorm(featId, featW, featStart[i]!, featStart[i + 1]!, related, scratch);

  const maxId = strings.size;
  const gamesByDeveloper = groupSlots(size, maxId, (i, emit) => developers[i]!.forEach(emit));
  const gamesByPublisher = groupSlots(size, maxId, (i, emit) => publishers[i]!.forEach(emit));
  const gamesBySeries = groupSlots(size, maxId, (i, emit) => emit(series[i]!));
  const gamesByStem = groupSlots(size, maxId, (i, emit) => emit(stem[i]!));
  const gamesBySeriesHead = groupSlotsByName(size, (i) => seriesKeys[i]!.split(" ")[0]!);
  return {
    size, options: opts, appids, byAppid, space, related, featStart, featId, featW, norm, prior, reviews, year, flags, stem, names,
    series, developers, publishers, gamesByDeveloper, gamesByPublisher, gamesBySeries, seriesKeys, gamesBySeriesHead, gamesByStem, strings,
    borrowed,
    tagByLowerName: new Map(space.names.slice(0, space.tagCount).map((k, id) => [k.slice(2).toLowerCase(), id])),
    coRecommendations: learnCoRecommendations(recs),
    scratch: new Uint8Array(size),
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

/** sqrt(vᵀ S v) with S = I + relatedness; `scratch` is a zeroed dense buffer, left zeroed. */
export function softNorm(
  featId: Uint16Array, featW: Float32Array, from: number, to: number,
  related: readonly { to: Uint16Array; w: Float32Array }[], scratch: Float64Array,
): number {
  for (let k = from; k < to; k++) scratch[featId[k]!]! += featW[k]!;
  let sum = 0;
  for (let k = from; k < to; k++) {
    const f = featId[k]!;
    const w = featW[k]!;
    sum += w * w;
    const row = related[f]!;
    for (let r = 0; r < row.to.length; r++) sum += w * row.w[r]! * scratch[row.to[r]!]!;
  }
  for (let k = from; k < to; k++) scratch[featId[k]!] = 0;
  return Math.sqrt(sum) || 1;
}
