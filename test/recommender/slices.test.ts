// findSlices on hand-made catalogs: add-ons, chapters, prologues and free slices are flagged from names, makers,
// reviews, prices and dates; standalone sequels, other studios' games, editions and free-to-play successors are not.
import { describe, expect, test } from "bun:test";
import type { Game } from "../../src/catalog/types";
import { makerKey } from "../../src/recommender/names";
import { findSlices } from "../../src/recommender/slices";
import { makeGame, reviews } from "../helpers/fixture-catalog";

const usd = (amount: number): Game["price"] => ({ isFree: amount === 0, amount, currency: "USD", text: amount ? `${amount} USD` : "Free" });
const FREE = usd(0);
const UNPRICED: Game["price"] = { isFree: false, amount: null, currency: null, text: null };

const game = (appid: number, name: string, o: { dev?: string; total?: number; price?: Game["price"]; year?: number | null }) =>
  makeGame({
    appid, name, developers: o.dev ? [o.dev] : [], publishers: [], reviews: o.total === undefined ? null : reviews(o.total, 0),
    price: o.price ?? UNPRICED, year: o.year === undefined ? 2010 : o.year,
  });

const BASE = game(1, "Star Forge", { dev: "Anvil Works", total: 50000, price: usd(20), year: 2010 });
const POSSESSIVE_BASE = game(2, "Rex Nolan's Kingdoms IV", { dev: "Crown Games", total: 4000, price: usd(20), year: 2005 });
const MMO = game(3, "Skyreach Online", { dev: "Cloud Studio", total: 80000, price: usd(20), year: 2015 });
const PAID = game(4, "Rust Valley", { dev: "Tin Roof", total: 20000, price: usd(15), year: 2020 });
const CLASSIC = game(5, "Blade League", { dev: "Edge Co", total: 3000, price: usd(10), year: 2004 });
const MOON = game(6, "Moon Hollow", { dev: "Lantern", total: 9000, price: usd(25), year: 2021 });

/** Flags of the named games when they join the bases above. */
function kinds(...games: Game[]): Record<string, string | null> {
  const all = [BASE, POSSESSIVE_BASE, MMO, PAID, CLASSIC, MOON, ...games];
  const flagged = findSlices(all, (g) => [...g.developers, ...g.publishers].map(makerKey));
  return Object.fromEntries(games.map((g) => [g.name, flagged.get(all.indexOf(g))?.kind ?? null]));
}

describe("findSlices", () => {
  describe("add-ons: the base's name, a subtitle, the same maker", () => {
    test("priced at a quarter of the base: an add-on, named to its base", () => {
      const all = [BASE, game(10, "Star Forge: Iron Tide", { dev: "Anvil Works", total: 9000, price: usd(5), year: 2011 })];
      const flagged = findSlices(all, (g) => g.developers.map(makerKey));
      expect(flagged.get(1)).toEqual({ kind: "add-on", base: 0 });
    });

    test("a spaced dash works like a colon, and a possessive author prefix need not be repeated", () => {
      expect(kinds(
        game(11, "Skyreach Online - Frozen Coast", { dev: "Cloud Studio", total: 900, year: 2019 }),
        game(12, "Kingdoms IV: Warlords", { dev: "Crown Games", total: 500, price: usd(5), year: 2006 }),
      )).toEqual({ "Skyreach Online - Frozen Coast": "add-on", "Kingdoms IV: Warlords": "add-on" });
    });

    test("a fifth of the reviews, priced above the base: a standalone episode stays a game", () => {
      expect(kinds(game(13, "Star Forge: Episode Two", { dev: "Anvil Works", total: 11000, price: usd(25), year: 2012 })))
        .toEqual({ "Star Forge: Episode Two": null });
    });

    test("a tiny share of the base's reviews is an add-on whatever its price", () => {
      expect(kinds(game(14, "Skyreach Online: Sunken Isles", { dev: "Cloud Studio", total: 300, price: usd(40), year: 2022 })))
        .toEqual({ "Skyreach Online: Sunken Isles": "add-on" });
    });

    test.each([
      ["another studio's game", game(15, "Star Forge: Origins", { dev: "Someone Else", total: 100, price: usd(5), year: 2012 })],
      ["a game 20 years on", game(16, "Blade League: Reborn", { dev: "Edge Co", total: 200, price: usd(4), year: 2024 })],
      ["a game older than the 'base'", game(17, "Moon Hollow: First Light", { dev: "Lantern", total: 100, price: usd(5), year: 2012 })],
      ["an edition of the base", game(18, "Star Forge: Deluxe Edition", { dev: "Anvil Works", total: 100, price: usd(5), year: 2012 })],
      ["a base of unknown date", game(19, "Rust Valley: Dust", { dev: "Tin Roof", total: 100, price: usd(5), year: 2022 })],
    ])("stays a game: %s", (_, g) => {
      const undated = { ...PAID, year: null };
      const all = [BASE, POSSESSIVE_BASE, MMO, undated, CLASSIC, MOON, g];
      expect(findSlices(all, (x) => x.developers.map(makerKey)).has(all.length - 1)).toBe(false);
    });
  });

  describe("slice words: prologue, prelude, demo, trial, lite, beginner and free editions, and test builds", () => {
    test("a free prologue is a slice even when its full game is not in the catalog", () => {
      expect(kinds(
        game(20, "Ember Depths: Prologue", { total: 800, price: FREE }),
        game(21, "Quiet Harbor Prelude", { dev: "Dock", total: 300, price: FREE }),
        game(22, "Glyph Tower: Beginner Experience", { total: 300, price: FREE }),
      )).toEqual({ "Ember Depths: Prologue": "slice-word", "Quiet Harbor Prelude": "slice-word", "Glyph Tower: Beginner Experience": "slice-word" });
    });

    test("a paid one is a slice only when its base is in the catalog", () => {
      expect(kinds(
        game(23, "Moon Hollow Lite", { dev: "Lantern", total: 400, price: usd(2), year: 2021 }),
        game(24, "Orbit: Prelude", { dev: "Solo Dev", total: 20000, price: usd(1), year: 2015 }),
      )).toEqual({ "Moon Hollow Lite": "slice-word", "Orbit: Prelude": null });
    });

    test("a test build of a catalog game by its maker is a slice, numbered or not, free or paid", () => {
      expect(kinds(
        game(40, "Moon Hollow Alpha 2", { dev: "Lantern", total: 3000, price: FREE, year: 2019 }),
        game(41, "Moon Hollow Pre-Alpha", { dev: "Lantern", total: 1500, price: FREE, year: 2018 }),
        game(42, "Rust Valley Beta", { dev: "Tin Roof", total: 700, price: usd(10), year: 2019 }),
        game(43, "Skyreach Online: Public Test Server", { dev: "Cloud Studio", total: 60, price: UNPRICED }),
        game(44, "Star Forge Playtest", { dev: "Anvil Works", total: 90, price: FREE }),
      )).toEqual({
        "Moon Hollow Alpha 2": "slice-word", "Moon Hollow Pre-Alpha": "slice-word", "Rust Valley Beta": "slice-word",
        "Skyreach Online: Public Test Server": "slice-word", "Star Forge Playtest": "slice-word",
      });
    });

    test("a game named for such a word is no slice: no base, another maker's base, or the word alone", () => {
      expect(kinds(
        game(45, "Lunar Outpost Alpha", { dev: "Crater", total: 12000, price: FREE }),
        game(46, "Blade League Beta", { dev: "Other Hands", total: 500, price: FREE }),
        game(47, "Prototype 2", { dev: "Edge Co", total: 20000, price: usd(20) }),
      )).toEqual({ "Lunar Outpost Alpha": null, "Blade League Beta": null, "Prototype 2": null });
    });

    test("the word inside a title is no slice", () => {
      expect(kinds(
        game(25, "Trial Bikes Freestyle", { total: 900, price: FREE }),
        game(26, "Demolition Derby Stars", { total: 900, price: FREE }),
      )).toEqual({ "Trial Bikes Freestyle": null, "Demolition Derby Stars": null });
    });
  });

  describe("free apps whose full game is in the catalog", () => {
    test("a free first episode of a paid game is a free slice", () => {
      expect(kinds(game(30, "Rust Valley - Episode 1", { dev: "Tin Roof", total: 3000, price: FREE, year: 2020 })))
        .toEqual({ "Rust Valley - Episode 1": "free-slice" });
    });

    test("a free-to-play successor with more players than the old paid game stays a game", () => {
      expect(kinds(game(31, "Blade League: Arena", { dev: "Edge Co", total: 90000, price: FREE, year: 2019 })))
        .toEqual({ "Blade League: Arena": null });
    });
  });
});
