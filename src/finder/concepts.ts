// The concept table (data/concepts.json): how people describe games, mapped to catalog labels. Loaded and checked
// once at module load; also lists the table's plain words for typo repair.
//
// Each concept is a regular expression over normalized text (lowercase, punctuation turned into spaces, see src/text
// `foldText`) that must match whole words (`\w` also continues Cyrillic words), and the labels it points to with a
// weight 0..1 of how sure the mapping is. Labels are compared by `featureKey`, so "Souls-like" meets a catalog tag
// spelled "Souls-Like". No labels: the phrase only hides shorter phrases inside it ("arrow keys" hides "arrow").
// General vocabulary only (genres, mechanics, settings, moods, art styles, famous reference games), never a list of
// answers; every catalog label also matches its own name (query.ts), so only synonyms live in the table.
import table from "./data/concepts.json";

/** One table line: a whole-word pattern over normalized text and the labels it points to. */
export interface Concept {
  pattern: RegExp;
  labels: { label: string; weight: number }[];
  /** The line's pattern text, for tests and typo repair. */
  source: string;
  lang: "en" | "ru";
}

/**
 * Checks the table's shape and compiles it: throws on anything malformed, so a bad edit fails the tests and the
 * start-up, never a request.
 */
export function parseConcepts(raw: unknown): Concept[] {
  if (!Array.isArray(raw)) throw new Error("finder: the concept table must be a list of sections");
  const out: Concept[] = [];
  for (const section of raw as unknown[]) {
    const { section: name, lang, concepts } = (section ?? {}) as Record<string, unknown>;
    if (typeof name !== "string" || (lang !== "en" && lang !== "ru") || !Array.isArray(concepts)) {
      throw new Error(`finder: bad concept section ${JSON.stringify(section)?.slice(0, 80)}`);
    }
    for (const c of concepts as unknown[]) {
      const { pattern, labels } = (c ?? {}) as Record<string, unknown>;
      const entries = labels && typeof labels === "object" && !Array.isArray(labels) ? Object.entries(labels) : null;
      if (typeof pattern !== "string" || !pattern.trim() || !entries || entries.some(([l, w]) => !l.trim() || typeof w !== "number" || !(w > 0 && w <= 1))) {
        throw new Error(`finder: bad concept ${JSON.stringify(c)?.slice(0, 120)} in section "${name}"`);
      }
      // `\w` in JavaScript means ASCII only; the table's `\w*` should also continue Cyrillic words.
      const body = pattern.replaceAll("\\w", "[\\p{L}\\p{N}]");
      out.push({
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "gu"),
        labels: entries.map(([label, weight]) => ({ label, weight: weight as number })),
        source: pattern,
        lang,
      });
    }
  }
  return out;
}

/** The parsed concept table. */
export const CONCEPTS: readonly Concept[] = parseConcepts(table);

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
    for (const alt of alternativesOf(c.source)) {
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

/** A pattern's top-level alternatives ("a|b(c|d)" → "a", "b(c|d)"): the unit the table's checks compare. */
export function alternativesOf(pattern: string): string[] {
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
      options = alternativesOf(alt.slice(i + 1, end - 1).replace(/^\?:/, "")).flatMap(expand);
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
