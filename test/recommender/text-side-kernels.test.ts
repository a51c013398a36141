// The text side's matrix kernels (src/recommender/text-side.ts) work on blocks of rows and entries for speed; each
// output must still be summed in the order of the plain loops, so the stored vectors stay the same to the bit.
// Checked here against the plain loops, with sizes that leave partial blocks and rows with zero entries.
import { describe, expect, test } from "bun:test";
import { gramOf, mulAB, projectRows, type Csr } from "../../src/recommender/text-side";

/**
 * Deterministic values of either sign over six orders of magnitude (so a sum in another order rounds differently), a
 * quarter of them 0 (the Gram skips zero products).
 */
function values(count: number, seed: number): Float64Array {
  let x = seed;
  return Float64Array.from({ length: count }, () => {
    // xorshift32
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const u = x >>> 0;
    return u % 4 === 0 ? 0 : (u / 2147483648 - 1) * 10 ** ((u % 7) - 3);
  });
}

/** A sparse n × m matrix whose row i has (i mod 9) entries: rows with none, one, odd and even counts. */
function sparse(n: number, m: number): Csr {
  const rowStart = new Uint32Array(n + 1);
  const cols: number[] = [];
  const vals: number[] = [];
  const v = values(n * 9, 7);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < i % 9; k++) {
      cols.push((i * 3 + k * 2) % m);
      vals.push(v[i * 9 + k]! || 0.5);
    }
    rowStart[i + 1] = cols.length;
  }
  return { n, m, rowStart, cols: Uint32Array.from(cols), vals: Float32Array.from(vals) };
}

describe("text side kernels", () => {
  test("A·B sums each output over the row's entries in order, and pads with zero rows to the block", () => {
    const A = sparse(23, 13);
    const l = 5;
    const B = values(A.m * l, 3);
    const plain = new Float64Array(24 * l);
    for (let i = 0; i < A.n; i++) {
      for (let k = A.rowStart[i]!; k < A.rowStart[i + 1]!; k++) {
        for (let j = 0; j < l; j++) plain[i * l + j]! += A.vals[k]! * B[A.cols[k]! * l + j]!;
      }
    }
    expect(mulAB(A, B, l, 4)).toEqual(plain);
    expect(mulAB(A, B, l)).toEqual(plain.subarray(0, A.n * l));
  });

  test("the Gram matrix sums each entry over the rows in order", () => {
    const l = 7;
    const rows = 40;
    const Z = values(rows * l, 11);
    const plain = new Float64Array(l * l);
    for (let i = 0; i < rows; i++) for (let a = 0; a < l; a++) for (let b = a; b < l; b++) plain[a * l + b]! += Z[i * l + a]! * Z[i * l + b]!;
    for (let a = 0; a < l; a++) for (let b = 0; b < a; b++) plain[a * l + b] = plain[b * l + a]!;
    expect(gramOf(Z, l)).toEqual(plain);
  });

  test("the projection sums each output over a in order, for kept rows that fill no whole block", () => {
    const l = 6;
    const n = 5;
    const dims = 8;
    for (const k of [1, 3, 4, 6]) {
      const Z = values((n + 3) * l, 5);
      const kept = values(k * l, 9);
      const plain = new Float64Array(n * dims);
      for (let r = 0; r < n; r++) for (let a = 0; a < l; a++) for (let d = 0; d < k; d++) plain[r * dims + d]! += Z[r * l + a]! * kept[d * l + a]!;
      expect(projectRows(Z, n, l, kept, dims)).toEqual(plain);
    }
  });
});
