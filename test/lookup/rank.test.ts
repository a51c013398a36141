// Covers rank.ts: query readings, key scoring across scripts and layouts, short-query rules, ranking order.
import { describe, expect, test } from "bun:test";
import { buildNameIndex } from "../../src/lookup/name-index";
import { makeVariant, rankCandidates } from "../../src/lookup/rank";
import { makeGame, reviews } from "../helpers/fixture-catalog";

const index = buildNameIndex(
  [
    makeGame({ appid: 1, name: "Hades", reviews: reviews(200_000, 0) }),
    makeGame({ appid: 2, name: "Hades II", reviews: reviews(50_000, 0) }),
    makeGame({ appid: 3, name: "Rust", reviews: reviews(900_000, 0) }),
    makeGame({ appid: 4, name: "Door2:Key", reviews: reviews(40, 0) }),
    makeGame({ appid: 5, name: "Left 4 Dead", reviews: reviews(60_000, 0) }),
    makeGame({ appid: 6, name: "Left 4 Dead 2", reviews: reviews(900_000, 0) }),
  ],
  [],
  [{ appid: 3, alias: "Раст", lang: "ru" }],
);
const rank = (q: string, layout = false) => rankCandidates(index, [makeVariant(q, layout ? 0.03 : 0, layout, false)]);

describe("makeVariant", () => {
  test("prepares every form of the query", () => {
    expect(makeVariant("The Witcher III", 0, false, false)).toEqual({
      plain: "witcher 3",
      core: "witcher 3",
      skel: "vicher 3",
      plainCompact: "thewitcher3",
      skelCompact: "vicher3",
      cyr: false,
      sound: "AXR 3",
      penalty: 0,
      layout: false,
      exactOnly: false,
    });
  });
});

describe("rankCandidates", () => {
  test("ranks the exact name first, then the sequel", () => {
    expect(rank("hades").map((r) => [r.appid, r.kind])).toEqual([[1, "name"], [2, "fuzzy"]]);
  });

  test("an exact store name beats a far better-known longer one", () => {
    expect(rank("left 4 dead")[0]!.appid).toBe(5);
  });

  test("short queries match only exactly", () => {
    // "ror2" is one letter from "door2" but four letters say too little for a typo.
    expect(rank("ror2")).toEqual([]);
    expect(rank("rust")[0]).toMatchObject({ appid: 3, sim: 1 });
  });

  test("reads Cyrillic against Latin names through transliteration, with a lower similarity", () => {
    const [best] = rank("Хадес");
    expect(best).toMatchObject({ appid: 1, kind: "translit" });
    expect(best!.sim).toBeLessThan(1);
  });

  test("a layout-swapped reading matches only keys of its own script, with its penalty", () => {
    // As typed, "кгые" is no Russian name; retyped on the English layout it is "rust".
    expect(rank("кгые").map((r) => r.appid)).not.toContain(3);
    const swapped = rankCandidates(index, [makeVariant("rust", 0.03, true, false)]);
    expect(swapped[0]).toMatchObject({ appid: 3, kind: "layout", sim: 0.97 });
  });

  test("exactOnly readings (a number that is no appid) keep only exact matches", () => {
    expect(rankCandidates(index, [makeVariant("hade", 0, false, true)])).toEqual([]);
  });
});
