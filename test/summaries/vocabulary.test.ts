// Covers the Russian vocabulary of summaries (data/ru.json): every phrase and value the miner can give has exactly
// one entry, no entry is left over, and unknown or English text passes through unchanged.
import { describe, expect, test } from "bun:test";
import { TAG_HOOK_PHRASES } from "../../src/summaries/tag-rules";
import { DEALBREAKER_THEMES, HOOK_THEMES } from "../../src/summaries/themes";
import { englishPhrase, RU_VOCABULARY, summaryPhrase, summaryValueRu } from "../../src/summaries/vocabulary";

const VALUES = [
  "relaxed", "moderate", "challenging", "punishing", "short", "medium", "long", "massive", "endless",
  "short_bursts", "flexible", "long_sessions", "solo_only", "online_coop", "local_coop", "online_and_local",
];
const PHRASES = [...new Set([...HOOK_THEMES, ...DEALBREAKER_THEMES].map((t) => t.phrase).concat(TAG_HOOK_PHRASES))];
const cyrillic = /[\u0400-\u04ff]{3}/;

describe("Russian summary vocabulary", () => {
  test("every hook and dealbreaker phrase the miner can give has a Russian entry, and no entry is left over", () => {
    expect([...RU_VOCABULARY.phrases].sort()).toEqual([...PHRASES].sort());
  });

  test("every coded value of the wire's enums has a Russian word, and nothing else", () => {
    expect([...RU_VOCABULARY.values].sort()).toEqual([...VALUES].sort());
  });

  test("entries are Russian words (Cyrillic), never the English left in place", () => {
    for (const p of PHRASES) {
      expect(summaryPhrase(p, "ru")).toMatch(cyrillic);
      expect(summaryPhrase(p, "ru")).not.toBe(p);
    }
    for (const v of VALUES) expect(summaryValueRu(v)!).toMatch(cyrillic);
  });

  test("English pages keep the English phrase; an unknown phrase passes through in either language", () => {
    expect(summaryPhrase("toxic players", "en")).toBe("toxic players");
    expect(summaryPhrase("toxic players", "ru")).toBe("токсичные игроки");
    expect(summaryPhrase("a phrase nobody mined", "ru")).toBe("a phrase nobody mined");
    expect(summaryValueRu("not_a_value")).toBeNull();
  });

  test("every Russian phrase leads back to its one English phrase (the why lines judge a Russian hook by it)", () => {
    for (const p of PHRASES) expect(englishPhrase(summaryPhrase(p, "ru"))).toBe(p);
    expect(englishPhrase("фраза без записи")).toBe("фраза без записи");
  });
});
