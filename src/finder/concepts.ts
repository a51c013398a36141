// Parses the concept table (concept-table.ts) into whole-word patterns, and lists its plain words for typo repair.
import { CONCEPT_TABLE, CONCEPT_TABLE_RU } from "./concept-table";

/** One table line: a whole-word pattern over normalized text and the labels it points to. */
export interface Concept {
  pattern: RegExp;
  labels: { label: string; weight: number }[];
  /** The table line's source text, for debugging and `why` lines. */
  source: string;
}

/** Parses the table once (module load): throws on a malformed line so a typo fails the tests, not a request. */
function parseTable(table: string): Concept[] {
  const out: Concept[] = [];
  for (const raw of table.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [pat, rhs] = line.split(" => ");
    if (!pat || !rhs) throw new Error(`finder: bad concept line "${line}"`);
    // "-" points nowhere: the phrase only stops shorter phrases inside it from counting ("arrow keys").
    const labels = rhs.trim() === "-" ? [] : rhs.split(",").map((part) => {
      const m = /^\s*(.+?)(?::([\d.]+))?\s*$/.exec(part);
      if (!m) throw new Error(`finder: bad concept label "${part}" in "${line}"`);
      return { label: m[1]!, weight: m[2] ? Number(m[2]) : 1 };
    });
    // `\w` in JavaScript means ASCII only; the table's `\w*` should also continue Cyrillic words.
    const body = pat.replaceAll("\\w", "[\\p{L}\\p{N}]");
    out.push({ pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "gu"), labels, source: pat });
  }
  return out;
}

/** The parsed concept table. */
export const CONCEPTS: readonly Concept[] = parseTable(`${CONCEPT_TABLE}\n${CONCEPT_TABLE_RU}`);

/**
 * The plain words the concept table is written in ("medieval", "artillery"...), for typo repair: each pattern
 * alternative is expanded when it uses only `x?`, `[ab]`, `(a|b)` and a trailing `\w*`; anything fancier is skipped.
 *
 * @example
 * conceptWords().includes("mediaeval"); // true (from "medi[ae]v[ae]l")
 */
export function conceptWords(): string[] {
  const words = new Set<string>();
  for (const c of CONCEPTS) {
    for (const alt of splitTop(c.source)) {
      // "artiller\w*" stands for artillery, artilleries...: a stem gets the common endings.
      const endings = alt.endsWith("\\w*") ? STEM_ENDINGS : [""];
      for (const phrase of expand(alt.replace(/\\w\*/g, ""))) {
        for (const ending of endings) for (const w of `${phrase}${ending}`.split(" ")) if (/^[a-z]{4,}$/.test(w)) words.add(w);
      }
    }
  }
  return [...words];
}

const STEM_ENDINGS = ["", "s", "e", "es", "y", "ies", "ing", "ed", "er", "ers", "ion", "ions", "al", "ic", "ous", "ism", "ist"];

// Splits a pattern on top-level "|" (not inside parentheses).
function splitTop(pattern: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) {
      out.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  out.push(pattern.slice(start));
  return out;
}

// All strings a tiny regex subset matches; [] when the alternative uses anything else. Capped at 64 variants.
function expand(alt: string): string[] {
  let variants = [""];
  for (let i = 0; i < alt.length; i++) {
    const ch = alt[i]!;
    let options: string[];
    if (ch === "[") {
      const end = alt.indexOf("]", i);
      if (end < 0) return [];
      options = [...alt.slice(i + 1, end)];
      i = end;
    } else if (ch === "(") {
      let depth = 1;
      let end = i + 1;
      for (; end < alt.length && depth > 0; end++) depth += alt[end] === "(" ? 1 : alt[end] === ")" ? -1 : 0;
      options = splitTop(alt.slice(i + 1, end - 1).replace(/^\?:/, "")).flatMap(expand);
      i = end - 1;
    } else if (/[a-z0-9 ]/.test(ch)) options = [ch];
    else return [];
    if (alt[i + 1] === "?") {
      options = [...options, ""];
      i++;
    }
    variants = variants.flatMap((v) => options.map((o) => v + o));
    if (variants.length > 64) return [];
  }
  return variants;
}
