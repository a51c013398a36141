// Abortable sleep shared by the rate pacer and the retry loop.

/**
 * Resolves after `ms` milliseconds, or rejects with the signal's reason as soon as `signal` aborts.
 *
 * @example await sleep(1500, controller.signal)
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** True when `error` comes from an aborted signal (Ctrl-C), as opposed to a timeout or network failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof DOMException ? signal.reason : new DOMException("crawl: aborted", "AbortError");
}
