// A number names one game of a series: a query with the sequel's number finds the sequel, however little known (an
// announced game with no reviews yet), and one without a number finds the game without one, however famous its sequel.
import { describe, expect, test } from "bun:test";
import { createLookup } from "../../src/lookup";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const store = fixtureCatalog([
  makeGame({ appid: 1, name: "Spire Climber", reviews: reviews(150_000, 5_000) }),
  makeGame({ appid: 2, name: "Spire Climber 2", reviews: null, comingSoon: true }),
  makeGame({ appid: 3, name: "Tower Tactics", reviews: reviews(2_000, 300) }),
  makeGame({ appid: 4, name: "Tower Tactics II", reviews: reviews(90_000, 3_000) }),
]);
const lookup = createLookup({ store, aliases: { en: [], ru: [] } });
const seed = (q: string) => lookup.resolve(q)?.seed.appid ?? null;

describe("series numbers", () => {
  test("the sequel's number finds the sequel, in digits or roman numerals, even with no reviews yet", () => {
    expect(seed("spire climber 2")).toBe(2);
    expect(seed("Spire Climber II")).toBe(2);
  });

  test("no number finds the game without one, even when its sequel is far better known", () => {
    expect(seed("spire climber")).toBe(1);
    expect(seed("tower tactics")).toBe(3);
    expect(seed("tower tactics 2")).toBe(4);
  });

  test("a number no game has leaves the choice to the rest (the better-known close name)", () => {
    expect(seed("spire climber 3")).toBe(1);
  });
});
