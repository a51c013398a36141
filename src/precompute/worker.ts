// One job on a worker thread of the catalog build: post the job, take the one message back, end the thread.

/**
 * Runs the worker module at `url` on `job` and resolves with the one message it posts back.
 *
 * @example
 * const part = await inWorker<ListsJob, StoredLists>(new URL("./lists-worker.ts", import.meta.url), job);
 */
export function inWorker<J, R>(url: URL, job: J): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const worker = new Worker(url.href);
    worker.onmessage = (e: MessageEvent<R>) => {
      resolve(e.data);
      worker.terminate();
    };
    worker.onerror = (e) => {
      reject(new Error(`precompute: a worker failed (${url.pathname.split("/").pop()}): ${e.message}`));
      worker.terminate();
    };
    worker.postMessage(job);
  });
}
