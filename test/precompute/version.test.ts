// The order the build picks its stored seeds in (the benches walk the same one).
import { describe, expect, test } from "bun:test";
import { listSeedOrder } from "../../src/precompute/version";
import { makeGame, reviews } from "../helpers/fixture-catalog";

describe("listSeedOrder", () => {
  test("released games only, most reviewed first, ties by appid, unknown reviews last", () => {
    const games = [
      makeGame({ appid: 30, name: "G30", reviews: reviews(90, 10) }),
      makeGame({ appid: 20, name: "G20", reviews: null }),
      makeGame({ appid: 12, name: "G12", reviews: reviews(900, 100) }),
      makeGame({ appid: 11, name: "G11", reviews: reviews(9000, 1000), comingSoon: true }),
      makeGame({ appid: 10, name: "G10", reviews: reviews(90, 10) }),
    ];
    expect(listSeedOrder(games).map((g) => g.appid)).toEqual([12, 10, 30, 20]);
    expect(games.map((g) => g.appid)).toEqual([30, 20, 12, 11, 10]);
  });
});
