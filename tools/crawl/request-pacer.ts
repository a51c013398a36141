// Per-host request spacing: at most one request per interval, callers served in order.

import { sleep } from "./sleep.ts";

/** Options of `createRequestPacer`. */
export interface RequestPacerOptions {
  /** Minimum milliseconds between the starts of two requests. */
  intervalMs: number;
  /** Clock in milliseconds; defaults to `performance.now`. */
  now?: () => number;
}

/** A pacer shared by every request to one host (or one SteamSpy request kind). */
export interface RequestPacer {
  /** Waits for this caller's slot; callers are served first come, first served. */
  acquire(signal?: AbortSignal): Promise<void>;
  /** Holds every later request back until at least `ms` from now (a 429's Retry-After). */
  pushBack(ms: number): void;
}

/**
 * Creates a pacer that spaces request starts by at least `intervalMs`. The first request goes at once.
 *
 * @example
 * const store = createRequestPacer({ intervalMs: 1500 })
 * await store.acquire(signal) // resolves at t=0, the next call at t>=1.5 s
 */
export function createRequestPacer(options: RequestPacerOptions): RequestPacer {
  const now = options.now ?? (() => performance.now());
  let nextAt = -Infinity;
  // One chain so that concurrent callers queue up instead of all waking at the same slot.
  let queue: Promise<void> = Promise.resolve();

  const acquire = (signal?: AbortSignal): Promise<void> => {
    const turn = queue.then(async () => {
      // Re-check after each wait: pushBack may move the slot while we sleep.
      while (now() < nextAt) await sleep(nextAt - now(), signal);
      signal?.throwIfAborted();
      nextAt = now() + options.intervalMs;
    });
    queue = turn.catch(() => undefined);
    return turn;
  };

  const pushBack = (ms: number): void => {
    nextAt = Math.max(nextAt, now() + ms);
  };

  return { acquire, pushBack };
}
