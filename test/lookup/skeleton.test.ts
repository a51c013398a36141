// Covers skeleton.ts: Cyrillic → Latin and the spelling-merging skeleton where Russian and English spellings meet.
import { describe, expect, test } from "bun:test";
import { compact, skeleton, toLatin } from "../../src/lookup/skeleton";

describe("toLatin", () => {
  test.each([
    ["ведьмак 3", "vedmak 3"],
    ["скайрим", "skayrim"],
    ["хогвартс наследие", "hogvarts nasledie"],
    ["рыцаре", "rytsare"],
    ["witcher", "witcher"],
  ])("transliterates %p", (text, latin) => {
    expect(toLatin(text)).toBe(latin);
  });
});

describe("skeleton", () => {
  test.each([
    ["скайрим", "skyrim", "skairim", "skirim"],
    ["киберпанк 2077", "cyberpunk 2077", "kiberpank 2077", "kiberpunk 2077"],
    ["зайчик", "zaychik", "zaichik", "zaichik"],
    ["ведьмак", "vedmak", "vedmak", "vedmak"],
  ])("brings %p and %p close", (ru, en, ruSkel, enSkel) => {
    expect([skeleton(ru), skeleton(en)]).toEqual([ruSkel, enSkel]);
  });

  test("keeps doubled digits, merges doubled letters", () => {
    expect(skeleton("hollow 2077")).toBe("holov 2077");
  });
});

describe("compact", () => {
  test("drops spaces", () => {
    expect(compact("stardew valley")).toBe("stardewvalley");
  });
});
