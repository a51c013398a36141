// Default lists computed by the catalog build: for each stored seed and filter combination, the picks the live path
// would choose (one scan ranks every combination), so a list is a read; and the catalog rows those lists name, so it
// reads no SQLite row either.
import type { CatalogStore } from "../catalog/store";
import type { Game } from "../catalog/types";
import { lowerBound } from "../lookup/lower-bound";
import { diversify, type DiversityOptions } from "./diversity";
import type { GameIndex } from "./game-index";
import { rankCandidates, rankEach, seedVector, type Candidate, type RankOptions } from "./rank";
import type { SimilarFilters } from "./types";

/** The deepest candidate pool a list may read. */
export const MAX_POOL = 8000;

/** Every combination of the list filters, in a fixed order (its position is the combination's number). */
export const FILTER_COMBOS: readonly SimilarFilters[] = [false, true].flatMap((free) =>
  [false, true].flatMap((coop) => ([null, "verified", "playable"] as const).map((deck) => ({ free, coop, deck }))));

/** The number of `filters` in FILTER_COMBOS, or -1 when they hold anything else (a stored list cannot serve them). */
export function comboOf(filters: SimilarFilters): number {
  const extra = Object.entries(filters).some(([k, v]) => !["free", "coop", "deck"].includes(k) && v !== undefined && v !== null && v !== false);
  if (extra) return -1;
  return FILTER_COMBOS.findIndex((c) => c.free === !!filters.free && c.coop === !!filters.coop && c.deck === (filters.deck ?? null));
}

/** The first candidate pool a list of `length` reads. */
function firstPool(rankOpts: RankOptions, length: number): number {
  return Math.max(rankOpts.pool, length * 2);
}

/**
 * Picks a list of `length` from ranked candidates: a first pool, then deeper ones only when editions, duplicates and
 * family caps ate it. The choice depends on the seed and filters alone (never on n), so every n cuts the same list.
 * `candidatesFor(pool)` gives the best `pool` candidates (fewer when no more exist).
 */
export function choosePicks(
  index: GameIndex, seedName: string, length: number, rankOpts: RankOptions, divOpts: DiversityOptions,
  candidatesFor: (pool: number) => readonly Candidate[],
): Candidate[] {
  for (let pool = firstPool(rankOpts, length); ; pool *= 4) {
    const candidates = candidatesFor(pool);
    const last = candidates.length < pool || pool >= MAX_POOL;
    const picks = diversify(index, seedName, candidates, length, divOpts, last);
    if (picks.length >= length || last) return picks;
  }
}

/**
 * Stored picks of many seeds, plain data: seed s owns entries start[s] .. start[s + 1] (best first), the picks of its
 * stored filter combinations, each with every field of a Candidate (`fields` names them; numbers in `numbers`, flags
 * in `flags`). A seed stores the first few combinations of FILTER_COMBOS (all of them, or the unfiltered list alone):
 * under FILTER_COMBOS[c], c < comboStart[s + 1] - comboStart[s], its picks are entries start[s] + picks[k] for k in
 * pickStart[comboStart[s] + c] .. pickStart[comboStart[s] + c + 1] (in list order).
 */
export interface StoredLists {
  /** Appids of the stored seeds, rising. */
  seeds: Int32Array;
  start: Uint32Array;
  comboStart: Uint32Array;
  slot: Int32Array;
  fields: { numbers: string[]; flags: string[] };
  numbers: Float64Array[];
  flags: Uint8Array[];
  pickStart: Uint32Array;
  /** Entry positions within the seed's entries. */
  picks: Uint32Array;
  /** The list length they were chosen for. */
  length: number;
}

/**
 * Computes the stored lists of `seeds`: one scan per seed ranks the first pool of each of its filter combinations
 * (rankEach), and a combination whose caps eat its pool ranks a deeper one alone, as the live path does. A seed
 * stores the first `combosOf(seed)` combinations of FILTER_COMBOS (all by default; 1: the unfiltered list alone).
 *
 * @example
 * const lists = buildStoredLists(index, topGames, DEFAULT_RANK, DEFAULT_DIVERSITY, 20);
 */
export function buildStoredLists(
  index: GameIndex, seeds: readonly Game[], rankOpts: RankOptions, divOpts: DiversityOptions, length: number,
  combosOf: (seed: Game) => number = () => FILTER_COMBOS.length,
): StoredLists {
  const sorted = [...seeds].sort((a, b) => a.appid - b.appid);
  const start = new Uint32Array(sorted.length + 1);
  const comboStart = new Uint32Array(sorted.length + 1);
  sorted.forEach((seed, s) => (comboStart[s + 1] = comboStart[s]! + Math.min(FILTER_COMBOS.length, Math.max(1, combosOf(seed)))));
  const pickStart = new Uint32Array(comboStart[sorted.length]! + 1);
  const picked: number[] = [];
  const rows: Candidate[] = [];
  const first = firstPool(rankOpts, length);
  sorted.forEach((seed, s) => {
    const vector = seedVector(index, seed);
    const combos = FILTER_COMBOS.slice(0, comboStart[s + 1]! - comboStart[s]!);
    const ranked = rankEach(index, vector, combos, { ...rankOpts, pool: first });
    // A deeper pool (caps ate the first) is ranked for its combination alone.
    const chosen = combos.map((filters, c) => choosePicks(index, seed.name, length, rankOpts, divOpts, (pool) =>
      pool === first ? ranked[c]! : rankCandidates(index, vector, filters, { ...rankOpts, pool })));
    // The picks of every combination in rank order (filters never change a score), each slot once.
    const keep = new Map<number, Candidate>();
    for (const picks of chosen) for (const x of picks) keep.set(x.i, x);
    const merged = [...keep.values()].sort((a, b) => b.score - a.score || index.appids[a.i]! - index.appids[b.i]!);
    rows.push(...merged);
    start[s + 1] = rows.length;
    const position = new Map(merged.map((x, k) => [x.i, k]));
    chosen.forEach((picks, c) => {
      for (const x of picks) picked.push(position.get(x.i)!);
      pickStart[comboStart[s]! + c + 1] = picked.length;
    });
  });
  const sample = rows[0] ?? ({} as Candidate);
  const names = Object.keys(sample).filter((k) => k !== "i");
  const numbers = names.filter((k) => typeof (sample as unknown as Record<string, unknown>)[k] === "number");
  const flags = names.filter((k) => typeof (sample as unknown as Record<string, unknown>)[k] === "boolean");
  const col = (k: string) => rows.map((r) => (r as unknown as Record<string, number | boolean>)[k]!);
  return {
    seeds: Int32Array.from(sorted, (g) => g.appid),
    start,
    comboStart,
    slot: Int32Array.from(rows, (r) => r.i),
    fields: { numbers, flags },
    numbers: numbers.map((k) => Float64Array.from(col(k) as number[])),
    flags: flags.map((k) => Uint8Array.from(col(k) as boolean[], (b) => (b ? 1 : 0))),
    pickStart,
    picks: Uint32Array.from(picked),
    length,
  };
}

/** Where a stored list's picks are: entries `first` to `end` (exclusive) of `lists.picks`, of seed number `s`. */
export interface PickRange {
  s: number;
  first: number;
  end: number;
}

/**
 * Where the picks of a stored seed under `filters` are (exactly as the live ranking would choose them), or null when
 * the seed is not stored or the filters are not a combination stored for it.
 */
export function storedPickRange(lists: StoredLists, seed: Game, filters: SimilarFilters, length: number): PickRange | null {
  if (length !== lists.length) return null;
  const c = comboOf(filters);
  const s = seedAt(lists.seeds, seed.appid);
  if (c < 0 || s < 0 || c >= storedCombos(lists, s)) return null;
  const at = lists.comboStart[s]! + c;
  return { s, first: lists.pickStart[at]!, end: lists.pickStart[at + 1]! };
}

/** How many combinations (the first of FILTER_COMBOS) seed number `s` stores. */
export function storedCombos(lists: StoredLists, s: number): number {
  return lists.comboStart[s + 1]! - lists.comboStart[s]!;
}

/** The candidates of a pick range. */
export function picksIn(lists: StoredLists, range: PickRange): Candidate[] {
  const picks: Candidate[] = [];
  for (let k = range.first; k < range.end; k++) picks.push(candidateAt(lists, lists.start[range.s]! + lists.picks[k]!));
  return picks;
}

/**
 * The catalog rows stored lists read: every stored seed's and pick's game (as `store.getGames` reads it) and its
 * summary's English hooks (empty when it has none). The build stores them beside the lists, so a stored list reads
 * no SQLite row; the server decodes one when a list names it.
 */
export interface ListRows {
  games: Map<number, Game>;
  hooks: Map<number, string[]>;
}

/**
 * The same rows with each game decoded once: a stored table decodes a value's JSON on every read, and the lookup
 * (a stored seed's row, on every request) and the recommender read the same games.
 *
 * @example
 * const rows = decodedOnce(pre.listRows);
 * rows.games.get(620) === rows.games.get(620); // true
 */
export function decodedOnce(rows: ListRows): ListRows {
  return { games: new DecodedOnce(rows.games), hooks: rows.hooks };
}

/** A read-only Map over `source` that keeps each value it read. */
class DecodedOnce<K, V> extends Map<K, V> {
  constructor(private readonly source: ReadonlyMap<K, V>) {
    super();
  }

  override get size(): number {
    return this.source.size;
  }

  override has(key: K): boolean {
    return super.has(key) || this.source.has(key);
  }

  override get(key: K): V | undefined {
    let value = super.get(key);
    if (value === undefined) {
      value = this.source.get(key);
      if (value !== undefined) super.set(key, value);
    }
    return value;
  }

  override keys(): MapIterator<K> {
    return this.source.keys();
  }

  override values(): MapIterator<V> {
    return this.source.values();
  }

  override entries(): MapIterator<[K, V]> {
    return this.source.entries();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.source.entries();
  }

  override forEach(fn: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [k, v] of this.source.entries()) fn.call(thisArg, v, k, this);
  }

  override set(): this {
    throw new Error("stored-lists: the stored rows are read-only");
  }

  override delete(): boolean {
    throw new Error("stored-lists: the stored rows are read-only");
  }

  override clear(): void {
    throw new Error("stored-lists: the stored rows are read-only");
  }
}

/** Reads from the catalog the rows of every stored seed and of all its stored picks. */
export function buildListRows(store: Pick<CatalogStore, "getGames" | "summaries">, lists: StoredLists, index: Pick<GameIndex, "appids">): ListRows {
  const appids = new Set<number>();
  for (let s = 0; s < lists.seeds.length; s++) {
    appids.add(lists.seeds[s]!);
    const from = lists.pickStart[lists.comboStart[s]!]!;
    const to = lists.pickStart[lists.comboStart[s + 1]!]!;
    for (let k = from; k < to; k++) appids.add(index.appids[lists.slot[lists.start[s]! + lists.picks[k]!]!]!);
  }
  const sorted = [...appids].sort((a, b) => a - b);
  const games = new Map<number, Game>();
  const hooks = new Map<number, string[]>();
  // In batches: one statement per batch, never every row at once.
  for (let at = 0; at < sorted.length; at += ROW_BATCH) {
    const part = sorted.slice(at, at + ROW_BATCH);
    for (const g of store.getGames(part)) games.set(g.appid, g);
    store.summaries(part).forEach((summary, k) => hooks.set(part[k]!, [...(summary?.hooks ?? [])]));
  }
  return { games, hooks };
}
const ROW_BATCH = 500;

function candidateAt(lists: StoredLists, k: number): Candidate {
  const c: Record<string, number | boolean> = { i: lists.slot[k]! };
  lists.fields.numbers.forEach((name, f) => (c[name] = lists.numbers[f]![k]!));
  lists.fields.flags.forEach((name, f) => (c[name] = lists.flags[f]![k] === 1));
  return c as unknown as Candidate;
}

/** The number of the stored seed `appid` (seeds rise), or -1. */
function seedAt(seeds: Int32Array, appid: number): number {
  const at = lowerBound(seeds, appid);
  return seeds[at] === appid ? at : -1;
}
