// The in-memory index the recommender scans: compact typed arrays built once from every game of the catalog.
import type { Game, UserRecommendation } from "../catalog/types";
import { learnCoRecommendations, type CoRecommendations } from "./collaborative";
import {
  buildFeatureSpace, DEFAULT_FEATURES, DEFAULT_RELATEDNESS, gameFeatures, learnRelatedness,
  type FeatureOptions, type FeatureSpace, type RelatednessOptions,
} from "./features";
import { nameStem, seriesKey } from "./names";
import { DEFAULT_QUALITY, qualityPrior, type QualityOptions } from "./quality";

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
  tagCount: Uint8Array;
  /** Name stem, series key and developer/publisher ids (interned strings). */
  stem: Int32Array;
  names: string[];
  series: Int32Array;
  developers: Int32Array[];
  publishers: Int32Array[];
  /** Interned string → games carrying it. */
  gamesByDeveloper: Map<number, number[]>;
  gamesByPublisher: Map<number, number[]>;
  gamesBySeries: Map<number, number[]>;
  /** Series key per game, and games by the first word of their series key (for "Team Fortress" ~ "Team Fortress Classic"). */
  seriesKeys: string[];
  gamesBySeriesHead: Map<string, number[]>;
  gamesByStem: Map<number, number[]>;
  strings: Map<string, number>;
  /** Lower-cased tag name → feature id. */
  tagByLowerName: Map<string, number>;
  coRecommendations: CoRecommendations;
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
export function buildGameIndex(unordered: readonly Game[], recs: readonly UserRecommendation[], opts: IndexOptions = DEFAULT_INDEX_OPTIONS): GameIndex {
  // Slots run from the highest prior down, so a scan can stop once no remaining game could enter the top list.
  const priors = new Map(unordered.map((g) => [g.appid, qualityPrior(g.reviews, opts.quality)]));
  const games = [...unordered].sort((a, b) => priors.get(b.appid)! - priors.get(a.appid)! || a.appid - b.appid);
  const size = games.length;
  const space = buildFeatureSpace(games, opts.features);
  const strings = new Map<string, number>();
  const intern = (s: string): number => {
    let id = strings.get(s);
    if (id === undefined) strings.set(s, (id = strings.size + 1));
    return id;
  };
  const appids = new Int32Array(size);
  const byAppid = new Map<number, number>();
  const featStart = new Uint32Array(size + 1);
  const ids: number[] = [];
  const ws: number[] = [];
  const tagLists: Uint16Array[] = [];
  const prior = new Float32Array(size);
  const reviews = new Int32Array(size);
  const year = new Int16Array(size);
  const flags = new Uint8Array(size);
  const tagCount = new Uint8Array(size);
  const stem = new Int32Array(size);
  const names: string[] = [];
  const series = new Int32Array(size);
  const developers: Int32Array[] = [];
  const publishers: Int32Array[] = [];
  const gamesByDeveloper = new Map<number, number[]>();
  const gamesByPublisher = new Map<number, number[]>();
  const gamesBySeries = new Map<number, number[]>();
  const seriesKeys: string[] = [];
  const gamesBySeriesHead = new Map<string, number[]>();
  const gamesByStem = new Map<number, number[]>();
  const push = (m: Map<number, number[]>, k: number, i: number) => {
    const l = m.get(k);
    if (l) l.push(i);
    else m.set(k, [i]);
  };

  games.forEach((g, i) => {
    appids[i] = g.appid;
    byAppid.set(g.appid, i);
    featStart[i] = ids.length;
    const tagIds: number[] = [];
    for (const f of gameFeatures(g, opts.features)) {
      const id = space.ids.get(f.key)!;
      ids.push(id);
      ws.push(f.rank * space.idf[id]!);
      if (id < space.tagCount) tagIds.push(id);
    }
    tagLists.push(Uint16Array.from(tagIds));
    prior[i] = priors.get(g.appid)!;
    reviews[i] = g.reviews?.total ?? 0;
    year[i] = g.year ?? 0;
    flags[i] = gameFlags(g);
    tagCount[i] = Math.min(255, g.tags.length);
    names.push(g.name);
    stem[i] = intern(`s:${nameStem(g.name)}`);
    const key = seriesKey(g.name);
    series[i] = intern(`k:${key}`);
    seriesKeys.push(key);
    const head = key.split(" ")[0]!;
    const heads = gamesBySeriesHead.get(head);
    if (heads) heads.push(i);
    else gamesBySeriesHead.set(head, [i]);
    push(gamesByStem, stem[i]!, i);
    push(gamesBySeries, series[i]!, i);
    developers.push(Int32Array.from(g.developers.map((d) => intern(`d:${d.toLowerCase()}`))));
    publishers.push(Int32Array.from(g.publishers.map((d) => intern(`d:${d.toLowerCase()}`))));
    for (const d of developers[i]!) push(gamesByDeveloper, d, i);
    for (const p of publishers[i]!) push(gamesByPublisher, p, i);
  });
  featStart[size] = ids.length;
  const related = learnRelatedness(tagLists, space, opts.relatedness);
  const featId = Uint16Array.from(ids);
  const featW = Float32Array.from(ws);
  const norm = new Float32Array(size);
  const scratch = new Float64Array(space.names.length);
  for (let i = 0; i < size; i++) norm[i] = softNorm(featId, featW, featStart[i]!, featStart[i + 1]!, related, scratch);
  return {
    size, options: opts, appids, byAppid, space, related, featStart, featId, featW, norm, prior, reviews, year, flags, tagCount, stem, names,
    series, developers, publishers, gamesByDeveloper, gamesByPublisher, gamesBySeries, seriesKeys, gamesBySeriesHead, gamesByStem, strings,
    tagByLowerName: new Map(space.names.slice(0, space.tagCount).map((k, id) => [k.slice(2).toLowerCase(), id])),
    coRecommendations: learnCoRecommendations(recs),
  };
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
