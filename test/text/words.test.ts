// Covers words.ts and sound.ts: folding (accents off Latin letters, й kept), stems of English and Russian words in
// all their endings (the `stemmer` and `@orama/stemmers` packages), tokenize, and sound keys (`double-metaphone`).
import { describe, expect, test } from "bun:test";
import { foldText, soundKey, stem, tokenize } from "../../src/text";

describe("foldText", () => {
  test("drops accents and punctuation, keeps й and folds ё", () => {
    expect(foldText("Souls-like, Pokémon!")).toBe("souls like pokemon");
    expect(foldText("Ролевой, ЁЖИК")).toBe("ролевой ежик");
  });
});

describe("stem", () => {
  test.each([
    [["zombies", "zombie"], "zombi"],
    [["crafting", "crafted", "crafts"], "craft"],
    [["ролевой", "ролевая", "ролевые", "ролевому"], "ролев"],
    [["подземелья", "подземелье", "подземельями"], "подземел"],
    [["стратегия", "стратегии", "стратегию"], "стратег"],
  ] as [string[], string][])("%p all stem to %p", (words, expected) => {
    for (const w of words) expect(stem(w)).toBe(expected);
  });

  test("short words and words with digits stay as they are", () => {
    expect(["rpg", "игр", "gate3", "2d"].map(stem)).toEqual(["rpg", "игр", "gate3", "2d"]);
  });
});

describe("tokenize", () => {
  test("folds, drops stop words and stems, in either language", () => {
    expect(tokenize("You play the zombies")).toEqual(["zombi"]);
    expect(tokenize("Ролевой экшен, где ты строишь базу")).toEqual(["ролев", "экш", "стро", "баз"]);
  });
});

describe("soundKey", () => {
  test("names spelt by ear share the key of the real name; other names do not", () => {
    expect(soundKey("stardoo valley")).toBe(soundKey("stardew valley"));
    expect(soundKey("rimwurld")).toBe(soundKey("rimworld"));
    expect(soundKey("hollow nite")).not.toBe(soundKey("yellow night"));
  });
});
