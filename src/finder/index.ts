// The finder of find_game_by_description: entry file, re-exports only.
export { buildFinderIndex, createFinder, DEFAULT_LIMIT, MAX_LIMIT, MAX_DESCRIPTION_CHARS, whyLine, type FinderDeps } from "./finder";
export { createLlmPicker, parsePicks, type LlmCandidate, type LlmPick, type LlmPicker } from "./llm";
export { parseQuery, parseYears, parseCreatorRef, type ParseOptions, type ParsedQuery, type YearHint } from "./query";
export { rank, confidenceOf, type Ranked } from "./rank";
export { DEFAULT_FINDER, type FinderOptions, type RankWeights } from "./defaults";
export { learnVocabulary, type LearnedLabel, type Vocabulary, type VocabularyOptions } from "./vocabulary";
export { buildSearchIndex, gameAt, gameCount, labelsOf, postingsOf, spellerOf, type SearchIndex, type IndexedGame, type IndexedGames } from "./search-index";
export { CONCEPTS, conceptWords, type Concept } from "./concepts";
export { buildSpelling, createSpeller, type Speller, type SpellingData } from "./spelling";
export { foldText, tokenize, stem, featureKey } from "../text";
export type { Confidence, FindAnswer, Finder, FinderHit, FinderLang, FindRequest, PlatformHint } from "./types";
