// Covers the stored lists computed on worker threads: the same StoredLists as one call over every seed, whether the
// seeds are split over threads (the index cloned into each) or parts computed alone are joined.
import { describe, expect, test } from "bun:test";
import { buildStoredLists } from "../../src/recommender";
import { DEFAULT_DIVERSITY } from "../../src/recommender/diversity";
import { buildGameIndex } from "../../src/recommender/game-index";
import { DEFAULT_RANK } from "../../src/recommender/rank";
import { buildListsInParallel, joinLists } from "../../src/precompute/lists";
import { makeGame, reviews } from "../helpers/fixture-catalog";

const TAGS = ["Roguelike", "Farming Sim", "Puzzle", "Survival", "Horror", "Racing", "Strategy", "Co-op"];
const games = Array.from({ length: 90 }, (_, k) => makeGame({
  appid: 500 + k,
  name: `Game ${k}`,
  tags: TAGS.filter((_, t) => (k >> t) % 3 === 0).concat(TAGS[k % TAGS.length]!),
  developers: [`Dev ${k % 9}`],
  price: { isFree: k % 4 === 0, amount: null, currency: null, text: null },
  deck: k % 3 === 0 ? "verified" : "unknown",
  reviews: reviews(10 + ((k * 37) % 900), k % 17),
}));
const index = buildGameIndex(games, []);
const whole = buildStoredLists(index, games, DEFAULT_RANK, DEFAULT_DIVERSITY, 20, 60);

describe("stored lists in parts", () => {
  test("parts over consecutive seeds join into the whole", () => {
    const parts = [games.slice(0, 31), games.slice(31, 32), games.slice(32)].map((seeds) => buildStoredLists(index, seeds, DEFAULT_RANK, DEFAULT_DIVERSITY, 20, 60));
    expect(joinLists(parts)).toEqual(whole);
  });

  test("two worker threads give the same lists as one call", async () => {
    const job = { index, seeds: games, rank: DEFAULT_RANK, diversity: DEFAULT_DIVERSITY, length: 20, deep: 60 };
    expect(await buildListsInParallel(job, 2)).toEqual(whole);
  }, 60_000);
});
