// Name keys of the recommender: a loosely cleaned name, its edition-free stem and the key of its series.
import { editionPattern } from "./editions";

const TRAILING_EDITION = new RegExp(`(?:[\\s:\\-–—]+${editionPattern()})+$`);
// A subtitle of one word and "edition" after a colon or a spaced dash names an edition too ("Dear Esther: Landmark
// Edition", "Minecraft: Java Edition"); a hyphen inside a word is no separator ("Half-Life Edition" keeps "half-life").
const NAMED_EDITION = /(?::\s*|\s+[-–—]\s+)(?:the\s+)?[\p{L}\p{N}']+\s+edition$/u;
const ROMAN = /^(?:i{1,3}|iv|v|vi{1,3}|ix|x|xi{1,3})$/;

/** True for a word that numbers a game of a series: "2", "v2", "1998", "III". */
export function isSeriesNumber(word: string): boolean {
  return /^v?\d{1,4}$/i.test(word) || ROMAN.test(word.toLowerCase());
}

/**
 * Lower-cased name without marks, brackets and punctuation noise; subtitle separators (":", " - ") stay.
 *
 * @example
 * cleanName("DARK SOULS™: REMASTERED (2018)"); // "dark souls: remastered"
 */
export function cleanName(name: string): string {
  // Marks go before NFKD, which would spell ™ as "TM"; plain ASCII names (most) skip the Unicode work.
  const base = /^[\x20-\x7e]*$/.test(name) ? name : name.replace(/[™®©]/g, "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return base
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .replace(/[^\p{L}\p{N}':\-–— ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The name with edition words removed: "DARK SOULS™: REMASTERED" and "Dark Souls: Prepare to Die Edition" share
 * the stem "dark souls", as "Dear Esther: Landmark Edition" shares "dear esther"; "Dark Souls III" keeps its numeral.
 */
export function nameStem(name: string, cleaned = cleanName(name)): string {
  let s = cleaned.replace(NAMED_EDITION, "").trim() || cleaned;
  for (let i = 0; i < 3; i++) {
    const next = s.replace(TRAILING_EDITION, "").trim();
    if (next === s || next.length === 0) break;
    s = next;
  }
  return s.replace(/^the /, "").replace(/[:\-–— ]+$/g, "").replace(/[:\-–—]/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * The series key: the stem cut at its subtitle, without a trailing number, roman numeral or year.
 * "The Witcher 3: Wild Hunt" → "witcher"; "Borderlands 2" → "borderlands"; "Batman: Arkham City" → "batman".
 */
export function seriesKey(name: string, cleaned = cleanName(name)): string {
  const base = cleaned.replace(/^the /, "");
  const head = (base.split(/\s*[:–—]\s*|\s+-\s+/)[0] ?? base).trim();
  const words = head.split(" ").filter(Boolean);
  while (words.length > 1 && isSeriesNumber(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

/** Cleaned name, stem and series key at once (one cleaning). */
export function nameKeys(name: string): { normalized: string; stem: string; series: string } {
  const normalized = cleanName(name);
  return { normalized, stem: nameStem(name, normalized), series: seriesKey(name, normalized) };
}
