// The stored lists' reasons, chosen by the recommender the server builds from the same sections.
import type { CatalogStore } from "../catalog";
import { buildStoredReasons, createRecommender, FILTER_COMBOS, type ListRows, type RecommenderIndex, type StoredLists, type StoredReasons } from "../recommender";

/**
 * The reasons the server's recommender (the same index, lists and rows, the catalog's hooks) chooses for the stored
 * lists (buildStoredReasons says which).
 *
 * @example
 * const reasons = storedListReasons(store, { index, lists, rows });
 */
export function storedListReasons(store: CatalogStore, job: { index: RecommenderIndex; lists: StoredLists; rows: ListRows }): StoredReasons {
  const { index, lists, rows } = job;
  const recommender = createRecommender({ store, index, lists, rows });
  // The seed's row as the server's lookup reads it: among the stored rows (buildListRows), else from the catalog.
  return buildStoredReasons(lists, (appid, combo, lang) =>
    recommender.chooseStoredReasons(rows.games.get(appid) ?? store.getGame(appid)!, FILTER_COMBOS[combo]!, lang));
}
