// Covers similarity.ts: whole-string, space-free and word-prefix similarity of normalized names.
import { describe, expect, test } from "bun:test";
import { editDistance, textSimilarity } from "../../src/lookup/similarity";

describe("textSimilarity", () => {
  test("is 1 for equal strings and 0 against an empty one", () => {
    expect(textSimilarity("hades", "hades")).toBe(1);
    expect(textSimilarity("", "hades")).toBe(0);
  });

  test("counts one typo in a long name as a small loss", () => {
    expect(textSimilarity("hollow night", "hollow knight")).toBeCloseTo(1 - 1 / 13, 5);
  });

  test("ignores missing spaces", () => {
    expect(textSimilarity("stardewvalley", "stardew valley")).toBe(1);
  });

  test("scores a query that starts a longer name by how much of it it covers", () => {
    const sub = textSimilarity("witcher 3", "witcher 3 wild hunt");
    const dlc = textSimilarity("witcher 3", "witcher 3 wild hunt hearts of stone expansion");
    expect(sub).toBeGreaterThan(0.9);
    expect(sub).toBeLessThan(1);
    expect(dlc).toBeLessThan(sub);
  });

  test("gives unrelated names a low score", () => {
    expect(textSimilarity("zzzzqqqxx", "hollow knight")).toBeLessThan(0.3);
  });
});

describe("editDistance", () => {
  test.each([
    ["valhiem", "valheim", 1],
    ["cuphaed", "cuphead", 1],
    ["abc", "abc", 0],
    ["kitten", "sitting", 3],
    ["ab", "ba", 1],
  ])("%p → %p is %d", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe("textSimilarity inside a name", () => {
  test("finds the query as later words of the name, a little below a prefix", () => {
    const infix = textSimilarity("civilization 6", "sid meiers civilization 6");
    expect(infix).toBeGreaterThan(0.85);
    expect(infix).toBeLessThan(textSimilarity("sid meiers", "sid meiers civilization 6") + 0.1);
  });

  test("with a floor, skips work that cannot beat it", () => {
    expect(textSimilarity("abc", "xyzxyzxyzxyz", 0.9)).toBeLessThanOrEqual(0.9);
    expect(textSimilarity("hollow night", "hollow knight", 0.5)).toBeCloseTo(1 - 1 / 13, 5);
  });
});
