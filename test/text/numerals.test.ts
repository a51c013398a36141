// Covers numerals.ts: roman numerals and number words folded to digits, and words that only look like numerals.
import { describe, expect, test } from "bun:test";
import { foldNumeral, romanValue } from "../../src/text";

describe("romanValue", () => {
  test.each([
    ["i", 1], ["ii", 2], ["iii", 3], ["iv", 4], ["v", 5], ["vi", 6], ["ix", 9], ["x", 10], ["xiv", 14], ["xix", 19],
    ["xxx", 30],
  ])("reads %s as %d", (token, value) => {
    expect(romanValue(token)).toBe(value);
  });

  test.each(["", "mix", "civ", "dc", "iiii", "vv", "xxxx", "l"])("does not read %p as a numeral", (token) => {
    expect(romanValue(token)).toBeNull();
  });
});

describe("foldNumeral", () => {
  test.each([
    ["three", "3"], ["two", "2"], ["twenty", "20"], ["vii", "7"], ["iii", "3"], ["witcher", "witcher"], ["mix", "mix"],
  ])("folds %s to %s", (token, folded) => {
    expect(foldNumeral(token)).toBe(folded);
  });
});
