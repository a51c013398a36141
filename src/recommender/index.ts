// Recommender domain: the ranked "games like X" list with its filters and one reason per pick.
export { buildRecommenderIndex, createRecommender, summaryHooks } from "./recommender";
export { buildListRows, buildStoredLists, FILTER_COMBOS, type ListRows, type StoredLists } from "./stored-lists";
export { buildStoredReasons, type StoredReasons } from "./stored-reasons";
export type { HookSource, RecommenderDeps, RecommenderOptions, IndexedRecommender, RecommenderIndex } from "./recommender";
export type * from "./types";
