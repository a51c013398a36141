// The text side of every game: its description, review hooks and tag names as TF-IDF, reduced by a randomized
// truncated SVD to a small dense Int8 vector. Computed once in the catalog build; the recommender only reads it.
import type { Game, GameSummary, TextVectors } from "../catalog/types";
import { tokenize } from "../text";

/** What the build knows about one game's words. */
export interface TextSideInput {
  appid: number;
  description: string | null;
  hooks: readonly string[];
  tags: readonly string[];
}

/** The text side as the catalog stores it (see TextVectors in catalog/types.ts). */
export type TextSide = TextVectors;

export interface TextSideOptions {
  dims: number;
  /** Extra SVD directions computed and then dropped (accuracy of the randomized range finder). */
  oversample: number;
  /** Power iterations of the range finder. */
  powerIterations: number;
  /** Norm of each block inside one game's vector before the whole is made unit length. */
  wordWeight: number;
  hookWeight: number;
  tagWeight: number;
  /** How much the last tag of a list weighs less than the first (the store's order says how strong a tag is). */
  tagRankDrop: number;
  /** Terms on fewer games than this say nothing about likeness. */
  minDf: number;
  /** Words on more than this share of descriptions are filler ("world", "new"). */
  maxDfShare: number;
  /** Keywords kept per game: its strongest words, compared exactly (the SVD blurs a word like "slime" away). */
  keywords: number;
}

export const DEFAULT_TEXT_SIDE: TextSideOptions = {
  dims: 96, oversample: 16, powerIterations: 1, wordWeight: 1, hookWeight: 0.45, tagWeight: 0.8, tagRankDrop: 0.6, minDf: 3, maxDfShare: 0.15, keywords: 16,
};

/** The build's inputs from merged games and mined summaries. */
export function textSideInputs(games: readonly Game[], summaryOf: (appid: number) => GameSummary | null | undefined): TextSideInput[] {
  return games.map((g) => ({ appid: g.appid, description: g.description, hooks: summaryOf(g.appid)?.hooks ?? [], tags: g.tags }));
}

/** A game's words the text side reads before its hooks are known (the first stage of buildTextSide). */
export type TextSideWords = Omit<TextSideInput, "hooks">;

/** What textSideWords gives finishTextSide, parallel to the games. */
export interface WordTerms {
  words: string[][];
  tags: string[][];
  /** Whether each game has a description to speak for it. */
  described: boolean[];
  /** Games whose description is not empty (the share that makes a word filler counts over them). */
  withDescription: number;
  appids: Int32Array;
}

/**
 * The first stage of buildTextSide, which needs no hook: each game's tag terms, and the words of its description (a
 * game without one: of its first tags; its hooks' words join them in the second stage). The build runs it while the
 * summaries that give the hooks are still being mined.
 */
export function textSideWords(games: readonly TextSideWords[]): WordTerms {
  const described = games.map((g) => !!g.description && g.description.trim().length > 0);
  return {
    words: games.map((g, i) => tokenize(described[i] ? g.description! : g.tags.slice(0, 10).join(" . "))),
    tags: games.map((g) => g.tags.map((t) => `t:${t.toLowerCase()}`)),
    described,
    withDescription: games.filter((g) => g.description).length,
    appids: Int32Array.from(games, (g) => g.appid),
  };
}

/**
 * Builds the text side of every game: a few seconds for the whole catalog (three passes over a sparse matrix of a few
 * million entries). Deterministic: the random projection is seeded.
 *
 * @example
 * const side = buildTextSide(textSideInputs(games, (id) => summaries.get(id)));
 * side.vectors.subarray(0, side.dims); // the first game's vector
 */
export function buildTextSide(inputs: readonly TextSideInput[], opts: TextSideOptions = DEFAULT_TEXT_SIDE): TextSide {
  return finishTextSide(textSideWords(inputs), inputs.map((g) => g.hooks), opts);
}

/** The second stage of buildTextSide: `first` (textSideWords of the same games) with each game's hooks, in order. */
export function finishTextSide(first: WordTerms, hooksOf: readonly (readonly string[])[], opts: TextSideOptions = DEFAULT_TEXT_SIDE): TextSide {
  const n = first.appids.length;
  const docs = first.words.map((words, i) => {
    const hooks = hooksOf[i] ?? [];
    // An undescribed game's hook words follow its tag words, as if one text (tokens never span the two).
    const all = !first.described[i] && hooks.length ? [...words, ...tokenize(hooks.join(" . "))] : words;
    return { words: all, hooks: hooks.map((h) => `h:${h.toLowerCase()}`), tags: first.tags[i]! };
  });
  // Document frequency per term, then the vocabulary of terms that can tie games together.
  const df = new Map<string, number>();
  // The last game that counted each term: a term counts once per game (no set per game).
  const lastDoc = new Map<string, number>();
  docs.forEach((d, i) => {
    for (const block of [d.words, d.hooks, d.tags]) {
      for (const t of block) {
        if (lastDoc.get(t) === i) continue;
        lastDoc.set(t, i);
        df.set(t, (df.get(t) ?? 0) + 1);
      }
    }
  });
  const described = Math.max(1, first.withDescription);
  const vocab = new Map<string, number>();
  const idf: number[] = [];
  for (const [t, c] of [...df.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const word = !t.startsWith("h:") && !t.startsWith("t:");
    if (c < opts.minDf || (word && c / described > opts.maxDfShare)) continue;
    vocab.set(t, idf.length);
    idf.push(Math.log((n + 1) / (c + 1)) + 1);
  }
  // The sparse TF-IDF matrix (CSR), each block scaled to its weight, each row unit length.
  const rowStart = new Uint32Array(n + 1);
  const cols: number[] = [];
  const vals: number[] = [];
  const keywordStart = new Uint32Array(n + 1);
  const keywordIds: number[] = [];
  const keywordW: number[] = [];
  const m = idf.length;
  const row = new TermSums(m);
  const wordBlock = new TermSums(m);
  const hookBlock = new TermSums(m);
  const tagBlock = new TermSums(m);
  for (let i = 0; i < n; i++) {
    const { words, hooks, tags } = docs[i]!;
    counted(wordBlock, words, vocab, idf);
    const best = wordBlock.terms().sort((a, b) => wordBlock.value[b]! - wordBlock.value[a]! || a - b).slice(0, opts.keywords);
    const kwNorm = Math.sqrt(best.reduce((a, id) => a + wordBlock.value[id]! * wordBlock.value[id]!, 0)) || 1;
    for (const id of best.sort((a, b) => a - b)) {
      keywordIds.push(id);
      keywordW.push(wordBlock.value[id]! / kwNorm);
    }
    keywordStart[i + 1] = keywordIds.length;
    addBlock(row, wordBlock, opts.wordWeight);
    addBlock(row, counted(hookBlock, hooks, vocab, idf), opts.hookWeight);
    tags.forEach((t, k) => {
      const id = vocab.get(t);
      if (id !== undefined) tagBlock.set(id, idf[id]! * (1 - (opts.tagRankDrop * k) / Math.max(1, tags.length - 1)));
    });
    addBlock(row, tagBlock, opts.tagWeight);
    let norm = 0;
    for (let k = 0; k < row.size; k++) norm += row.value[row.ids[k]!]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (const c of row.terms().sort((a, b) => a - b)) {
      cols.push(c);
      vals.push(row.value[c]! / norm);
    }
    rowStart[i + 1] = cols.length;
    for (const block of [row, wordBlock, hookBlock, tagBlock]) block.clear();
  }
  const A = { n, m, rowStart, cols: Uint32Array.from(cols), vals: Float32Array.from(vals) };
  const embedded = truncatedSvdRows(A, opts);
  return {
    dims: opts.dims, appids: first.appids, vectors: quantizeRows(embedded, n, opts.dims),
    vocabulary: idf.length, keywordStart, keywordIds: Uint32Array.from(keywordIds), keywordW: Float32Array.from(keywordW),
  };
}

/**
 * A sparse vector over term ids on reused scratch arrays: its terms in the order they were first touched (the order
 * its sums run in, as a Map's would), cleared between games.
 */
class TermSums {
  readonly value: Float64Array;
  readonly ids: Uint32Array;
  size = 0;
  private readonly present: Uint8Array;

  constructor(terms: number) {
    this.value = new Float64Array(terms);
    this.ids = new Uint32Array(terms);
    this.present = new Uint8Array(terms);
  }

  private touch(id: number): void {
    if (this.present[id]) return;
    this.present[id] = 1;
    this.ids[this.size++] = id;
  }

  add(id: number, v: number): void {
    this.touch(id);
    this.value[id]! += v;
  }

  set(id: number, v: number): void {
    this.touch(id);
    this.value[id] = v;
  }

  terms(): number[] {
    return Array.from(this.ids.subarray(0, this.size));
  }

  clear(): void {
    for (let k = 0; k < this.size; k++) {
      this.present[this.ids[k]!] = 0;
      this.value[this.ids[k]!] = 0;
    }
    this.size = 0;
  }
}

/** `block` set to the TF-IDF weights of `terms`, (1 + log count) × idf. */
function counted(block: TermSums, terms: readonly string[], vocab: Map<string, number>, idf: readonly number[]): TermSums {
  for (const t of terms) {
    const id = vocab.get(t);
    if (id !== undefined) block.add(id, 1);
  }
  for (let k = 0; k < block.size; k++) {
    const id = block.ids[k]!;
    block.value[id] = (1 + Math.log(block.value[id]!)) * idf[id]!;
  }
  return block;
}

/** Adds a block to a row scaled to norm `weight` (an empty block adds nothing). */
function addBlock(row: TermSums, block: TermSums, weight: number): void {
  let norm = 0;
  for (let k = 0; k < block.size; k++) norm += block.value[block.ids[k]!]! ** 2;
  if (norm === 0) return;
  const k = weight / Math.sqrt(norm);
  for (let j = 0; j < block.size; j++) row.add(block.ids[j]!, block.value[block.ids[j]!]! * k);
}

interface Csr { n: number; m: number; rowStart: Uint32Array; cols: Uint32Array; vals: Float32Array }

/**
 * Rows of A projected on its top `dims` right singular vectors (randomized range finder over the term space, then an
 * exact eigen-decomposition of the small projected Gram matrix), as an n × dims Float64Array.
 */
function truncatedSvdRows(A: Csr, opts: TextSideOptions): Float64Array {
  const l = Math.min(opts.dims + opts.oversample, A.m);
  const random = mulberry32(0x5eed);
  let Q: Float64Array = new Float64Array(A.m * l);
  for (let k = 0; k < Q.length; k++) Q[k] = gaussian(random);
  for (let it = 0; it <= opts.powerIterations; it++) Q = orthonormalColumns(mulAtB(A, mulAB(A, Q, l), l), A.m, l);
  const Z = mulAB(A, Q, l);
  // Gram of the projected rows; its leading eigenvectors order the directions by how much of A they hold.
  const G = new Float64Array(l * l);
  for (let i = 0; i < A.n; i++) {
    const z = i * l;
    for (let a = 0; a < l; a++) {
      const za = Z[z + a]!;
      if (za === 0) continue;
      for (let b = a; b < l; b++) G[a * l + b]! += za * Z[z + b]!;
    }
  }
  for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) G[a * l + b] = G[b * l + a]!;
  const { vectors, values } = jacobiEigen(G, l);
  const order = Array.from({ length: l }, (_, k) => k).sort((a, b) => values[b]! - values[a]!).slice(0, opts.dims);
  // The kept eigenvectors as rows of a contiguous l × dims matrix, so the product below reads both operands in order
  // (each output still sums its terms in the order a = 0..l-1).
  const dims = order.length;
  const kept = new Float64Array(l * dims);
  for (let a = 0; a < l; a++) for (let d = 0; d < dims; d++) kept[a * dims + d] = vectors[a * l + order[d]!]!;
  const out = new Float64Array(A.n * opts.dims);
  for (let i = 0; i < A.n; i++) {
    const o = i * opts.dims;
    for (let a = 0; a < l; a++) {
      const za = Z[i * l + a]!;
      const k = a * dims;
      for (let d = 0; d < dims; d++) out[o + d]! += za * kept[k + d]!;
    }
  }
  return out;
}

/** A (n×m sparse) · B (m×l dense, row-major) → n×l. */
function mulAB(A: Csr, B: Float64Array, l: number): Float64Array {
  const out = new Float64Array(A.n * l);
  for (let i = 0; i < A.n; i++) {
    const o = i * l;
    for (let k = A.rowStart[i]!; k < A.rowStart[i + 1]!; k++) {
      const v = A.vals[k]!;
      const b = A.cols[k]! * l;
      for (let j = 0; j < l; j++) out[o + j]! += v * B[b + j]!;
    }
  }
  return out;
}

/** Aᵀ (m×n) · Y (n×l dense, row-major) → m×l. */
function mulAtB(A: Csr, Y: Float64Array, l: number): Float64Array {
  const out = new Float64Array(A.m * l);
  for (let i = 0; i < A.n; i++) {
    const y = i * l;
    for (let k = A.rowStart[i]!; k < A.rowStart[i + 1]!; k++) {
      const v = A.vals[k]!;
      const o = A.cols[k]! * l;
      for (let j = 0; j < l; j++) out[o + j]! += v * Y[y + j]!;
    }
  }
  return out;
}

/** Modified Gram-Schmidt on the l columns of a rows×l row-major matrix (twice, for stability), on a contiguous copy. */
function orthonormalColumns(M: Float64Array, rows: number, l: number): Float64Array {
  const cols = Array.from({ length: l }, (_, c) => Float64Array.from({ length: rows }, (_, r) => M[r * l + c]!));
  for (let pass = 0; pass < 2; pass++) {
    for (let c = 0; c < l; c++) {
      const x = cols[c]!;
      for (let p = 0; p < c; p++) {
        const y = cols[p]!;
        let dot = 0;
        for (let r = 0; r < rows; r++) dot += x[r]! * y[r]!;
        for (let r = 0; r < rows; r++) x[r]! -= dot * y[r]!;
      }
      let norm = 0;
      for (let r = 0; r < rows; r++) norm += x[r]! ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let r = 0; r < rows; r++) x[r]! /= norm;
    }
  }
  for (let c = 0; c < l; c++) for (let r = 0; r < rows; r++) M[r * l + c] = cols[c]![r]!;
  return M;
}

/** Eigen-decomposition of a small symmetric matrix by cyclic Jacobi rotations: columns of `vectors` are eigenvectors. */
function jacobiEigen(S: Float64Array, l: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(S);
  const v = new Float64Array(l * l);
  for (let k = 0; k < l; k++) v[k * l + k] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < l; p++) for (let q = p + 1; q < l; q++) off += a[p * l + q]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < l; p++) {
      for (let q = p + 1; q < l; q++) {
        const apq = a[p * l + q]!;
        if (Math.abs(apq) < 1e-30) continue;
        const theta = (a[q * l + q]! - a[p * l + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < l; k++) {
          const akp = a[k * l + p]!;
          const akq = a[k * l + q]!;
          a[k * l + p] = c * akp - s * akq;
          a[k * l + q] = s * akp + c * akq;
        }
        for (let k = 0; k < l; k++) {
          const apk = a[p * l + k]!;
          const aqk = a[q * l + k]!;
          a[p * l + k] = c * apk - s * aqk;
          a[q * l + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < l; k++) {
          const vkp = v[k * l + p]!;
          const vkq = v[k * l + q]!;
          v[k * l + p] = c * vkp - s * vkq;
          v[k * l + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: Float64Array.from({ length: l }, (_, k) => a[k * l + k]!), vectors: v };
}

/** Each row made unit length and stored as Int8 (×127); an all-zero row stays zero. */
function quantizeRows(rows: Float64Array, n: number, dims: number): Int8Array {
  const out = new Int8Array(n * dims);
  for (let i = 0; i < n; i++) {
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += rows[i * dims + d]! ** 2;
    if (norm === 0) continue;
    const k = 127 / Math.sqrt(norm);
    for (let d = 0; d < dims; d++) out[i * dims + d] = Math.round(rows[i * dims + d]! * k);
  }
  return out;
}

/** Cosine of two stored text vectors (0 when either is missing). */
export function textCosine(a: Int8Array, ai: number, b: Int8Array, bi: number, dims: number): number {
  let dot = 0;
  const x = ai * dims;
  const y = bi * dims;
  for (let d = 0; d < dims; d++) dot += a[x + d]! * b[y + d]!;
  return dot / (127 * 127);
}

function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal by Box-Muller. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
}
