// An in-memory trigram index over many short strings: candidates for fuzzy matching in well under a millisecond.

/** Finds the strings that share the most trigrams with a query. */
export interface TrigramIndex {
  /**
   * Ids (positions in the indexed array) of up to `limit` strings sharing the most trigrams with `text`; ties go to
   * the lower id, so index popular strings first.
   */
  candidates(text: string, limit: number): number[];
}

/** Postings scanned per query at most, beyond the rarest trigrams (which are always scanned). */
const POSTING_BUDGET = 15_000;
/** Share of a query's trigrams always scanned however long their lists (rarest first). */
const MIN_LIST_SHARE = 0.5;
const BASE = 128;

// Trigram alphabet: space, a-z, 0-9, and any other character folded into 91 buckets (a collision only adds a candidate).
function code(c: number): number {
  if (c === 32) return 0;
  if (c >= 97 && c <= 122) return c - 96;
  if (c >= 48 && c <= 57) return c - 21;
  return 37 + (c % 91);
}

/** Unique trigram ids of " text ". */
function trigramsOf(text: string, out: number[]): number[] {
  out.length = 0;
  const padded = ` ${text} `;
  let a = code(padded.charCodeAt(0));
  let b = code(padded.charCodeAt(1));
  for (let i = 2; i < padded.length; i++) {
    const c = code(padded.charCodeAt(i));
    const id = (a * BASE + b) * BASE + c;
    if (!out.includes(id)) out.push(id);
    a = b;
    b = c;
  }
  return out;
}

/**
 * Builds the index (compressed posting lists, two passes, no per-trigram objects).
 *
 * @example
 * const idx = createTrigramIndex(["hollow knight", "hollow knight silksong", "stardew valley"]);
 * idx.candidates("holow knight", 2); // [0, 1]
 */
export function createTrigramIndex(texts: readonly string[]): TrigramIndex {
  const counts = new Int32Array(BASE * BASE * BASE + 1);
  const perText: number[][] = new Array(texts.length);
  const tmp: number[] = [];
  for (let i = 0; i < texts.length; i++) {
    const ids = trigramsOf(texts[i]!, tmp).slice();
    perText[i] = ids;
    for (const id of ids) counts[id + 1]!++;
  }
  for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
  const starts = counts; // starts[id] .. starts[id + 1] after filling shifts by one; keep a cursor copy
  const cursor = starts.slice(0, -1);
  const postings = new Int32Array(starts[starts.length - 1]!);
  for (let i = 0; i < perText.length; i++) for (const id of perText[i]!) postings[cursor[id]!++] = i;

  const hits = new Uint8Array(texts.length);
  const touched = new Int32Array(texts.length);

  return {
    candidates(text, limit) {
      const ids = trigramsOf(text, []);
      if (ids.length === 0 || limit <= 0) return [];
      const lists = ids
        .map((id) => ({ from: starts[id]!, to: starts[id + 1]! }))
        .filter((l) => l.to > l.from)
        .sort((x, y) => x.to - x.from - (y.to - y.from));
      const minLists = Math.ceil(ids.length * MIN_LIST_SHARE);
      let nTouched = 0;
      let scanned = 0;
      let used = 0;
      for (const l of lists) {
        if (used >= minLists && scanned + (l.to - l.from) > POSTING_BUDGET) break;
        for (let p = l.from; p < l.to; p++) {
          const t = postings[p]!;
          if (hits[t] === 0) touched[nTouched++] = t;
          if (hits[t]! < 255) hits[t]!++;
        }
        scanned += l.to - l.from;
        used++;
      }
      const out = topByHits(touched, nTouched, hits, limit);
      for (let i = 0; i < nTouched; i++) hits[touched[i]!] = 0;
      return out;
    },
  };
}

// The `limit` ids with the most hits, ties by lower id. A histogram of hit counts finds the cut-off count, so only
// the ids at the cut-off are sorted, in a typed array.
const histogram = new Int32Array(256);

function topByHits(touched: Int32Array, n: number, hits: Uint8Array, limit: number): number[] {
  histogram.fill(0);
  for (let i = 0; i < n; i++) histogram[hits[touched[i]!]!]!++;
  let cut = 255;
  let above = 0; // ids with more hits than `cut`
  while (cut > 1 && above + histogram[cut]! < limit) above += histogram[cut--]!;
  const out: number[] = [];
  const atCut = new Int32Array(histogram[cut]!);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const t = touched[i]!;
    const h = hits[t]!;
    if (h > cut) out.push(t);
    else if (h === cut) atCut[k++] = t;
  }
  out.sort((x, y) => hits[y]! - hits[x]! || x - y);
  atCut.sort();
  for (let i = 0; i < atCut.length && out.length < limit; i++) out.push(atCut[i]!);
  return out;
}
