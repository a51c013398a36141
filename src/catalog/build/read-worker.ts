// A worker thread of the catalog build: runs a list of source reads in order while the build's thread runs the others
// (see buildCatalog), and replies with their results, or with the first error's message (the build throws it as its own).
import { runRead, type ReadResult, type ReadTask } from "./read-sources";

declare const self: Worker;

/** The worker's reply. */
export type ReadReply = { results: ReadResult[] } | { error: string };

self.onmessage = async (event: MessageEvent<ReadTask[]>) => {
  try {
    const results: ReadResult[] = [];
    for (const task of event.data) results.push(await runRead(task));
    self.postMessage({ results } satisfies ReadReply);
  } catch (e) {
    self.postMessage({ error: e instanceof Error ? e.message : String(e) } satisfies ReadReply);
  }
};
