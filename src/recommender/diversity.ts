// The diversity pass over ranked candidates: no editions of the seed, no near-duplicates, a cap on the seed's own family.
import { stringAt } from "../catalog/string-column";
import type { GameIndex } from "./game-index";
import { idsAt } from "./slot-groups";
import { isEditionOf } from "./names";
import type { Candidate } from "./rank";

/** Options of the diversity pass. */
export interface DiversityOptions {
  /** At most this many of each `familyWindow` picks (1-10, 11-20) come from the seed's series or developer. */
  familyCap: number;
  familyWindow: number;
  /** At most this many of each window come from any other one series (yearly sports games, long franchises). */
  seriesCap: number;
}

export const DEFAULT_DIVERSITY: DiversityOptions = { familyCap: 3, familyWindow: 10, seriesCap: 2 };

/**
 * Walks candidates best first and returns the first `n` picks. It reads the stream the same way whatever `n` is,
 * so the list for n is a prefix of the list for n + 1. The caps hold for the whole list: a pick over its window's
 * cap waits, and takes its place in score order once a later window has room. Waiting picks fill the list only when
 * `fill` is set (the caller has no deeper pool to read): a short list is better filled than cut.
 */
export function diversify(
  index: GameIndex, seedName: string, candidates: readonly Candidate[], n: number,
  opts: DiversityOptions = DEFAULT_DIVERSITY, fill = true,
): Candidate[] {
  const out: Candidate[] = [];
  let waiting: Candidate[] = [];
  const seen = new Map<number, number[][]>();
  const bySeries = new Map<number, number[][]>();
  let family = 0;
  const windows = () => Math.floor(out.length / opts.familyWindow) + 1;
  const inFamily = (c: Candidate) => c.sameSeries || c.sameDeveloper;
  const fits = (c: Candidate) => inFamily(c)
    ? family < opts.familyCap * windows()
    : sameMaker(index, c.i, bySeries.get(index.series[c.i]!)) < opts.seriesCap * windows();
  const accept = (c: Candidate): void => {
    if (out.length >= n || isDuplicate(index, c.i, seen)) return;
    out.push(c);
    if (inFamily(c)) family++;
    const makers = makersOf(index, c.i);
    remember(seen, index.stem[c.i]!, makers);
    remember(bySeries, index.series[c.i]!, makers);
  };
  // Waiting picks that fit now and score at least `score` go first, best first.
  const release = (score: number): void => {
    waiting = waiting.filter((w) => {
      if (out.length >= n || w.score < score || !fits(w)) return true;
      accept(w);
      return false;
    });
  };
  for (const c of candidates) {
    if (out.length >= n) break;
    if (isEditionOf(seedName, stringAt(index.names, c.i))) continue;
    release(c.score);
    if (fits(c)) accept(c);
    else waiting.push(c);
  }
  release(-Infinity);
  if (fill) for (const w of waiting) accept(w);
  return out;
}

function remember(m: Map<number, number[][]>, key: number, makers: number[]): void {
  const list = m.get(key);
  if (list) list.push(makers);
  else m.set(key, [makers]);
}

function makersOf(index: GameIndex, i: number): number[] {
  return [...idsAt(index.developers, i), ...idsAt(index.publishers, i)];
}

/** How many of `picks` (maker lists) share a developer or publisher with game i. */
function sameMaker(index: GameIndex, i: number, picks: number[][] | undefined): number {
  if (!picks) return 0;
  const makers = makersOf(index, i);
  return picks.filter((m) => m.some((x) => makers.includes(x))).length;
}

/**
 * True when a pick with the same name stem by the same maker (a shared developer or publisher, or an unknown one) is
 * already in the list: two store entries of one game, e.g. "Oblivion GOTY" and "Oblivion GOTY Deluxe".
 */
function isDuplicate(index: GameIndex, i: number, seen: Map<number, number[][]>): boolean {
  const prior = seen.get(index.stem[i]!);
  if (!prior) return false;
  const makers = makersOf(index, i);
  return prior.some((m) => m.length === 0 || makers.length === 0 || m.some((x) => makers.includes(x)));
}
