// A worker thread of the catalog build: the stored lists' reasons in one language (see buildReasonsInParallel).
import { openCatalog } from "../catalog";
import { storedListReasons, type ReasonsJob } from "./reasons";

declare const self: Worker;

self.onmessage = (event: MessageEvent<ReasonsJob>) => {
  const { catalogPath, ...job } = event.data;
  const store = openCatalog(catalogPath);
  try {
    self.postMessage(storedListReasons(store, job));
  } finally {
    store.close();
  }
};
