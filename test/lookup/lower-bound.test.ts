// lowerBound: the insertion point of a value in a sorted array (or a run of one), at both ends and between equal values.
import { describe, expect, test } from "bun:test";
import { lowerBound } from "../../src/lookup/lower-bound";

describe("lowerBound", () => {
  const sorted = Int32Array.of(10, 220, 220, 570);
  test.each([
    [5, 0],
    [10, 0],
    [11, 1],
    [220, 1],
    [221, 3],
    [570, 3],
    [571, 4],
  ])("lowerBound(…, %p) is %p", (x, at) => {
    expect(lowerBound(sorted, x)).toBe(at);
  });

  test("an empty array gives 0", () => {
    expect(lowerBound([], 1)).toBe(0);
  });

  test.each([
    [1, 3],
    [6, 4],
    [9, 4],
    [10, 5],
  ])("in the run [3, 5) of 10, 220, 570, 5, 9, %p goes at %p (the positions outside are never read)", (x, at) => {
    expect(lowerBound(Int32Array.of(10, 220, 570, 5, 9), x, 3, 5)).toBe(at);
  });
});
