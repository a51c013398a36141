// Covers normalize.ts: the text folding every key and query goes through.
import { describe, expect, test } from "bun:test";
import { coreName, foldTokens, hasCyrillic, hasLatin, normalizeName, splitSubtitle } from "../../src/text";

describe("foldTokens", () => {
  test.each([
    ["Baldur's Gate3™", ["baldurs", "gate", "3"]],
    ["Assassin’s Creed® Brotherhood", ["assassins", "creed", "brotherhood"]],
    ["Warhammer 40,000: Space Marine 2", ["warhammer", "40000", "space", "marine", "2"]],
    ["Mount & Blade", ["mount", "and", "blade"]],
    ["Pokémon Café", ["pokemon", "cafe"]],
    ["Ёлки ЙОГУРТ", ["елки", "йогурт"]],
    ["ＦＵＬＬＷＩＤＴＨ", ["fullwidth"]],
    ["гта5", ["гта", "5"]],
    ["  \t\n ", []],
  ])("folds %p", (raw, tokens) => {
    expect(foldTokens(raw)).toEqual(tokens);
  });

  test("rewrites a token mixing scripts into its majority script", () => {
    // The first letter is a Latin "C", as in a real store name.
    expect(foldTokens("Cимулятор")).toEqual(["симулятор"]);
    expect(foldTokens("Hаlf")).toEqual(["half"]);
  });
});

describe("normalizeName", () => {
  test.each([
    ["The Witcher® 3: Wild Hunt", "witcher 3 wild hunt"],
    ["witcher three", "witcher 3"],
    ["Portal Two", "portal 2"],
    ["Heroes of Might & Magic III", "heroes of might and magic 3"],
    ["The", "the"],
    ["Ori and the Will of the Wisps", "ori and will of wisps"],
  ])("normalizes %p", (raw, normalized) => {
    expect(normalizeName(raw)).toBe(normalized);
  });
});

describe("coreName", () => {
  test.each([
    ["skyrim special edition", "skyrim"],
    ["sacred 2 gold", "sacred 2"],
    ["borderlands game of year", "borderlands"],
    ["gold rush game", "gold rush game"],
    ["hollow knight", "hollow knight"],
    ["edition", "edition"],
    ["game of year edition", "game of year edition"],
  ])("cuts trailing edition words of %p", (name, core) => {
    expect(coreName(name)).toBe(core);
  });

  test("with fuzzy, a misspelt edition word also counts", () => {
    expect(coreName("titan quest gold editon", true)).toBe("titan quest");
    expect(coreName("titan quest gold editon")).toBe("titan quest gold editon");
  });
});

describe("splitSubtitle", () => {
  test("splits at a colon or a spaced dash", () => {
    expect(splitSubtitle("Middle-earth: Shadow of Mordor")).toEqual({ head: "Middle-earth", subtitle: "Shadow of Mordor" });
    expect(splitSubtitle("Divinity - Original Sin")).toEqual({ head: "Divinity", subtitle: "Original Sin" });
  });

  test("leaves names without a subtitle alone", () => {
    expect(splitSubtitle("Half-Life 2")).toBeNull();
  });
});

describe("hasCyrillic / hasLatin", () => {
  test("tell the scripts apart", () => {
    expect([hasCyrillic("Ведьмак"), hasLatin("Ведьмак"), hasCyrillic("Witcher"), hasLatin("Witcher")]).toEqual([true, false, false, true]);
  });
});
