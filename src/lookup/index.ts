// The lookup module: free text (name, typo, Russian title, appid, store URL) → one seed game plus other matches.
export { buildLookupIndex, createLookup, DEFAULT_MIN_CONFIDENCE, type LookupDeps } from "./create-lookup";
export { loadAliasTables, type AliasTables, type EnglishAlias, type RussianAlias } from "./aliases";
export type { Lookup, LookupResult, MatchKind, OtherMatch } from "./types";
