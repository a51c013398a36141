// Covers keyboard-layout.ts: text typed with the wrong layout on, both ways.
import { describe, expect, test } from "bun:test";
import { swapLayout } from "../../src/lookup/keyboard-layout";

describe("swapLayout", () => {
  test.each([
    ["dtlmvfr", "ведьмак"],
    ["crfqhbv", "скайрим"],
    [",tcrjytxyjt", "бесконечное"],
    ["Ntyyb", "Тенни"],
  ])("en-to-ru turns %p into %p", (typed, meant) => {
    expect(swapLayout(typed, "en-to-ru")).toBe(meant);
  });

  test.each([
    ["рщддщц лтшпре", "hollow knight"],
    ["кгые", "rust"],
    ["пфккныэы ьщв", "garrys's mod"],
  ])("ru-to-en turns %p into %p", (typed, meant) => {
    expect(swapLayout(typed, "ru-to-en")).toBe(meant);
  });

  test("returns null when there is nothing of the source layout", () => {
    expect(swapLayout("12345", "en-to-ru")).toBeNull();
    expect(swapLayout("hello", "ru-to-en")).toBeNull();
  });
});
