// A worker thread of the catalog build: computes the stored lists of one stretch of seeds, and their reasons when
// given the catalog (see buildListsInParallel).
import { openCatalog } from "../catalog";
import { openSectionsFile } from "../catalog/sections";
import { buildListRows, type RecommenderIndex } from "../recommender";
import { listsOf, type ListsJob, type ListsPart } from "./lists";
import { SECTION } from "./sections";
import { storedListReasons } from "./reasons";

declare const self: Worker;

self.onmessage = (event: MessageEvent<ListsJob>) => {
  const { catalogPath, indexPath } = event.data;
  // The index mapped from its file when the build wrote one (see buildListsInParallel), else as it was sent.
  const index = indexPath ? openSectionsFile(indexPath).section<RecommenderIndex>(SECTION.recommender) : event.data.index;
  const lists = listsOf({ ...event.data, index });
  let reasons: ListsPart["reasons"] = null;
  if (catalogPath) {
    const store = openCatalog(catalogPath);
    try {
      // The rows of this part's lists, as the main thread reads them for the whole (buildListRows).
      reasons = storedListReasons(store, { index: index as RecommenderIndex, lists, rows: buildListRows(store, lists, index) });
    } finally {
      store.close();
    }
  }
  self.postMessage({ lists, reasons } satisfies ListsPart);
};
