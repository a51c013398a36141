// One job on a worker thread, for the offline builds (the catalog's text side, the stored lists).

/** A job running on its worker thread. */
export interface RunningJob<T> {
  /** The worker's one reply; rejects with `failure` and the worker's message when it throws. */
  result: Promise<T>;
  /** Posts another message to the worker (at once: the caller need not yield first). */
  post(message: unknown): void;
  /** Ends the worker; `result` rejects with `reason`. */
  end(reason: unknown): void;
}

/**
 * Starts a new worker running `url`, posts it `message`, and hands back the job: its one reply, and a way to post
 * it more (the worker starts on the first message meanwhile). The worker ends once it replied, threw or was ended.
 *
 * @example
 * const job = startWorkerJob<TextSide>(new URL("./text-side-worker.ts", import.meta.url), games, "catalog: the text side's worker failed");
 * job.post(hooks);
 * await job.result;
 */
export function startWorkerJob<T>(url: URL, message: unknown, failure: string): RunningJob<T> {
  const worker = new Worker(url.href);
  const { promise, resolve, reject } = Promise.withResolvers<T>();
  worker.onmessage = (e: MessageEvent<T>) => {
    resolve(e.data);
    worker.terminate();
  };
  worker.onerror = (e) => {
    reject(new Error(`${failure}: ${e.message}`));
    worker.terminate();
  };
  worker.postMessage(message);
  return {
    result: promise,
    post: (next) => worker.postMessage(next),
    end(reason) {
      reject(reason);
      worker.terminate();
    },
  };
}

/**
 * Posts `message` to a new worker running `url` and resolves with its one reply (startWorkerJob, one message).
 *
 * @example
 * const part = await workerJob<ListsPart>(new URL("./lists-worker.ts", import.meta.url), job, "precompute: a lists worker failed");
 */
export function workerJob<T>(url: URL, message: unknown, failure: string): Promise<T> {
  return startWorkerJob<T>(url, message, failure).result;
}
