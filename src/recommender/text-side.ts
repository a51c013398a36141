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

/** What textSideWords gives finishTextSide, parallel to the games: their terms as ids, each term read once. */
export interface WordTerms {
  /** The terms by id (`t:` tag terms and description words). */
  names: string[];
  /** A term's id. */
  ids: Map<string, number>;
  words: Uint32Array[];
  tags: Uint32Array[];
  /** Whether each game has a description to speak for it. */
  described: boolean[];
  /** Games whose description is not empty (the share that makes a word filler counts over them). */
  withDescription: number;
  appids: Int32Array;
}

/** A term's id in `ids`, a new one (appended to `names`) the first time. */
function termIds(ids: Map<string, number>, names: string[]): (term: string) => number {
  return (term) => {
    let k = ids.get(term);
    if (k === undefined) {
      k = names.length;
      ids.set(term, k);
      names.push(term);
    }
    return k;
  };
}

/**
 * The first stage of buildTextSide, which needs no hook: each game's tag terms, and the words of its description (a
 * game without one: of its first tags; its hooks' words join them in the second stage). The build runs it while the
 * summaries that give the hooks are still being mined.
 */
export function textSideWords(games: readonly TextSideWords[]): WordTerms {
  const described = games.map((g) => !!g.description && g.description.trim().length > 0);
  const names: string[] = [];
  const ids = new Map<string, number>();
  const id = termIds(ids, names);
  return {
    names,
    ids,
    words: games.map((g, i) => Uint32Array.from(tokenize(described[i] ? g.description! : g.tags.slice(0, 10).join(" . ")), id)),
    tags: games.map((g) => Uint32Array.from(g.tags, (t) => id(`t:${t.toLowerCase()}`))),
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
  // The hooks' terms join the first stage's under new ids (its table is left as it was).
  const names = first.names.slice();
  const added = new Map<string, number>();
  const fresh = termIds(added, names);
  const id = (t: string): number => first.ids.get(t) ?? fresh(t);
  const docs = first.words.map((words, i) => {
    const hooks = hooksOf[i] ?? [];
    // An undescribed game's hook words follow its tag words, as if one text (tokens never span the two).
    const all = !first.described[i] && hooks.length ? Uint32Array.from([...words, ...tokenize(hooks.join(" . ")).map(id)]) : words;
    return { words: all, hooks: Uint32Array.from(hooks, (h) => id(`h:${h.toLowerCase()}`)), tags: first.tags[i]! };
  });
  // Document frequency per term, then the vocabulary of terms that can tie games together.
  const df = new Uint32Array(names.length);
  // The last game that counted each term: a term counts once per game (no set per game).
  const lastDoc = new Int32Array(names.length).fill(-1);
  docs.forEach((d, i) => {
    for (const block of [d.words, d.hooks, d.tags]) {
      for (let k = 0; k < block.length; k++) {
        const t = block[k]!;
        if (lastDoc[t] === i) continue;
        lastDoc[t] = i;
        df[t]!++;
      }
    }
  });
  const described = Math.max(1, first.withDescription);
  // Each term's place in the vocabulary (terms in string order), -1 when it is left out.
  const vocab = new Int32Array(names.length).fill(-1);
  const idf: number[] = [];
  const counted = Array.from(names.keys()).filter((t) => df[t]! > 0);
  for (const t of counted.sort((a, b) => (names[a]! < names[b]! ? -1 : 1))) {
    const c = df[t]!;
    const word = !names[t]!.startsWith("h:") && !names[t]!.startsWith("t:");
    if (c < opts.minDf || (word && c / described > opts.maxDfShare)) continue;
    vocab[t] = idf.length;
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
    tfIdf(wordBlock, words, vocab, idf);
    const best = wordBlock.terms().sort((a, b) => wordBlock.value[b]! - wordBlock.value[a]! || a - b).slice(0, opts.keywords);
    const kwNorm = Math.sqrt(best.reduce((a, id) => a + wordBlock.value[id]! * wordBlock.value[id]!, 0)) || 1;
    for (const id of best.sort((a, b) => a - b)) {
      keywordIds.push(id);
      keywordW.push(wordBlock.value[id]! / kwNorm);
    }
    keywordStart[i + 1] = keywordIds.length;
    addBlock(row, wordBlock, opts.wordWeight);
    addBlock(row, tfIdf(hookBlock, hooks, vocab, idf), opts.hookWeight);
    tags.forEach((t, k) => {
      const v = vocab[t]!;
      if (v >= 0) tagBlock.set(v, idf[v]! * (1 - (opts.tagRankDrop * k) / Math.max(1, tags.length - 1)));
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

/** `block` set to the TF-IDF weights of `terms` (term ids; `vocab` maps them into the vocabulary), (1 + log count) × idf. */
function tfIdf(block: TermSums, terms: Uint32Array, vocab: Int32Array, idf: readonly number[]): TermSums {
  for (let k = 0; k < terms.length; k++) {
    const v = vocab[terms[k]!]!;
    if (v >= 0) block.add(v, 1);
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

export interface Csr { n: number; m: number; rowStart: Uint32Array; cols: Uint32Array; vals: Float32Array }

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
  // Z padded with zero rows to whole blocks of four (gramOf); a zero row adds nothing.
  const Z = mulAB(A, Q, l, 4);
  // Gram of the projected rows; its leading eigenvectors order the directions by how much of A they hold.
  const G = gramOf(Z, l);
  const { vectors, values } = jacobiEigen(G, l);
  const order = Array.from({ length: l }, (_, k) => k).sort((a, b) => values[b]! - values[a]!).slice(0, opts.dims);
  // The kept eigenvectors as contiguous rows (dims × l), so each output is one dot product of two runs.
  const kept = new Float64Array(order.length * l);
  order.forEach((e, d) => {
    for (let a = 0; a < l; a++) kept[d * l + a] = vectors[a * l + e]!;
  });
  return projectRows(Z, A.n, l, kept, opts.dims);
}

/**
 * The Gram matrix ZᵀZ of Z (rows × l, rows a multiple of four), both triangles. Four rows at a time, each entry still
 * summing its rows in order (a zero product adds nothing), with a quarter of the loads and stores of G.
 */
export function gramOf(Z: Float64Array, l: number): Float64Array {
  const G = new Float64Array(l * l);
  for (let z0 = 0; z0 < Z.length; z0 += 4 * l) {
    const z1 = z0 + l;
    const z2 = z1 + l;
    const z3 = z2 + l;
    for (let a = 0; a < l; a++) {
      const a0 = Z[z0 + a]!;
      const a1 = Z[z1 + a]!;
      const a2 = Z[z2 + a]!;
      const a3 = Z[z3 + a]!;
      if (a0 === 0 && a1 === 0 && a2 === 0 && a3 === 0) continue;
      const g = a * l;
      for (let b = a; b < l; b++) G[g + b] = G[g + b]! + a0 * Z[z0 + b]! + a1 * Z[z1 + b]! + a2 * Z[z2 + b]! + a3 * Z[z3 + b]!;
    }
  }
  for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) G[a * l + b] = G[b * l + a]!;
  return G;
}

/**
 * The first `n` rows of Z (× l) times the rows of `kept` (k × l, k ≤ dims): n × dims, each output summed in the order
 * a = 0..l-1, four outputs at a time sharing the loads of Z's row.
 */
export function projectRows(Z: Float64Array, n: number, l: number, kept: Float64Array, dims: number): Float64Array {
  const k = kept.length / l;
  const out = new Float64Array(n * dims);
  for (let r = 0; r < n; r++) {
    const o = r * dims;
    const z = r * l;
    for (let d = 0; d < k; d += 4) {
      // Past the last kept row, a sum reads row 0 again and is not stored.
      const k0 = d * l;
      const k1 = d + 1 < k ? k0 + l : 0;
      const k2 = d + 2 < k ? k0 + 2 * l : 0;
      const k3 = d + 3 < k ? k0 + 3 * l : 0;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      for (let a = 0; a < l; a++) {
        const za = Z[z + a]!;
        s0 += za * kept[k0 + a]!;
        s1 += za * kept[k1 + a]!;
        s2 += za * kept[k2 + a]!;
        s3 += za * kept[k3 + a]!;
      }
      out[o + d] = s0;
      if (d + 1 < k) out[o + d + 1] = s1;
      if (d + 2 < k) out[o + d + 2] = s2;
      if (d + 3 < k) out[o + d + 3] = s3;
    }
  }
  return out;
}

/** A (n×m sparse) · B (m×l dense, row-major) → n×l, with zero rows after them up to a multiple of `block` rows. */
export function mulAB(A: Csr, B: Float64Array, l: number, block = 1): Float64Array {
  const out = new Float64Array(Math.ceil(A.n / block) * block * l);
  for (let i = 0; i < A.n; i++) {
    const o = i * l;
    const end = A.rowStart[i + 1]!;
    let k = A.rowStart[i]!;
    // Two entries at a time: each output still sums them in order, with half the loads and stores of the row.
    for (; k + 2 <= end; k += 2) {
      const v0 = A.vals[k]!;
      const v1 = A.vals[k + 1]!;
      const b0 = A.cols[k]! * l;
      const b1 = A.cols[k + 1]! * l;
      for (let j = 0; j < l; j++) out[o + j] = out[o + j]! + v0 * B[b0 + j]! + v1 * B[b1 + j]!;
    }
    for (; k < end; k++) {
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
