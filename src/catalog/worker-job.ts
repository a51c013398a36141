// Jobs on worker threads, for the offline builds (the catalog's text side and summaries, the stored lists), and how
// to split a job's items between threads.

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

/**
 * Where `parts` consecutive stretches of items with these costs start, each costing about the same: `parts + 1`
 * positions from 0 to costs.length, a stretch ending once it reaches its share of the whole.
 *
 * @example
 * evenStretches([4, 1, 1, 1, 1], 2); // [0, 1, 5]
 */
export function evenStretches(costs: readonly number[], parts: number): number[] {
  const total = costs.reduce((a, b) => a + b, 0);
  const starts = [0];
  let sum = 0;
  costs.forEach((cost, k) => {
    sum += cost;
    if (starts.length < parts && sum >= (total * starts.length) / parts) starts.push(k + 1);
  });
  while (starts.length <= parts) starts.push(costs.length);
  return starts;
}
