// Covers rememberedGames: picks' rows read once across lists, in the asked order, unknown appids left out, the oldest
// forgotten past the bound, and the shared games frozen.
import { describe, expect, test } from "bun:test";
import { rememberedGames } from "../../src/recommender/recommender";
import { fixtureCatalog, makeGame } from "../helpers/fixture-catalog";

describe("rememberedGames", () => {
  const store = fixtureCatalog([10, 20, 30, 40].map((appid) => makeGame({ appid, name: `Game ${appid}` })));
  const asked: number[][] = [];
  const counting = { getGames: (ids: readonly number[]) => (asked.push([...ids]), store.getGames(ids)) };

  test("reads each row once, keeps the asked order, leaves unknown appids out, forgets the oldest past its size", () => {
    const read = rememberedGames(counting, 3);
    expect(read([30, 10, 99]).map((g) => g.appid)).toEqual([30, 10]);
    expect(read([10, 20, 30]).map((g) => g.appid)).toEqual([10, 20, 30]);
    expect(asked).toEqual([[30, 10, 99], [20]]);
    // 30, 10, 20 are remembered; 40 pushes 30 out.
    expect(read([40]).map((g) => g.name)).toEqual(["Game 40"]);
    expect(read([30, 20]).map((g) => g.appid)).toEqual([30, 20]);
    expect(asked.slice(2)).toEqual([[40], [30]]);
  });

  test("a remembered game is the same frozen object for every list", () => {
    const read = rememberedGames(store, 8);
    const [first] = read([20]);
    expect(read([20])[0]).toBe(first!);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
