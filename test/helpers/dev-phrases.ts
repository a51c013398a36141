// Phrases of three or more words from the development sets (../shared/eval), for the test that keeps them out of
// src/ and test/. Both sides are folded the same way: lowercase, accents and apostrophes dropped, regex escapes
// removed, plural "s" cut, so "Hide in wardrobes" meets `hide in wardrobe\w*`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Words too common to make a phrase on their own: a phrase needs at least one word outside this list. */
const FUNCTION_WORDS = new Set(
  ("a an the and or but if of to in on at by for with from into onto over under about as is are was were be been it its " +
    "this that these those there then than so such very just also too i me my we our you your u ur he him his she her they " +
    "them their who which what when where how do does did have has had can could would will not no only all any some one " +
    "up down out off like get got go went make made thing things lot bit w o s t re ll ve d m more most other same part " +
    "name game play played player playing first second end top here each every way also url").split(" "),
);

/** Folded words of a text; every run of non-letters/digits separates words. */
export function words(text: string): string[] {
  const cleaned = text
    .replace(/\\[pP]\{[^}]*\}|\\[wWdDsSbB]|\\u[0-9a-fA-F]{4}/g, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .replace(/(\d)[,.](?=\d{3}(?!\d))/g, "$1");
  return cleaned.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(fold);
}

// "wardrobes" → "wardrobe", "bodies" → "body": plural forms meet.
function fold(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Phrase lengths looked for, and how many words of each must be more than function words or numbers. */
export const SIZES: readonly { size: number; content: number }[] = [
  { size: 3, content: 2 },
  { size: 4, content: 1 },
];

/**
 * The phrases (words joined by spaces) of a text: three words of which two carry meaning ("managed democracy
 * propaganda"), or four words of which one does ("day of the dead").
 */
export function phrases(text: string, { wholeText = false } = {}): Set<string> {
  const out = new Set<string>();
  // In the eval texts a comma or full stop ends a phrase (unless `wholeText`); in code any separator is a space.
  for (const segment of wholeText ? [text] : text.split(/[,.;:!?()"\n]+/)) {
    const w = words(segment);
    for (const { size, content } of SIZES) {
      for (let i = 0; i + size <= w.length; i++) {
        const gram = w.slice(i, i + size);
        if (gram.filter((x) => !FUNCTION_WORDS.has(x) && !/^\d+$/.test(x)).length >= content) out.add(gram.join(" "));
      }
    }
  }
  return out;
}

/** Every string value of a JSON document (keys, numbers and URLs left out). */
function jsonStrings(value: unknown, out: string[]): void {
  if (typeof value === "string") {
    // Addresses ("store.steampowered.com/app/…") are not phrases.
    if (!/^(https?:|[\w.-]+\.\w+\/)/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) jsonStrings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) jsonStrings(v, out);
}

/**
 * The texts of one eval file: the string values of its JSON / JSONL records. The sets' notes on how they were built
 * (README.md, the editorial file's `method` and other top-level fields) name the public sources the catalog is built
 * from and are not read.
 */
export function evalTexts(file: string): string[] {
  const raw = readFileSync(file, "utf8");
  const out: string[] = [];
  if (file.endsWith(".jsonl")) for (const line of raw.split("\n")) line.trim() && jsonStrings(JSON.parse(line), out);
  else if (file.endsWith(".json")) {
    const doc = JSON.parse(raw) as Record<string, unknown>;
    jsonStrings(Array.isArray(doc) ? doc : (doc.seeds ?? doc), out);
  }
  return out;
}

/** Files under `dir` (recursive), skipping node_modules. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** Where a phrase of `devPhrases` shows up in `text`: each found phrase once. */
export function leaks(text: string, devPhrases: ReadonlySet<string>): string[] {
  const w = words(text);
  const found = new Set<string>();
  for (const { size } of SIZES) {
    for (let i = 0; i + size <= w.length; i++) {
      const gram = w.slice(i, i + size).join(" ");
      if (devPhrases.has(gram)) found.add(gram);
    }
  }
  return [...found];
}
