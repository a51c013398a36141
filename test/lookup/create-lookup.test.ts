// Covers create-lookup.ts on a fixture catalog: every way of naming a game, ambiguity, other matches, not found.
import { describe, expect, test } from "bun:test";
import { createLookup } from "../../src/lookup";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";
import { FIXTURE_ALIASES, lookupFixtureStore } from "./lookup-fixture";

const lookup = createLookup({ store: lookupFixtureStore(), aliases: FIXTURE_ALIASES });
const seedOf = (q: string) => lookup.resolve(q)?.seed.appid ?? null;

describe("createLookup().resolve", () => {
  describe("when the query is an appid or a store URL", () => {
    test.each([
      ["367520", 367520, "appid"],
      ["  220 ", 220, "appid"],
      ["https://store.steampowered.com/app/367520/Hollow_Knight/?l=russian", 367520, "url"],
      ["steamcommunity.com/app/220/discussions/", 220, "url"],
      ["https://s.team/a/1145360", 1145360, "url"],
    ])("%p resolves to %d (%s) with no other matches", (q, appid, kind) => {
      const r = lookup.resolve(q);
      expect(r?.seed.appid).toBe(appid);
      expect(r?.kind).toBe(kind as never);
      expect(r?.otherMatches).toEqual([]);
      expect(r?.confidence).toBe(1);
    });

    // An appid is an exact reference: one the catalog lacks must not turn into a guess by name.
    test.each(["4294967296", "999999", "https://store.steampowered.com/app/999999999/", "https://store.steampowered.com/search/?term=hades"])(
      "%p is not found",
      (q) => {
        expect(lookup.resolve(q)).toBeNull();
      },
    );
  });

  describe("when the query is a name", () => {
    test.each([
      ["hollow knight", 367520],
      ["HOLLOW KNIGHT™", 367520],
      ["witcher 3", 292030],
      ["witcher three", 292030],
      ["the witcher iii wild hunt", 292030],
      ["baldurs gate3", 1086940],
      ["half life ii", 220],
      ["civilization 6", 289070],
      ["civilization v", 8930],
      ["stalker shadow of chernobyl", 4500],
      ["left 4 dead", 500],
      ["stardewvalley", 413150],
    ])("%p resolves to %d", (q, appid) => {
      expect(seedOf(q)).toBe(appid);
    });

    test("an exact name is kind name with confidence 1", () => {
      expect(lookup.resolve("hades")).toMatchObject({ kind: "name", confidence: 1 });
    });
  });

  describe("when the query has typos", () => {
    test.each([
      ["hollow night", 367520],
      ["stardew vally", 413150],
      ["terarria", 105600],
      ["valhiem", 892970],
      ["cuphaed", 268910],
      ["skyrm", 489830],
    ])("%p resolves to %d", (q, appid) => {
      const r = lookup.resolve(q);
      // Skyrim and its Special Edition are both right for "skyrm".
      expect(appid === 489830 ? [489830, 72850] : [appid]).toContain(r?.seed.appid as number);
      expect(r?.kind).toBe("fuzzy");
    });
  });

  describe("when the query is an alias", () => {
    test.each([["bg3", 1086940], ["L4D2", 550]])("%p resolves to %d", (q, appid) => {
      expect(lookup.resolve(q)).toMatchObject({ seed: { appid }, kind: "alias" });
    });

    test("an alias of an appid the catalog lacks is ignored", () => {
      expect(lookup.resolve("ghost")).toBeNull();
    });
  });

  describe("when the query is Russian", () => {
    test.each([
      ["Ведьмак 3: Дикая Охота", 292030, "russian"],
      ["Ведьмак 3", 292030, "russian"],
      ["ведьмак3", 292030, "russian"],
      ["Скайрим", 489830, "russian"],
      ["Бесконечное лето", 331470, "russian"],
      ["бесконечное лeто", 331470, "russian"], // a Latin "e" among Cyrillic letters
      ["Сталкер: Тень Чернобыля", 4500, "russian"],
      ["сталкер тенъ чернобыля", 4500, "russian"],
      ["герои меча и магии iii", 297000, "russian"],
      ["Киберпанк 2077", 1091500, "translit"],
      ["vedmak 3", 292030, "translit"],
      ["skajrim", 489830, "translit"],
      ["beskonechnoe leto", 331470, "translit"],
    ])("%p resolves to %d (%s)", (q, appid, kind) => {
      expect(lookup.resolve(q)).toMatchObject({ seed: { appid }, kind: kind as never });
    });
  });

  describe("when the query was typed on the wrong keyboard layout", () => {
    test.each([
      ["рщддщц лтшпре", 367520], // "hollow knight" on a Russian layout
      ["еуккфкшф", 105600], // "terraria"
      ["dtlmvfr 3", 292030], // "ведьмак 3" on an English layout
      [",tcrjytxyjt ktnj", 331470], // "бесконечное лето"
      ["crfqhbv", 489830], // "скайрим"
    ])("%p resolves to %d", (q, appid) => {
      expect(lookup.resolve(q)).toMatchObject({ seed: { appid }, kind: "layout" });
    });
  });

  describe("when the query could mean several games", () => {
    test("the better-known exact match is the seed and the sequel an other match", () => {
      const r = lookup.resolve("hades");
      expect(r?.seed.appid).toBe(1145360);
      expect(r?.otherMatches).toContainEqual({ appid: 1145350, name: "Hades II" });
    });

    test("other matches are at most five, never the seed, and real games", () => {
      for (const q of ["hollow knight", "witcher", "skyrim", "civilization", "left 4 dead"]) {
        const r = lookup.resolve(q)!;
        expect(r.otherMatches.length).toBeLessThanOrEqual(5);
        expect(r.otherMatches.map((m) => m.appid)).not.toContain(r.seed.appid);
        for (const m of r.otherMatches) expect(lookup.resolve(String(m.appid))?.seed.name).toBe(m.name);
      }
    });

    test("sending an other match's appid switches to it", () => {
      const other = lookup.resolve("hades")!.otherMatches[0]!;
      expect(lookup.resolve(String(other.appid))?.seed.appid).toBe(other.appid);
    });

    test("a famous game wins over an obscure one with a closer name", () => {
      // "Vedmaak" (12 reviews) is closer in letters to "vedmak" than the alias, but the alias is exact.
      expect(seedOf("vedmak 3")).toBe(292030);
      expect(seedOf("ведьмак")).toBe(20900);
    });
  });

  describe("when nothing fits", () => {
    test.each(["zzzzqqqxx", "jjjjjjjjjj kkkkkk", "asdkjhasd", "qq", "x", "the", "   ", "", "!!!", "🎮🎮🎮"])("%p is not found", (q) => {
      expect(lookup.resolve(q)).toBeNull();
    });

    test("a query under the confidence threshold is not found, and a lower threshold finds it", () => {
      const strict = createLookup({ store: lookupFixtureStore(), aliases: FIXTURE_ALIASES, minConfidence: 0.99 });
      expect(strict.resolve("hollow night")).toBeNull();
      expect(lookup.resolve("hollow night")?.confidence).toBeGreaterThan(0.75);
    });
  });
});

describe("confidence and popularity", () => {
  // Keyboard noise finds some near-spelling among 120,000 names; an obscure game must match more closely.
  const withReviews = (total: number) =>
    createLookup({
      store: fixtureCatalog([makeGame({ appid: 1, name: "Moonlit Harbor", reviews: total ? reviews(total, 0) : null })]),
      aliases: { en: [], ru: [] },
    });

  test("a loose match to a game without reviews is not found, to a known game it is", () => {
    expect(withReviews(0).resolve("monlt harbr")).toBeNull();
    expect(withReviews(5000).resolve("monlt harbr")?.seed.appid).toBe(1);
  });

  test("the exact name of a game without reviews is always found", () => {
    expect(withReviews(0).resolve("moonlit harbor")).toMatchObject({ seed: { appid: 1 }, kind: "name" });
  });
});

describe("createLookup options", () => {
  test("uses the games it is given instead of reading them again", () => {
    const store = lookupFixtureStore();
    const games = store.allGames().filter((g) => g.appid !== 220);
    const l = createLookup({ store, games, aliases: { en: [], ru: [] } });
    expect(l.resolve("half life 2")).toBeNull();
    expect(l.resolve("hollow knight")?.seed.appid).toBe(367520);
  });
});
