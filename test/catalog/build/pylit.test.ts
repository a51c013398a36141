// Covers the Python-literal parsers: tag-vote dicts (top-1000 CSV) and JSON lines with bare NaN (UCSD).
import { describe, expect, test } from "bun:test";
import { parseNanJson, parsePyStringList, parsePyTagDict } from "../../../src/catalog/build/pylit";

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

describe("parsePyStringList", () => {
  test("reads single- and double-quoted items in order, with escapes", () => {
    expect(parsePyStringList(`['Action', "Assassin's Creed", 'It\\'s']`)).toEqual(["Action", "Assassin's Creed", "It's"]);
  });
  test("reads the empty list", () => {
    expect(parsePyStringList("[]")).toEqual([]);
  });
  test.each(["", "Valve", "['unterminated]", "[Valve]"])("returns null for %p", (s) => {
    expect(parsePyStringList(s)).toBeNull();
  });
});
