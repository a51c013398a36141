// Typo repair for descriptions: a word nobody uses is replaced by the one common word one edit away ("medival").
import { distance } from "fastest-levenshtein";

/** Words shorter than this are never corrected (too many neighbours). */
const MIN_LENGTH = 5;

/** Corrects single words against a vocabulary with word counts. */
export interface Speller {
  /** True when the word is in the vocabulary (or is too short or numeric to judge). */
  knows(word: string): boolean;
  /** The most frequent vocabulary word one edit (insert, delete, substitute, swap) away, or null. */
  correct(word: string): string | null;
}

/** The speller's data (plain: the catalog build stores it): word counts and the symmetric-delete index. */
export interface SpellingTable {
  counts: ReadonlyMap<string, number>;
  /** A word or one of its one-letter deletions → the word(s). */
  byDeletion: ReadonlyMap<string, string | string[]>;
}

/**
 * Builds a speller from word counts (a symmetric-delete index: every word and its one-letter deletions point back to
 * the word, so a lookup costs a few map reads instead of a scan).
 *
 * @example
 * const speller = createSpeller(new Map([["medieval", 40]]));
 * speller.correct("medival"); // "medieval"
 */
export function createSpeller(counts: ReadonlyMap<string, number>, known: (word: string) => boolean = () => false): Speller {
  return spellerFrom(buildSpelling(counts), known);
}

/** The spelling table of word counts. */
export function buildSpelling(counts: ReadonlyMap<string, number>): SpellingTable {
  // Most keys point to one word: held as the word itself, not a one-element array (hundreds of thousands of keys).
  const byDeletion = new Map<string, string | string[]>();
  for (const word of counts.keys()) {
    if (word.length < MIN_LENGTH - 1) continue;
    for (const key of [word, ...deletions(word)]) {
      const list = byDeletion.get(key);
      if (list === undefined) byDeletion.set(key, word);
      else if (typeof list === "string") {
        if (list !== word) byDeletion.set(key, [list, word]);
      } else if (list[list.length - 1] !== word) list.push(word);
    }
  }
  return { counts, byDeletion };
}

/** The speller over a spelling table; `known` words are never corrected. */
export function spellerFrom(table: SpellingTable, known: (word: string) => boolean = () => false): Speller {
  const { counts, byDeletion } = table;
  const knows = (word: string) => word.length < MIN_LENGTH || /\d/.test(word) || counts.has(word) || known(word);
  return {
    knows,
    correct(word) {
      if (knows(word)) return null;
      let best: string | null = null;
      let bestCount = 0;
      for (const key of [word, ...deletions(word)]) {
        const found = byDeletion.get(key);
        for (const candidate of typeof found === "string" ? [found] : (found ?? [])) {
          const c = counts.get(candidate) ?? 0;
          // Typos rarely hit the first letter; requiring it keeps "prussian" from becoming "russian".
          if (c > bestCount && candidate[0] === word[0] && (distance(word, candidate) <= 1 || isSwap(word, candidate))) {
            best = candidate;
            bestCount = c;
          }
        }
      }
      return best;
    },
  };
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

// "teh" / "the": one swap of neighbours counts as one edit.
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}
