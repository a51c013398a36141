// A deadline for one awaited call: the request path never waits on Redis longer than the caller allows.

/** What `withDeadline` rejects with when the time is up. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = "DeadlineError";
  }
}

/** Event-loop turns a deadline waits after its timer fires (see `withDeadline`). */
const GRACE_TURNS = 3;

/**
 * `work`, or a DeadlineError after `ms`, whichever comes first. A late outcome of `work` is dropped (its rejection
 * is caught, so it never surfaces as unhandled).
 *
 * When the timer fires, the event loop gets a few more turns (each a 0 ms timer, well under a millisecond when idle)
 * to read what has arrived before the deadline is called: on a saturated CPU the timer and an answer that came in
 * time fall due together, and timers run before the loop reads its sockets, so without those turns a healthy
 * Redis's answer was counted as missing its deadline (2 of 3 reads in a test that kept the loop busy past it).
 *
 * @example
 * await withDeadline(redis.send("GET", [key]), 50);
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  work.catch(() => {});
  const timeout = new Promise<never>((_, reject) => {
    const expire = (turns: number): unknown => (turns === 0 ? reject(new DeadlineError(ms)) : setTimeout(() => expire(turns - 1), 0));
    timer = setTimeout(() => expire(GRACE_TURNS), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
