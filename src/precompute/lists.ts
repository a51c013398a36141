// The stored default lists, computed on every core: the seeds are split into stretches (in appid order), one worker
// thread each, and the parts joined back into one StoredLists. Given the catalog's path, each worker also chooses its
// lists' reasons (storedListReasons), joined back the same way.
import { rmSync } from "node:fs";
import { writeSectionsFile, type SectionsStamp } from "../catalog/sections";
import type { Game } from "../catalog/types";
import { evenStretches, workerJob } from "../catalog/worker-job";
import { buildStoredLists, FILTER_COMBOS, type StoredLists, type StoredReasons } from "../recommender";
import { joinReasons } from "../recommender/stored-reasons";
import type { DiversityOptions } from "../recommender/diversity";
import type { GameIndex } from "../recommender/game-index";
import type { RankOptions } from "../recommender/rank";
import { SECTION } from "./sections";

/** What one worker computes. */
export interface ListsJob {
  index: GameIndex;
  seeds: Game[];
  rank: RankOptions;
  diversity: DiversityOptions;
  length: number;
  /** Seeds (appids) storing every filter combination; the others store their unfiltered list alone. */
  allCombos: ReadonlySet<number>;
  /** The catalog the lists are for: a worker given it chooses its part's reasons too. */
  catalogPath?: string;
  /** A sections file holding `index` (section recommender): a worker then maps it instead of receiving a copy. */
  indexPath?: string;
}

/** A worker's part: its lists, and their reasons when it was given the catalog. */
export interface ListsPart {
  lists: StoredLists;
  reasons: StoredReasons | null;
}

/**
 * buildStoredLists over `threads` worker threads; the same result as one call over all seeds. With `catalogPath`
 * and more than one thread, the reasons of those lists too (null otherwise: the caller chooses them).
 *
 * @example
 * const { lists } = await buildListsInParallel({ index, seeds, rank: DEFAULT_RANK, diversity: DEFAULT_DIVERSITY, length: 20 }, 2);
 */
export async function buildListsInParallel(job: ListsJob, threads: number, shared?: { path: string; stamp: SectionsStamp }): Promise<ListsPart> {
  const seeds = [...job.seeds].sort((a, b) => a.appid - b.appid);
  if (threads <= 1 || seeds.length < 2 * threads) return { lists: listsOf(job), reasons: null };
  const stretches = evenStretches(seeds.map((g) => (job.allCombos.has(g.appid) ? ALL_COMBOS_COST : 1)), threads);
  // Given a path, the index goes to the workers as a file they map (as the server reads it): cloning it for each
  // worker (Maps of 100,000+ entries) held this thread 1.7 s a worker; writing the file takes 1 s once (the final
  // sections file encodes the index again, at the end).
  if (shared) writeSectionsFile(shared.path, shared.stamp, { [SECTION.recommender]: job.index });
  const sent: ListsJob = shared ? { ...job, index: undefined as never, indexPath: shared.path } : job;
  try {
    const parts = await Promise.all(Array.from({ length: threads }, (_, t) => workerJob<ListsPart>(
      new URL("./lists-worker.ts", import.meta.url), { ...sent, seeds: seeds.slice(stretches[t]!, stretches[t + 1]!) } satisfies ListsJob, "precompute: a lists worker failed",
    )));
    return joinParts(parts);
  } finally {
    if (shared) rmSync(shared.path, { force: true });
  }
}

/**
 * What a seed storing every filter combination costs against one storing its unfiltered list alone, lines included
 * (about 18 ms against 4 of a core): counting seeds alone gave the worker with more such seeds 3 s more to do.
 */
const ALL_COMBOS_COST = 4;

/** The workers' parts joined: their lists, and their reasons when every part has them. */
function joinParts(parts: ListsPart[]): ListsPart {
  const reasons = parts.map((p) => p.reasons);
  return {
    lists: joinLists(parts.map((p) => p.lists)),
    reasons: reasons.every((r) => r !== null) ? joinReasons(parts.map((p, k) => ({ reasons: reasons[k]!, picks: p.lists.picks.length }))) : null,
  };
}

/** The stored lists of one job's seeds (one thread). */
export function listsOf(job: ListsJob): StoredLists {
  const combos = (seed: Game) => (job.allCombos.has(seed.appid) ? FILTER_COMBOS.length : 1);
  return buildStoredLists(job.index, job.seeds, job.rank, job.diversity, job.length, combos);
}

/** Parts over consecutive seed stretches, joined into one (entry offsets shifted). */
export function joinLists(parts: readonly StoredLists[]): StoredLists {
  const first = parts[0]!;
  const cat = <T extends Int32Array | Uint32Array | Uint8Array | Float64Array>(arrays: T[], Ctor: new (n: number) => T): T => {
    const out = new Ctor(arrays.reduce((n, a) => n + a.length, 0));
    let at = 0;
    for (const a of arrays) {
      out.set(a as never, at);
      at += a.length;
    }
    return out;
  };
  const start = new Uint32Array(parts.reduce((n, p) => n + p.seeds.length, 0) + 1);
  const comboStart = new Uint32Array(start.length);
  const pickStart = new Uint32Array(parts.reduce((n, p) => n + p.pickStart.length - 1, 0) + 1);
  let s = 0;
  let base = 0;
  let at = 0;
  let pickBase = 0;
  for (const p of parts) {
    for (let k = 0; k < p.seeds.length; k++) {
      start[s + k + 1] = base + p.start[k + 1]!;
      comboStart[s + k + 1] = at + p.comboStart[k + 1]!;
    }
    for (let k = 1; k < p.pickStart.length; k++) pickStart[at + k] = pickBase + p.pickStart[k]!;
    s += p.seeds.length;
    base += p.slot.length;
    at += p.pickStart.length - 1;
    pickBase += p.picks.length;
  }
  // A part without entries has no field names: the names come from one that has some.
  const fields = parts.find((p) => p.slot.length > 0)?.fields ?? first.fields;
  const column = <T extends Float64Array | Uint8Array>(p: StoredLists, kind: "numbers" | "flags", name: string, Ctor: new (n: number) => T): T =>
    ((p[kind] as T[])[p.fields[kind].indexOf(name)] ?? new Ctor(p.slot.length));
  return {
    seeds: cat(parts.map((p) => p.seeds), Int32Array),
    start,
    comboStart,
    slot: cat(parts.map((p) => p.slot), Int32Array),
    fields,
    numbers: fields.numbers.map((name) => cat(parts.map((p) => column(p, "numbers", name, Float64Array)), Float64Array)),
    flags: fields.flags.map((name) => cat(parts.map((p) => column(p, "flags", name, Uint8Array)), Uint8Array)),
    pickStart,
    // Positions within each seed's entries: they move with their seed.
    picks: cat(parts.map((p) => p.picks), Uint32Array),
    length: first.length,
  };
}
