// Names in the recommender: maker keys, editions of a seed, and the short and series names a why line uses.

import { cleanName, editionPattern, isSeriesNumber, nameStem, withoutLegalForms } from "../text";
import { memoized } from "./memo";

// The name keys live in the shared text module; re-exported so the recommender's callers keep their imports.
export { nameKeys, nameStem, seriesKey } from "../text";

const BUNDLE = /\b(?:bundle|collection|trilogy|anthology|double pack|triple pack|complete pack)\b/;

/**
 * The key a developer or publisher is compared by: case, punctuation, spacing, port labels and legal forms do not
 * count, so "Io-Interactive A/S" and "IO Interactive A/S (Linux)" are one studio, and "FromSoftware, Inc." is
 * "From Software".
 */
export function makerKey(name: string): string {
  const words = cleanName(name).replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(" ");
  const key = withoutLegalForms(words).join("");
  return key || name.trim().toLowerCase();
}

/** True when `candidate` is an edition, remaster or bundle of the game named `seed` (not a sequel). */
export function isEditionOf(seed: string, candidate: string): boolean {
  const a = editionKeys(seed).stem;
  const { stem: b, cleaned: nb } = editionKeys(candidate);
  if (a.length === 0 || b.length === 0) return false;
  if (a === b) return true;
  // A bundle that contains the seed: "Portal Bundle", "Hotline Miami Collection".
  return BUNDLE.test(nb) && (b.startsWith(`${a} `) || nb.startsWith(`${a} `));
}

/** Names remembered by editionKeys and shortName. */
const NAME_MEMO = 8192;

/**
 * A name cleaned and stemmed. Every list asks it of the seed and of a hundred candidates or more, the same names
 * list after list: the last few thousand are remembered.
 */
const editionKeys = memoized((name): { stem: string; cleaned: string } => {
  const cleaned = cleanName(name);
  return { stem: nameStem(name, cleaned), cleaned };
}, NAME_MEMO);

// Trailing subtitles that only name an edition: "Special Edition", "The Final Cut", "- GOTY Edition", ": Remastered",
// or one unknown word before "Edition" after a separator (": Farewell Edition").
const EDITION_SUBTITLES = [
  new RegExp(`\\s*[:\\-–—]?\\s*(?:the\\s+)?(?:${editionPattern()}|final)\\s+(?:edition|cut)\\s*$`, "i"),
  /\s*[:\-–—]\s*(?:the\s+)?[\p{L}\p{N}'’]+\s+(?:edition|cut)\s*$/iu,
  /\s*[:\-–—]?\s*(?:remastered|redux|goty)\s*$/i,
];

/**
 * The name a sentence should use: no trademark signs and no edition subtitle.
 * "Disco Elysium - The Final Cut" → "Disco Elysium"; "Sekiro™: Shadows Die Twice - GOTY Edition" → "Sekiro: Shadows Die Twice".
 */
// Every line of a list names its seed, and fallback lines their pick: the last few thousand names are remembered.
export const shortName = memoized((name): string => {
  const clean = name.replace(/[™®©]/g, "").replace(/\s+/g, " ").trim();
  let cut = clean;
  for (const re of EDITION_SUBTITLES) cut = cut.replace(re, "").trim();
  return cut.length >= 2 ? cut : clean;
}, NAME_MEMO);

/** The series a sentence should name: "Counter-Strike 2" → "Counter-Strike"; "DARK SOULS™ III" → "DARK SOULS". */
export function seriesName(name: string): string {
  const head = (shortName(name).split(/\s*[:–—]\s*|\s+-\s+/)[0] ?? name).trim();
  const words = head.split(" ");
  while (words.length > 1 && isSeriesNumber(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}
