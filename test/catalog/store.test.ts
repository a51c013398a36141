// Covers the catalog store's reads of several games at once (a list's picks and their summaries): the order asked,
// unknown appids, and the same games as the one-at-a-time reads; and the per-tag game counts.
import { describe, expect, test } from "bun:test";
import { fixtureCatalog, makeGame } from "../helpers/fixture-catalog";

const summary = { tagline: null, difficulty: null, length: null, sessionShape: null, coOp: null, hooks: ["quick rounds"], dealbreakers: [] };
const games = [
  makeGame({ appid: 30, name: "Third", description: "A game about lighthouses." }),
  makeGame({ appid: 10, name: "First" }),
  makeGame({ appid: 20, name: "Second", description: "Boats." }),
];
const store = fixtureCatalog(games, { summaries: [[20, summary]] });

describe("getGames", () => {
  test("answers in the order asked, skips unknown appids, and reads what getGame reads", () => {
    const got = store.getGames([20, 999, 30, 10, 20]);
    expect(got.map((g) => g.appid)).toEqual([20, 30, 10, 20]);
    expect(got).toEqual([20, 30, 10, 20].map((id) => store.getGame(id)!));
    expect(got[1]!.description).toBe("A game about lighthouses.");
    expect(store.getGames([])).toEqual([]);
  });
});

describe("summaries", () => {
  test("answers in the order asked, null for a game without one or an unknown appid, as describe reads them", () => {
    expect(store.summaries([10, 20, 999])).toEqual([null, summary, null]);
    expect(store.summaries([20])[0]).toEqual(store.describe(20).summary!);
    expect(store.summaries([])).toEqual([]);
  });
});

describe("tagStats", () => {
  test("counts the games carrying each tag, most carried first (ties by name)", () => {
    const tagged = fixtureCatalog([
      makeGame({ appid: 1, name: "A", tags: ["Puzzle", "Indie"] }),
      makeGame({ appid: 2, name: "B", tags: ["Indie", "Horror"] }),
      makeGame({ appid: 3, name: "C", tags: ["Indie", "Puzzle", "Co-op"] }),
      makeGame({ appid: 4, name: "D" }),
    ]);
    expect(tagged.tagStats()).toEqual([
      { tag: "Indie", games: 3 }, { tag: "Puzzle", games: 2 }, { tag: "Co-op", games: 1 }, { tag: "Horror", games: 1 },
    ]);
  });
});
