// A worker thread of the catalog build: computes the text side (TF-IDF and SVD, the build's longest computation)
// while the main thread writes the other tables (see textSideInWorker).
import { buildTextSide, type TextSideInput } from "../../recommender/text-side";

declare const self: Worker;

self.onmessage = (event: MessageEvent<TextSideInput[]>) => {
  self.postMessage(buildTextSide(event.data));
};
