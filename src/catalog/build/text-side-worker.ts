// A worker thread of the catalog build: computes the text side (TF-IDF and SVD, the build's longest computation) in
// two messages (see buildCatalog). First the games: their words are read while the main thread mines the
// summaries; then each game's hooks, in the same order: the rest is computed while the main thread writes the other
// tables, and the text side is the one reply.
import { finishTextSide, textSideWords, type TextSideWords, type WordTerms } from "../../recommender/text-side";

declare const self: Worker;

let words: WordTerms | null = null;
self.onmessage = (event: MessageEvent<TextSideWords[] | (readonly string[])[]>) => {
  if (!words) words = textSideWords(event.data as TextSideWords[]);
  else self.postMessage(finishTextSide(words, event.data as (readonly string[])[]));
};
