// Typo repair: one edit away from a frequent word, first letter kept, known words and names left alone.
import { describe, expect, test } from "bun:test";
import { conceptWords, parseQuery } from "../../src/finder";
import { createSpeller } from "../../src/finder/spelling";

const counts = new Map([["medieval", 50], ["artillery", 20], ["pedestrians", 10], ["russian", 500], ["strategy", 300], ["strange", 40]]);
const speller = createSpeller(counts, (w) => w === "kerbal");

describe("createSpeller", () => {
  test.each([
    ["medival", "medieval"],
    ["artilery", "artillery"],
    ["pedestrans", "pedestrians"],
    ["stratgey", "strategy"],
  ])("%s → %s", (typo, fixed) => {
    expect(speller.correct(typo)).toBe(fixed);
  });

  test("leaves known words, short words, numbers and words two edits away alone", () => {
    for (const w of ["strategy", "kerbal", "rpg", "1998", "mdeivel"]) expect(speller.correct(w)).toBeNull();
  });

  test("does not change the first letter (prussian is not a typo of russian)", () => {
    expect(speller.correct("prussian")).toBeNull();
  });
});

describe("conceptWords", () => {
  test("holds the table's words, with endings for stems", () => {
    const words = conceptWords();
    for (const w of ["medieval", "artillery", "soulslike", "zombies", "roguelike"]) expect(words).toContain(w);
  });
});

describe("parseQuery with a speller", () => {
  test("a misspelled concept word still maps to its tag", () => {
    expect(parseQuery("medival strategy game", [], { speller }).labels.get("medieval")).toBe(1);
    expect(parseQuery("medival strategy game", []).labels.has("medieval")).toBe(false);
  });
});
