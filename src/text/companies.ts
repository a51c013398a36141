// Legal forms that end a company name ("Inc.", "GmbH", "S.A.", "sp. z o.o."): they say nothing about who made a game.
// One list for the catalog build (which keeps "Foo, Inc." one company) and the recommender (whose maker key drops them).

/** Legal forms in lower-case letters, dots and spaces left out: "S.A." is "sa", "sp. z o.o." is "spzoo". */
const LEGAL_FORMS: ReadonlySet<string> = new Set([
  "inc", "incorporated", "llc", "ltd", "limited", "co", "corp", "corporation", "company", "gmbh", "ag", "kg", "as",
  "sa", "sas", "sl", "srl", "sro", "spa", "spzoo", "ab", "oy", "kk", "pty", "plc", "bv", "lda", "ltda",
]);
/** The forms also written letter by letter or in parts ("S.R.L.", "A/S", "sp. z o.o."): matched across words. */
const SPELT_OUT: ReadonlySet<string> = new Set(["as", "sa", "sas", "sl", "srl", "sro", "spa", "spzoo", "kk", "bv", "llc"]);
// The most words one form is written in ("sp z o o").
const MAX_FORM_WORDS = 4;

/**
 * True when `part` is a legal form alone, however it is dotted or spaced.
 *
 * @example
 * isLegalForm("S.A."); // true
 * isLegalForm("sp. z o.o."); // true
 * isLegalForm("Valve"); // false
 */
export function isLegalForm(part: string): boolean {
  return LEGAL_FORMS.has(part.toLowerCase().replace(/[.\s]/g, ""));
}

/**
 * Lower-case words of a company name without the legal forms that end it; the first word always stays.
 *
 * @example
 * withoutLegalForms(["io", "interactive", "a", "s"]); // ["io", "interactive"]
 * withoutLegalForms(["fromsoftware", "inc"]); // ["fromsoftware"]
 */
export function withoutLegalForms(words: readonly string[]): string[] {
  let end = words.length;
  let cut = true;
  while (cut) {
    cut = false;
    for (let k = Math.min(MAX_FORM_WORDS, end - 1); k >= 1; k--) {
      const form = words.slice(end - k, end).join("");
      if (k === 1 ? LEGAL_FORMS.has(form) : SPELT_OUT.has(form)) {
        end -= k;
        cut = true;
        break;
      }
    }
  }
  return words.slice(0, end);
}
