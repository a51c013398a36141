// A worker thread of the catalog build: mines the summaries of one stretch of the games against the whole catalog's
// review baseline, while the build's thread mines the other (see mineGameSummaries).
import { mineWith, type MinerInput, type ThemeBaseline } from "../../summaries";

declare const self: Worker;

/** What the summaries worker is given. */
export interface SummariesJob {
  inputs: MinerInput[];
  baseline: ThemeBaseline;
}

self.onmessage = (event: MessageEvent<SummariesJob>) => {
  self.postMessage(mineWith(event.data.inputs, event.data.baseline));
};
