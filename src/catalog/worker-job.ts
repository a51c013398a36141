// One job on a worker thread, for the offline builds (the catalog's text side, the stored lists).

/**
 * Posts `message` to a new worker running `url` and resolves with its one reply; the worker ends either way. A
 * worker that throws rejects with `failure` and its message.
 *
 * @example
 * const textSide = await workerJob<TextSide>(new URL("./text-side-worker.ts", import.meta.url), inputs, "catalog: the text side's worker failed");
 */
export function workerJob<T>(url: URL, message: unknown, failure: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url.href);
    worker.onmessage = (e: MessageEvent<T>) => {
      resolve(e.data);
      worker.terminate();
    };
    worker.onerror = (e) => {
      reject(new Error(`${failure}: ${e.message}`));
      worker.terminate();
    };
    worker.postMessage(message);
  });
}
