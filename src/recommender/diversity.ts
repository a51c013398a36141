// The diversity pass over ranked candidates: no editions of the seed, no near-duplicates, a cap on the seed's own family.
import type { GameIndex } from "./game-index";
import { isEditionOf } from "./names";
import type { Candidate } from "./rank";

/** Options of the diversity pass. */
export interface DiversityOptions {
  /** At most this many of the first `familyWindow` picks come from the seed's series or developer. */
  familyCap: number;
  familyWindow: number;
}

export const DEFAULT_DIVERSITY: DiversityOptions = { familyCap: 3, familyWindow: 10 };

/**
 * Walks candidates best first and returns the first `n` picks. It reads the stream the same way whatever `n` is,
 * so the list for n is a prefix of the list for n + 1. Family picks beyond the cap wait until the window is full,
 * then rejoin in score order.
 */
export function diversify(
  index: GameIndex, seedName: string, candidates: readonly Candidate[], n: number,
  opts: DiversityOptions = DEFAULT_DIVERSITY,
): Candidate[] {
  const out: Candidate[] = [];
  const deferred: Candidate[] = [];
  const seen = new Map<number, number[][]>();
  let family = 0;
  const accept = (c: Candidate): void => {
    if (out.length >= n || isDuplicate(index, c.i, seen)) return;
    out.push(c);
    const makers = [...index.developers[c.i]!, ...index.publishers[c.i]!];
    const list = seen.get(index.stem[c.i]!);
    if (list) list.push(makers);
    else seen.set(index.stem[c.i]!, [makers]);
  };
  for (const c of candidates) {
    if (out.length >= n) break;
    if (isEditionOf(seedName, index.names[c.i]!)) continue;
    const inFamily = c.sameSeries || c.sameDeveloper;
    if (out.length >= opts.familyWindow) {
      while (deferred.length && deferred[0]!.score >= c.score) accept(deferred.shift()!);
      accept(c);
    } else if (inFamily && family >= opts.familyCap) {
      deferred.push(c);
    } else {
      const before = out.length;
      accept(c);
      if (inFamily && out.length > before) family++;
    }
  }
  if (out.length >= opts.familyWindow) while (deferred.length && out.length < n) accept(deferred.shift()!);
  return out;
}

/**
 * True when a pick with the same name stem by the same maker (a shared developer or publisher, or an unknown one) is
 * already in the list: two store entries of one game, e.g. "Oblivion GOTY" and "Oblivion GOTY Deluxe".
 */
function isDuplicate(index: GameIndex, i: number, seen: Map<number, number[][]>): boolean {
  const prior = seen.get(index.stem[i]!);
  if (!prior) return false;
  const makers = [...index.developers[i]!, ...index.publishers[i]!];
  return prior.some((m) => m.length === 0 || makers.length === 0 || m.some((x) => makers.includes(x)));
}
