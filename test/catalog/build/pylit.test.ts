// Covers the Python-literal parsers: tag-vote dicts (top-1000 CSV) and JSON lines with bare NaN (UCSD).
import { describe, expect, test } from "bun:test";
import { parseNanJson, parsePyTagDict } from "../../../src/catalog/build/pylit";

describe("parsePyTagDict", () => {
  test("reads single- and double-quoted keys with their votes in order", () => {
    expect(parsePyTagDict(`{'Action': 5448, "1990's": 1212, 'Co-op': 94}`)).toEqual([
      ["Action", 5448],
      ["1990's", 1212],
      ["Co-op", 94],
    ]);
  });
  test("reads the empty forms {} and [] as no tags", () => {
    expect(parsePyTagDict("{}")).toEqual([]);
    expect(parsePyTagDict("[]")).toEqual([]);
  });
  test.each(["", "Action", "{'a': x}", "{a: 1}"])("returns null for %p", (s) => {
    expect(parsePyTagDict(s)).toBeNull();
  });
});

describe("parseNanJson", () => {
  test("turns bare NaN into null but leaves NaN inside strings alone", () => {
    expect(parseNanJson('{"a": NaN, "b": "NaN bread", "c": [NaN]}')).toEqual({ a: null, b: "NaN bread", c: [null] });
  });
  test("throws on malformed lines so the reader can count them", () => {
    expect(() => parseNanJson('{"broken')).toThrow();
  });
});
