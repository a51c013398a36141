// A deadline for one awaited call: the request path never waits on Redis longer than the caller allows.

/** What `withDeadline` rejects with when the time is up. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = "DeadlineError";
  }
}

/**
 * `work`, or a DeadlineError after `ms`, whichever comes first. A late outcome of `work` is dropped (its rejection
 * is caught, so it never surfaces as unhandled).
 *
 * @example
 * await withDeadline(redis.send("GET", [key]), 50);
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  work.catch(() => {});
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
