// Number tokens folded to arabic digits, so "witcher three", "witcher iii" and "witcher 3" read the same.

/** English number words people type in game names. */
const WORDS = new Map<string, string>(
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"].map((w, i) => [w, String(i + 1)]),
);

const ROMAN_VALUE: Record<string, number> = { i: 1, v: 5, x: 10 };

// Only i..xxx: larger numerals ("mix", "civ", "dc") are far more often words than numbers in game names.
const ROMAN = /^x{0,3}(ix|iv|v?i{0,3})$/;

/** Value of a roman numeral token from i to xxx, or null. */
export function romanValue(token: string): number | null {
  if (token === "" || !ROMAN.test(token)) return null;
  let total = 0;
  for (let i = 0; i < token.length; i++) {
    const v = ROMAN_VALUE[token[i]!]!;
    const next = ROMAN_VALUE[token[i + 1] ?? ""] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/**
 * Folds one lowercase token: roman numerals (i..xxx) and number words (one..twenty) become digits.
 *
 * @example
 * foldNumeral("iii"); // "3"
 * foldNumeral("two"); // "2"
 * foldNumeral("mix"); // "mix"
 */
export function foldNumeral(token: string): string {
  const word = WORDS.get(token);
  if (word) return word;
  // Cheap exit before the regex: every numeral starts with i, v or x.
  const first = token.charCodeAt(0);
  if (token.length > 7 || (first !== 105 && first !== 118 && first !== 120)) return token;
  const roman = romanValue(token);
  return roman === null ? token : String(roman);
}
