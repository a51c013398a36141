// Covers name-index.ts: which keys a game gets, their order by popularity, exact lookups, and the script indexes.
import { describe, expect, test } from "bun:test";
import { appidValue } from "../../src/lookup/appid-table";
import { buildNameIndex, exactIds, keyAt, keyCount, scriptCandidates } from "../../src/lookup/name-index";
import { makeGame, reviews } from "../helpers/fixture-catalog";

const games = [
  makeGame({ appid: 1, name: "Middle-earth™: Shadow of Mordor™ - Game of the Year Edition", reviews: reviews(10, 0) }),
  makeGame({ appid: 2, name: "Stick Fight: The Game", reviews: reviews(1000, 0) }),
  makeGame({ appid: 3, name: "Hollow Knight", reviews: reviews(100_000, 0) }),
];
const index = buildNameIndex(games, [{ appid: 3, name: "Hollow Knight", source: "x" }, { appid: 2, name: "Стик Файт", source: "y" }], [
  { appid: 3, alias: "hk", lang: "en" },
  { appid: 404, alias: "ghost", lang: "en" },
]);
const keys = Array.from({ length: keyCount(index) }, (_, id) => keyAt(index, id));
const keysOf = (appid: number) => keys.filter((k) => k.appid === appid).map((k) => [k.type, k.plain]);

describe("buildNameIndex", () => {
  test("gives a name with a subtitle its whole, head and subtitle keys", () => {
    expect(keysOf(1)).toEqual([
      ["name", "middle earth shadow of mordor game of year edition"],
      ["head", "middle earth"],
      ["sub", "shadow of mordor game of year edition"],
    ]);
  });

  test("skips halves that say nothing of their own (\"The Game\")", () => {
    expect(keysOf(2)).toEqual([["name", "stick fight game"], ["head", "stick fight"], ["alt", "стик файт"]]);
  });

  test("skips duplicate keys and aliases of games the catalog lacks", () => {
    expect(keysOf(3)).toEqual([["name", "hollow knight"], ["alias", "hk"]]);
    expect(keys.some((k) => k.appid === 404)).toBe(false);
  });

  test("puts keys of better-known games first", () => {
    expect(keys[0]!.appid).toBe(3);
    expect(keys.at(-1)!.appid).toBe(1);
  });

  test("finds keys by exact plain and core form", () => {
    const sub = keys.findIndex((k) => k.plain === "shadow of mordor game of year edition");
    expect(exactIds(index, "shadow of mordor")).toEqual([sub]);
    expect(exactIds(index, "nothing")).toEqual([]);
  });

  test("keeps Latin and Cyrillic keys in separate trigram indexes", () => {
    const cyr = keys.findIndex((k) => k.cyr);
    expect(scriptCandidates(index.cyrillic, "stik fait", 5)).toEqual([cyr]);
    expect(scriptCandidates(index.latin, "stik fait", 5)).not.toContain(cyr);
  });

  test("records popularity as log10(1 + reviews)", () => {
    expect(appidValue(index.popularity, 3)).toBeCloseTo(Math.log10(100_001), 6);
  });
});
