// In-memory token buckets (the embedded default): one process, one quota; GCRA, the token bucket kept as one number.
import type { BucketSpec, BucketState, LimitStore } from "./types";

/**
 * Float tolerance in milliseconds. Emission intervals such as 60000/7 ms are not whole, so sums drift by ~1e-9 ms;
 * without the tolerance a bucket could refuse a request that is due, or report 3 s where 2 s is meant.
 * The Redis script uses the same value.
 */
export const EPSILON_MS = 1e-6;

const SWEEP_EVERY = 1024;

/**
 * Creates the in-memory bucket store.
 *
 * Each bucket is stored as its theoretical arrival time (GCRA): `tat`, the moment the bucket would be full again.
 * A take at `now` needs `tat + windowMs/max - windowMs <= now`. Buckets that are full again are swept every
 * 1,024 takes, so memory follows the callers of the last day, not all callers ever.
 *
 * @example
 * const store = createMemoryStore();
 * await store.take([{ key: "minute:1.2.3.4", windowMs: 60_000, max: 30 }], Date.now()); // [{ allowed: true, remaining: 29, ... }]
 */
export function createMemoryStore(): LimitStore & { size(): number } {
  const tats = new Map<string, number>();
  let takes = 0;

  function sweep(now: number): void {
    for (const [key, tat] of tats) if (tat <= now) tats.delete(key);
  }

  return {
    local: true,
    async take(buckets: readonly BucketSpec[], now: number): Promise<BucketState[]> {
      if (++takes % SWEEP_EVERY === 0) sweep(now);
      // Synchronous from here to the end: no other take can interleave, so check-then-write is atomic.
      const steps = buckets.map((b) => gcraStep(tats.get(b.key), b, now));
      if (steps.every((s) => s.state.allowed)) buckets.forEach((b, i) => tats.set(b.key, steps[i]!.newTat));
      return steps.map((s) => s.state);
    },
    /** Buckets held (internal; tests check the sweep). */
    size: () => tats.size,
  };
}

/**
 * One GCRA step (internal; the Redis script mirrors it line by line).
 * Returns the bucket's state if one token were taken now, and the `tat` to store when it is.
 */
function gcraStep(stored: number | undefined, bucket: BucketSpec, now: number): { state: BucketState; newTat: number } {
  const interval = bucket.windowMs / bucket.max;
  const tat = Math.max(stored ?? now, now);
  const newTat = tat + interval;
  const allowAt = newTat - bucket.windowMs;
  if (allowAt - now > EPSILON_MS) {
    return { state: { allowed: false, remaining: 0, retryAfterMs: ceilMs(allowAt - now), resetMs: ceilMs(tat - now) }, newTat };
  }
  const remaining = Math.floor((now - allowAt) / interval + EPSILON_MS);
  return { state: { allowed: true, remaining, retryAfterMs: 0, resetMs: ceilMs(newTat - now) }, newTat };
}

function ceilMs(ms: number): number {
  return Math.max(0, Math.ceil(ms - EPSILON_MS));
}
