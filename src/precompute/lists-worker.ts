// A worker thread of the catalog build: computes the stored lists of one stretch of seeds (see buildListsInParallel).
import { buildStoredLists } from "../recommender";
import type { ListsJob } from "./lists";

declare const self: Worker;

self.onmessage = (event: MessageEvent<ListsJob>) => {
  const { index, seeds, rank, diversity, length, deep } = event.data;
  self.postMessage(buildStoredLists(index, seeds, rank, diversity, length, deep));
};
