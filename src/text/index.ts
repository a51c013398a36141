// The shared text module: folding, edition words, series keys, stems and sound keys that lookup, recommender and
// finder all import (entry file, re-exports only).
export { EDITION_WORDS, RELEASE_VARIANT_WORDS, editionPattern } from "./editions";
export { coreName, EDITION_TOKENS, foldTokens, hasCyrillic, hasLatin, normalizeForms, normalizeName, splitSubtitle, type NameForms } from "./names";
export { foldNumeral, romanValue } from "./numerals";
export { cleanName, isSeriesNumber, nameKeys, nameStem, seriesKey } from "./series";
export { featureKey, foldText, stem, STOPWORDS, tokenize } from "./words";
export { soundKey } from "./sound";
export { isLegalForm, withoutLegalForms } from "./companies";
