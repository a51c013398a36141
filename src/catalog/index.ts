// Catalog domain: the SQLite store of Steam games (read side) and its row types.
export { openCatalog, createCatalogStore, gameFromRow, ftsPhrase } from "./store";
export type { CatalogStore } from "./store";
export { SCHEMA_SQL, SCHEMA_VERSION } from "./schema";
export { checkCatalogFile, withCatalogErrors, CatalogFileError } from "./check";
export { createSchema, writeGames, writeNames, writeReviewTexts, writeUserRecommendations, writeLibraries, writeNameIndex, finishCatalog } from "./writer";
export type * from "./types";
