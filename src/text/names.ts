// Name folding of the lookup: case, marks, punctuation, numerals, "the", editions, "Head: Subtitle" splits.
import { distance } from "fastest-levenshtein";
import { EDITION_WORDS } from "./editions";
import { foldNumeral } from "./numerals";

const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[a-z]/;

// Latin letters that look like Cyrillic ones; names such as "Cимулятор" mix them (the first letter is Latin).
const LATIN_TO_CYR: Record<string, string> = {
  a: "а", b: "в", c: "с", e: "е", h: "н", k: "к", m: "м", o: "о", p: "р", t: "т", x: "х", y: "у",
};
const CYR_TO_LATIN: Record<string, string> = Object.fromEntries(Object.entries(LATIN_TO_CYR).map(([l, c]) => [c, l]));

/** Folded tokens a store name may end with that people leave out: the edition words and those of "game of the year". */
export const EDITION_TOKENS: ReadonlySet<string> = new Set([...EDITION_WORDS, "game", "of", "year"]);
// Tokens that only count as edition words next to a real one ("game of the year", "director's cut").
const WEAK_EDITION = new Set(["game", "of", "year", "cut", "version"]);

/** True when `text` has Cyrillic letters. */
export function hasCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}

/** True when `text` has Latin letters (after lowercasing). */
export function hasLatin(text: string): boolean {
  return LATIN.test(text.toLowerCase());
}

/**
 * Folds raw text into lowercase tokens of letters and digits: ™®© and apostrophes dropped, accents on Latin letters
 * removed, ё → е, "&" → "and", "40,000" → "40000", letters and digits split ("gate3" → "gate 3").
 *
 * @example
 * foldTokens("Baldur's Gate3™"); // ["baldurs", "gate", "3"]
 */
export function foldTokens(raw: string): string[] {
  // Most store names are plain ASCII: one pass over the characters instead of a chain of Unicode regexes.
  if (/^[\x20-\x7e]*$/.test(raw) && !raw.includes("(")) return foldAscii(raw);
  let s = raw.replace(/[™®©℠]/g, "").replace(/\((?:tm|r|c)\)/gi, " ").normalize("NFKC").toLowerCase();
  s = s.replace(/[’‘'`´ʼ]/g, "").replace(/&/g, " and ").replace(/ё/g, "е").replace(/(\d)[,.](?=\d{3}(?!\d))/g, "$1");
  // Strip combining marks only after Latin letters: Cyrillic й decomposes to и + breve and must stay й.
  s = s.normalize("NFD").replace(/([a-z])[\u0300-\u036f]+/g, "$1").normalize("NFC");
  s = s.replace(/[^\p{L}\p{Nd}]+/gu, " ").replace(/(\p{L})(\p{Nd})/gu, "$1 $2").replace(/(\p{Nd})(\p{L})/gu, "$1 $2");
  const tokens = s.split(" ").filter((t) => t !== "");
  return tokens.map(foldHomoglyphs);
}

// foldTokens for printable ASCII without "(": letters lowercased, apostrophes dropped, "&" → "and", digits split
// from letters, "40,000" → "40000", anything else a separator.
function foldAscii(raw: string): string[] {
  const lower = raw.toLowerCase();
  const tokens: string[] = [];
  let cur = ""; // the token so far, before `start`
  let start = -1; // where the current run of the token's characters began, or -1
  let curDigits = false;
  const end = (i: number) => {
    if (start >= 0) cur += lower.slice(start, i);
    if (cur !== "") tokens.push(cur);
    cur = "";
    start = -1;
  };
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    const digit = c >= 48 && c <= 57;
    if (digit || (c >= 97 && c <= 122)) {
      if ((start >= 0 || cur !== "") && digit !== curDigits) end(i);
      if (start < 0) start = i;
      curDigits = digit;
    } else if (c === 39 || c === 96) {
      // Apostrophes join: "baldur's" → "baldurs".
      if (start >= 0) cur += lower.slice(start, i);
      start = -1;
    } else if ((c === 44 || c === 46) && curDigits && /^\d{3}(?!\d)/.test(lower.slice(i + 1, i + 5))) {
      // A thousands separator between digits: "40,000".
      if (start >= 0) cur += lower.slice(start, i);
      start = -1;
    } else {
      end(i);
      if (c === 38) tokens.push("and");
    }
  }
  end(lower.length);
  return tokens;
}

// A token mixing scripts is rewritten into its majority script.
function foldHomoglyphs(token: string): string {
  if (!CYRILLIC.test(token) || !LATIN.test(token)) return token;
  let cyr = 0;
  for (const ch of token) if (CYRILLIC.test(ch)) cyr++;
  const toCyr = cyr * 2 >= [...token].length;
  const map = toCyr ? LATIN_TO_CYR : CYR_TO_LATIN;
  return [...token].map((ch) => map[ch] ?? ch).join("");
}

/**
 * The comparison form of a name: folded tokens, numerals as digits, "the" left out.
 *
 * @example
 * normalizeName("The Witcher® 3: Wild Hunt"); // "witcher 3 wild hunt"
 * normalizeName("Portal Two"); // "portal 2"
 */
export function normalizeName(raw: string): string {
  return normalizeForms(raw).plain;
}

/** The forms of a name that keys and queries are compared in. */
export interface NameForms {
  plain: string;
  compactWithThe: string;
}

/**
 * normalizeName() and the same text with "the" kept and no spaces, which catches "thesims 3" and "te room".
 *
 * @example
 * normalizeForms("The Sims 3"); // { plain: "sims 3", compactWithThe: "thesims3" }
 */
export function normalizeForms(raw: string): NameForms {
  const tokens = foldTokens(raw).map(foldNumeral);
  const kept = tokens.filter((t) => t !== "the");
  return { plain: (kept.length > 0 ? kept : tokens).join(" "), compactWithThe: tokens.join("") };
}

/**
 * A normalized name without its trailing edition words; the name itself when nothing is left or nothing trails.
 * With `fuzzy`, a misspelt edition word ("editon") also counts (queries only).
 *
 * @example
 * coreName("skyrim special edition"); // "skyrim"
 * coreName("titan quest gold editon", true); // "titan quest"
 */
export function coreName(normalized: string, fuzzy = false): string {
  // Fast exit: most names do not end with an edition word.
  const lastWord = normalized.slice(normalized.lastIndexOf(" ") + 1);
  if (!fuzzy && !EDITION_TOKENS.has(lastWord)) return normalized;
  const tokens = normalized.split(" ");
  let end = tokens.length;
  let strong = false;
  while (end > 1) {
    const t = tokens[end - 1]!;
    const isWord = EDITION_TOKENS.has(t) || (fuzzy && t.length >= 5 && nearEditionWord(t));
    if (!isWord) break;
    if (!WEAK_EDITION.has(t)) strong = true;
    end--;
  }
  // "game of the year" alone is a strong edition phrase; other weak words need a strong neighbour.
  const cut = tokens.slice(end).join(" ");
  if (!strong && cut !== "game of year" && !cut.endsWith(" game of year")) return normalized;
  // Nothing but edition words ("game of the year edition"): there is no name to keep.
  if (end === 1 && EDITION_TOKENS.has(tokens[0]!)) return normalized;
  return end === tokens.length ? normalized : tokens.slice(0, end).join(" ");
}

function nearEditionWord(token: string): boolean {
  for (const w of EDITION_TOKENS) if (w.length >= 5 && distance(token, w) <= 1) return true;
  return false;
}

/**
 * Splits a store name into head and subtitle at the first ":" or " - " ("Middle-earth: Shadow of Mordor").
 * Returns null when there is no such split.
 */
export function splitSubtitle(raw: string): { head: string; subtitle: string } | null {
  // Most names have no separator: skip the regex for them.
  if (!/[:：]|\s[-–—]\s/.test(raw)) return null;
  const m = /^(.+?)(?:\s*[:：]\s*|\s+[-–—]\s+)(.+)$/.exec(raw);
  if (!m) return null;
  return { head: m[1]!, subtitle: m[2]! };
}
