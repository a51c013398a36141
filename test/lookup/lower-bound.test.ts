// lowerBound: the insertion point of a value in a sorted array, at both ends and between equal values.
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
});
