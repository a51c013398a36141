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

/**
 * The series a sentence should name: "Counter-Strike 2" → "Counter-Strike"; "DARK SOULS™ III" → "DARK SOULS". Given
 * the other game of the line, the words both names begin with, numbers left out: "Resident Evil 7 Biohazard" and
 * "Resident Evil 2" → "Resident Evil", "Mafia II (Classic)" and "Mafia III" → "Mafia", "Cities: Skylines" and
 * "Cities: Skylines II" → "Cities: Skylines" (the seed's name alone says "Resident Evil 7 Biohazard", "Mafia II
 * (Classic)", "Cities"). A shared beginning of a lone article or a possessive ("Sid Meier's") names no series.
 */
export function seriesName(name: string, other?: string): string {
  const head = (shortName(name).split(/\s*[:–—]\s*|\s+-\s+/)[0] ?? name).trim();
  const own = withoutNumbers(head.split(" "));
  if (other === undefined) return own;
  const a = wordsOf(name);
  const b = wordsOf(other);
  let k = 0;
  while (k < a.length && k < b.length && wordKey(a[k]!) !== "" && wordKey(a[k]!) === wordKey(b[k]!)) k++;
  const common = withoutNumbers(a.slice(0, k));
  return /\p{L}/u.test(common) && !/^(?:the|a|an)$/i.test(common) && !/'s$/i.test(common) ? common : own;
}

/**
 * Words without the numbers that end them. Where the two names part in the middle of a phrase (after an article,
 * "of" or a word that numbers parts: "Middle-earth: Shadow of", "Half-Life 2: Episode"), the subtitle is cut off too.
 */
function withoutNumbers(words: string[]): string {
  const last = () => words[words.length - 1]!.replace(/[:–—,]+$/, "");
  if (words.length > 1 && DANGLING.test(last())) {
    const colon = words.findLastIndex((w) => /[:–—]$/.test(w));
    words.length = colon >= 0 ? colon + 1 : 1;
  }
  while (words.length > 1 && isSeriesNumber(last())) words.pop();
  return words.join(" ").replace(/[\s:–—,-]+$/, "");
}
const DANGLING = /^(?:the|a|an|of|and|&|\+|episode|chapter|part|season|book|volume|act)$/i;

/** A name's words for comparing two names: trademark signs, a trailing "(…)" and edition subtitles left out. */
const wordsOf = (name: string): string[] => shortName(name).replace(/\s*\([^)]*\)\s*$/, "").split(" ");
/** A word as two names compare it: case and a trailing colon or comma aside; a spaced dash ends the comparison. */
const wordKey = (word: string): string => (/^[-–—]+$/.test(word) ? "" : word.toLowerCase().replace(/[’`´]/g, "'").replace(/[:,]+$/, ""));
