// An in-memory trigram index over many short strings: candidates for fuzzy matching in well under a millisecond.
import { lowerBound } from "./lower-bound";

/** Trigram posting lists over many strings, as plain data (stored with the catalog); trigramCandidates() reads it. */
export interface TrigramIndex {
  /** Trigram ids that occur, rising, and where each one's list starts in `postings` (plus the end of the last). */
  usedIds: Int32Array;
  usedStarts: Uint32Array;
  /** String ids (positions in the indexed array), list after list. */
  postings: Int32Array;
  /** Trigram count of each string (capped at 255). */
  sizes: Uint8Array;
}

/** Share of a query's trigrams, the rarest, whose posting lists are always scanned whole. */
const RARE_LIST_SHARE = 0.25;
/**
 * Postings scanned over the other (common) trigrams' lists, shared equally; each list is cut to its first postings,
 * the lowest ids, which are the best-known games when strings are indexed by popularity. A short query ("bation")
 * gets deep lists for its few common trigrams; a long one has many trigrams and needs less of each.
 */
const COMMON_BUDGET = 10_000;
const MIN_COMMON_CAP = 500;
const BASE = 128;
/** Strings an index may hold: a candidate's rank and id are sorted as one number (topByRank). */
const ID_SPAN = 2 ** 24;

// Trigram alphabet: space, a-z, 0-9, and any other character folded into 91 buckets (a collision only adds a candidate).
function code(c: number): number {
  if (c === 32) return 0;
  if (c >= 97 && c <= 122) return c - 96;
  if (c >= 48 && c <= 57) return c - 21;
  return 37 + (c % 91);
}

/**
 * Writes the unique trigram ids of " text " into `out` from `at`; returns how many. `out` must have room for
 * text.length + 2 more ids.
 */
function trigramsInto(text: string, out: Int32Array, at: number): number {
  let n = 0;
  let a = 0; // the leading pad space
  let b = code(text.charCodeAt(0));
  for (let i = 1; i <= text.length; i++) {
    const c = i < text.length ? code(text.charCodeAt(i)) : 0;
    const id = (a * BASE + b) * BASE + c;
    let seen = false;
    for (let k = at; k < at + n; k++) {
      if (out[k] === id) {
        seen = true;
        break;
      }
    }
    if (!seen) out[at + n++] = id;
    a = b;
    b = c;
  }
  return n;
}

function trigramsOf(text: string): Int32Array {
  if (text.length === 0) return new Int32Array(0);
  const out = new Int32Array(text.length + 2);
  return out.subarray(0, trigramsInto(text, out, 0));
}

/**
 * Builds the index: all trigram ids into one flat array, then compressed posting lists (no per-string objects).
 *
 * @example
 * const idx = createTrigramIndex(["hollow knight", "hollow knight silksong", "stardew valley"]);
 * trigramCandidates(idx, "holow knight", 2); // [0, 1]
 */
export function createTrigramIndex(texts: readonly string[]): TrigramIndex {
  if (texts.length > ID_SPAN) throw new Error(`trigram index: ${texts.length} strings, at most ${ID_SPAN}`);
  let total = 0;
  for (const t of texts) total += t.length + 2;
  const flat = new Int32Array(total);
  const from = new Int32Array(texts.length + 1);
  const counts = new Int32Array(BASE * BASE * BASE + 1);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    from[i] = at;
    const text = texts[i]!;
    if (text.length > 0) at += trigramsInto(text, flat, at);
    for (let k = from[i]!; k < at; k++) counts[flat[k]! + 1]!++;
  }
  from[texts.length] = at;
  for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
  const starts = counts; // the list of trigram id runs from starts[id] to starts[id + 1]
  const cursor = starts.slice(0, -1);
  const postings = new Int32Array(at);
  for (let i = 0; i < texts.length; i++) for (let k = from[i]!; k < from[i + 1]!; k++) postings[cursor[flat[k]!]!++] = i;

  // Only trigrams that occur keep a list start: the dense table (128³ entries, 8 MB) is dropped after the build.
  const { ids: usedIds, starts: usedStarts } = occurringLists(starts);
  const sizes = new Uint8Array(texts.length);
  for (let i = 0; i < texts.length; i++) sizes[i] = Math.min(255, from[i + 1]! - from[i]!);
  return { usedIds, usedStarts, postings, sizes };
}

/**
 * Per-index scratch of a query, made on first use (the stored index itself is read-only): hit counters by string
 * (zeroed after each query), the strings touched, and their ranks in the same order (read in sequence, not by id).
 */
const scratchOf = new WeakMap<TrigramIndex, { hits: Uint8Array; ranks: Uint8Array; touched: Int32Array }>();

/**
 * Ids (positions in the indexed array) of up to `limit` strings sharing the most trigrams with `text`, shorter
 * strings first among equals; ties go to the lower id, so index popular strings first.
 *
 * @example
 * trigramCandidates(createTrigramIndex(["hollow knight", "stardew valley"]), "holow knight", 1); // [0]
 */
export function trigramCandidates(index: TrigramIndex, text: string, limit: number): number[] {
  const { usedIds, usedStarts, postings, sizes } = index;
  const ids = trigramsOf(text);
  if (ids.length === 0 || limit <= 0) return [];
  let scratch = scratchOf.get(index);
  if (!scratch) {
    const n = sizes.length;
    scratchOf.set(index, (scratch = { hits: new Uint8Array(n), ranks: new Uint8Array(n), touched: new Int32Array(n) }));
  }
  const { hits, ranks, touched } = scratch;
  const listOf = (id: number): { from: number; to: number } => {
    const at = lowerBound(usedIds, id);
    return usedIds[at] === id ? { from: usedStarts[at]!, to: usedStarts[at + 1]! } : { from: 0, to: 0 };
  };
  const lists = [...ids]
    .map(listOf)
    .filter((l) => l.to > l.from)
    .sort((x, y) => x.to - x.from - (y.to - y.from));
  const rare = Math.ceil(ids.length * RARE_LIST_SHARE);
  const cap = Math.max(MIN_COMMON_CAP, Math.floor(COMMON_BUDGET / Math.max(1, lists.length - rare)));
  let nTouched = 0;
  let used = 0;
  for (const l of lists) {
    const to = used < rare ? l.to : Math.min(l.to, l.from + cap);
    for (let p = l.from; p < to; p++) {
      const t = postings[p]!;
      if (hits[t] === 0) touched[nTouched++] = t;
      if (hits[t]! < 255) hits[t]!++;
    }
    used++;
  }
  // Rank = share of the scanned query trigrams the string has, plus a Dice-like share that also counts the
  // string's own length, so that "bastion" beats "combination station" for "bation". A rank depends only on the
  // string's hits and size: each pair met is worked out once (thousands of strings share a few hundred pairs).
  const rankOf = pairRanks(used, ids.length);
  for (let i = 0; i < nTouched; i++) {
    const t = touched[i]!;
    ranks[i] = rankOf(hits[t]!, sizes[t]!);
    hits[t] = 0;
  }
  return topByRank(touched, ranks, nTouched, limit);
}

/** Ranks by (hits, size) pair for one query, remembered until the next query (a generation stamp per pair). */
const pairRank = new Uint8Array(256 * 256);
const pairStamp = new Int32Array(256 * 256);
let generation = 0;

function pairRanks(used: number, queryTrigrams: number): (hits: number, size: number) => number {
  const stamp = ++generation;
  return (hits, size) => {
    const pair = (hits << 8) | size;
    if (pairStamp[pair] === stamp) return pairRank[pair]!;
    const cover = hits / used;
    pairStamp[pair] = stamp;
    return (pairRank[pair] = Math.round(63 * (cover + (2 * cover) / (1 + size / queryTrigrams))));
  };
}

// The trigram ids whose lists are not empty, in rising order, with the start of each list (and the end of the last).
function occurringLists(starts: Int32Array): { ids: Int32Array; starts: Uint32Array } {
  let n = 0;
  for (let id = 0; id + 1 < starts.length; id++) if (starts[id + 1]! > starts[id]!) n++;
  const ids = new Int32Array(n);
  const from = new Uint32Array(n + 1);
  let k = 0;
  for (let id = 0; id + 1 < starts.length; id++) {
    if (starts[id + 1]! > starts[id]!) {
      ids[k] = id;
      from[k++] = starts[id]!;
    }
  }
  from[n] = starts[starts.length - 1]!;
  return { ids, starts: from };
}

// The `limit` ids of highest rank, ties by lower id (`ranks[i]` is the rank of `touched[i]`). A histogram of ranks
// finds the cut-off rank, so only the ids at the cut-off are sorted, in a typed array.
const histogram = new Int32Array(256);

function topByRank(touched: Int32Array, ranks: Uint8Array, n: number, limit: number): number[] {
  histogram.fill(0);
  for (let i = 0; i < n; i++) histogram[ranks[i]!]!++;
  let cut = 255;
  let above = 0; // ids ranked above `cut`
  while (cut > 1 && above + histogram[cut]! < limit) above += histogram[cut--]!;
  // Above the cut: rank descending, then id, sorted as one number each (ids are below ID_SPAN).
  const best = new Float64Array(above);
  const atCut = new Int32Array(histogram[cut]!);
  let b = 0;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const r = ranks[i]!;
    if (r > cut) best[b++] = (255 - r) * ID_SPAN + touched[i]!;
    else if (r === cut) atCut[k++] = touched[i]!;
  }
  best.sort();
  atCut.sort();
  const out: number[] = [];
  for (let i = 0; i < best.length; i++) out.push(best[i]! % ID_SPAN);
  for (let i = 0; i < atCut.length && out.length < limit; i++) out.push(atCut[i]!);
  return out;
}
