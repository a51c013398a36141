// The stored lists' reasons, computed beside the build's other work: one worker thread per language, each opening the
// catalog itself, and the parts joined into one StoredReasons.
import type { CatalogStore } from "../catalog";
import { buildStoredReasons, createRecommender, FILTER_COMBOS, type ListRows, type RecommenderIndex, type StoredLists, type StoredReasons } from "../recommender";
import { joinReasons, REASON_LANGS } from "../recommender/stored-reasons";
import type { Lang } from "../recommender/types";
import { inWorker } from "./worker";

/** What one worker computes: the reasons in `langs` of every stored list. */
export interface ReasonsJob {
  catalogPath: string;
  index: RecommenderIndex;
  lists: StoredLists;
  rows: ListRows;
  langs: Lang[];
}

/**
 * The reasons the server's recommender (the same index, lists and rows) chooses for every stored list in `langs`.
 *
 * @example
 * const reasons = storedListReasons(store, { index, lists, rows, langs: ["en", "ru"] });
 */
export function storedListReasons(store: CatalogStore, job: Omit<ReasonsJob, "catalogPath">): StoredReasons {
  const { index, lists, rows, langs } = job;
  const recommender = createRecommender({ store, index, lists, rows });
  // Every stored seed's row is among the stored rows (buildListRows), as the server's lookup reads it.
  const seedOf = (appid: number) => rows.games.get(appid)!;
  return buildStoredReasons(lists, (appid, combo, lang) => recommender.chooseStoredReasons(seedOf(appid), FILTER_COMBOS[combo]!, lang), langs);
}

/**
 * storedListReasons in both languages: on two worker threads (one a language) when `threads` > 1, else here on `store`.
 *
 * @example
 * const reasons = await buildReasonsInParallel(store, { catalogPath, index, lists, rows }, 2);
 */
export async function buildReasonsInParallel(store: CatalogStore, job: Omit<ReasonsJob, "langs">, threads: number): Promise<StoredReasons> {
  if (threads <= 1) return storedListReasons(store, { ...job, langs: [...REASON_LANGS] });
  const url = new URL("./reasons-worker.ts", import.meta.url);
  return joinReasons(await Promise.all(REASON_LANGS.map((lang) => inWorker<ReasonsJob, StoredReasons>(url, { ...job, langs: [lang] }))));
}
