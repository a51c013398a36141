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

  test("stays usable after many queries (counters are reset)", () => {
    for (let i = 0; i < 300; i++) trigramCandidates(idx, "holow knight", 2);
    expect(trigramCandidates(idx, "stardev", 1)).toEqual([2]);
  });
});
