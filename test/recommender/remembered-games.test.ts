// Covers what lists remember across each other: picks' rows (rememberedGames: read once, in the asked order, unknown
// appids left out, the oldest forgotten past the bound, the shared games frozen) and summary hooks (summaryHooks).
import { describe, expect, test } from "bun:test";
import { rememberedGames, summaryHooks } from "../../src/recommender/recommender";
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

describe("summaryHooks", () => {
  test("reads a game's summary once across lists, games without one have no hooks", () => {
    const asked: number[][] = [];
    const store = { summaries: (ids: readonly number[]) => (asked.push([...ids]), ids.map((id) => (id === 10 ? ({ hooks: ["tight controls"] } as never) : null))) };
    const hooks = summaryHooks(store);
    const game = (appid: number) => makeGame({ appid, name: `Game ${appid}` });
    expect(hooks([game(10), game(20)], "en")).toEqual([["tight controls"], []]);
    expect(hooks([game(20), game(10), game(30)], "en")).toEqual([[], ["tight controls"], []]);
    expect(asked).toEqual([[10, 20], [30]]);
  });
});
