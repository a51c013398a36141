// How well a normalized query matches one normalized name: whole-string and word-prefix Levenshtein similarity.
import { distance } from "fastest-levenshtein";

/** A query that is the start of a longer name scores at least this share ("witcher 3" in "witcher 3 wild hunt"). */
const PREFIX_BASE = 0.86;
/** A query found inside a longer name, not at its start ("civilization 6" in "sid meiers civilization 6"). */
const INFIX_BASE = 0.83;
/** Swapped letters ("valhiem") count as one edit when the plain edit distance is at most this. */
const MAX_SWAP_CHECK = 4;
/** Longest string the swap-aware distance is computed for (longer ones keep the plain distance). */
const MAX_SWAP_LENGTH = 64;
/** How far (in characters) a word boundary of the name may sit from the query's length to be tried as a part. */
const PART_SLACK = 3;

/**
 * Similarity 0..1 of two normalized strings: 1 - edit distance / longer length, also with spaces removed
 * ("stardewvalley"; pass the space-free forms when they are at hand); when the name is longer, also against its words from the start or from a later word starting
 * with the query's first letter, scaled by how much of the name they cover. Results at or under `floor` are not
 * worked out exactly (0 or a lower value comes back), which keeps ranking cheap.
 *
 * @example
 * textSimilarity("hollow night", "hollow knight"); // ≈ 0.92
 * textSimilarity("witcher 3", "witcher 3 wild hunt"); // ≈ 0.93
 * textSimilarity("civilization 6", "sid meiers civilization 6"); // ≈ 0.91
 */
export function textSimilarity(
  query: string,
  name: string,
  floor = 0,
  compactQuery = query.replaceAll(" ", ""),
  compactName = name.replaceAll(" ", ""),
): number {
  if (query === name) return 1;
  if (query.length === 0 || name.length === 0) return 0;
  let best = 0;
  if (bound(query.length, name.length) > floor) best = ratio(query, name);
  if (compactQuery.length !== query.length || compactName.length !== name.length) {
    const [q, n] = [compactQuery, compactName];
    if (bound(q.length, n.length) > Math.max(best, floor)) best = Math.max(best, ratio(q, n));
  }
  if (name.length > query.length + 1) best = Math.max(best, partSimilarity(query, name, Math.max(best, floor)));
  return best;
}

// Upper bound of ratio() from the lengths alone: the distance is at least the length difference.
function bound(a: number, b: number): number {
  return 1 - Math.abs(a - b) / Math.max(a, b);
}

function ratio(a: string, b: string): number {
  if (a === b) return 1;
  return 1 - editDistance(a, b) / Math.max(a.length, b.length);
}

// Best match of the query against a run of whole words of the name.
function partSimilarity(query: string, name: string, floor: number): number {
  let best = floor;
  for (let start = 0; start !== -1; start = nextWord(name, start)) {
    if (start > 0 && name.charCodeAt(start) !== query.charCodeAt(0)) continue;
    const base = start === 0 ? PREFIX_BASE : INFIX_BASE;
    for (let end = name.indexOf(" ", start); ; end = name.indexOf(" ", end + 1)) {
      const stop = end === -1 ? name.length : end;
      const len = stop - start;
      if (len >= query.length - PART_SLACK && len < name.length) {
        const cover = base + ((1 - base) * len) / name.length;
        if (cover * bound(query.length, len) > best) best = Math.max(best, cover * ratio(query, name.slice(start, stop)));
      }
      if (end === -1 || len > query.length + PART_SLACK) break;
    }
  }
  return best > floor ? best : 0;
}

function nextWord(name: string, start: number): number {
  const space = name.indexOf(" ", start);
  return space === -1 ? -1 : space + 1;
}

/**
 * Edit distance where swapping two neighbouring letters is one edit (optimal string alignment): fastest-levenshtein
 * first, and the slower swap-aware table only when a swap could change the answer.
 *
 * @example
 * editDistance("valhiem", "valheim"); // 1
 */
export function editDistance(a: string, b: string): number {
  const d = distance(a, b);
  if (d < 2 || d > MAX_SWAP_CHECK || a.length > MAX_SWAP_LENGTH || b.length > MAX_SWAP_LENGTH) return d;
  return Math.min(d, osaDistance(a, b));
}

// Three rows of the dynamic-programming table, reused across calls.
const rows = [new Int32Array(MAX_SWAP_LENGTH + 1), new Int32Array(MAX_SWAP_LENGTH + 1), new Int32Array(MAX_SWAP_LENGTH + 1)];

function osaDistance(a: string, b: string): number {
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]!;
}
