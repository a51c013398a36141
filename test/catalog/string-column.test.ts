// Covers the packed string column: every string comes back exactly, whatever its length and code units (lone
// surrogates too), and stringEquals compares without making a string.
import { describe, expect, test } from "bun:test";
import { packStrings, stringAt, stringEquals } from "../../src/catalog/string-column";

describe("string column", () => {
  const strings = [
    "", "hades", "Ведьмак 3: Дикая Охота", "Pokémon ☃ 😀", "\ud800 lone \udfff surrogates", "a".repeat(256), "b".repeat(257),
    `${"long name ".repeat(500)}😀`, "x".repeat(4096 * 2 + 3), "last",
  ];
  const column = packStrings(strings);

  test("gives back every string exactly: empty, short, long, non-BMP and lone surrogates", () => {
    expect(strings.map((_, i) => stringAt(column, i))).toEqual(strings);
  });

  test("stringEquals matches only the very string", () => {
    strings.forEach((s, i) => {
      expect(stringEquals(column, i, s)).toBe(true);
      expect(stringEquals(column, i, `${s}.`)).toBe(false);
    });
    expect(stringEquals(column, 1, "Hades")).toBe(false);
  });
});
