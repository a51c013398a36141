// Covers trigram-index.ts: candidate retrieval by shared trigrams, tie order, odd characters.
import { describe, expect, test } from "bun:test";
import { createTrigramIndex, trigramCandidates } from "../../src/lookup/trigram-index";

describe("createTrigramIndex", () => {
  const idx = createTrigramIndex(["holov knight", "holov knight silksong", "stardev valei", "terraria", "ab"]);

  test("finds strings sharing trigrams with a misspelt query, most shared first", () => {
    expect(trigramCandidates(idx, "holow knight", 2)).toEqual([0, 1]);
    expect(trigramCandidates(idx, "teraria", 5)[0]).toBe(3);
  });

  test("breaks ties by lower id", () => {
    expect(trigramCandidates(idx, "knight", 2)).toEqual([0, 1]);
  });

  test("finds very short strings through the padding spaces", () => {
    expect(trigramCandidates(idx, "ab", 1)).toEqual([4]);
  });

  test("returns nothing for an empty query, a zero limit, or unknown trigrams", () => {
    expect(trigramCandidates(idx, "", 5)).toEqual([]);
    expect(trigramCandidates(idx, "holow", 0)).toEqual([]);
    expect(trigramCandidates(idx, "🎮🎮🎮", 5)).toEqual([]);
  });

  test("orders a large tied field by rank, then by lower id, whatever the order the strings were met in", () => {
    // 400 strings over a small alphabet: many share a query's trigrams equally, so ranks tie in bulk and the cut-off
    // rank splits a crowd. Every list is read whole (the index is small), so a brute-force count is the reference.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const texts = Array.from({ length: 400 }, () => Array.from({ length: 3 + (next() % 9) }, () => "abc "[next() % 4]).join(""));
    const index = createTrigramIndex(texts);
    const grams = (t: string) => new Set(Array.from({ length: t.length }, (_, i) => ` ${t} `.slice(i, i + 3)));
    for (const query of ["abcab", "cab", "a bc", "bbbbbbbb"]) {
      const q = grams(query);
      const occurring = [...q].filter((g) => texts.some((t) => grams(t).has(g))).length;
      const rank = (t: string) => {
        const cover = [...grams(t)].filter((g) => q.has(g)).length / occurring;
        return Math.round(63 * (cover + (2 * cover) / (1 + Math.min(255, grams(t).size) / q.size)));
      };
      const expected = texts
        .map((t, id) => ({ id, r: [...grams(t)].some((g) => q.has(g)) ? rank(t) : -1 }))
        .filter((x) => x.r > 0)
        .sort((a, b) => b.r - a.r || a.id - b.id)
        .map((x) => x.id);
      for (const limit of [1, 10, 57]) expect(trigramCandidates(index, query, limit)).toEqual(expected.slice(0, limit));
    }
  });

  test("stays usable after many queries (counters are reset)", () => {
    for (let i = 0; i < 300; i++) trigramCandidates(idx, "holow knight", 2);
    expect(trigramCandidates(idx, "stardev", 1)).toEqual([2]);
  });
});
