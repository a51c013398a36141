// Number tokens folded to arabic digits, so "witcher three", "witcher iii" and "witcher 3" read the same.

/** English number words people type in game names. */
const WORDS = new Map<string, string>(
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"].map((w, i) => [w, String(i + 1)]),
);

const WORD_FIRST = "efnost";

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
  const first = token.charCodeAt(0);
  // Cheap exit before hashing the token: number words are 3-9 letters starting with e, f, n, o, s or t.
  if (token.length >= 3 && token.length <= 9 && WORD_FIRST.includes(token[0]!)) {
    const word = WORDS.get(token);
    if (word) return word;
  }
  // Every numeral starts with i, v or x.
  if (token.length > 7 || (first !== 105 && first !== 118 && first !== 120)) return token;
  const roman = romanValue(token);
  return roman === null ? token : String(roman);
}
