// Covers the build's stored default lists (issue 19): for every seed and every filter combination, the list the
// recommender serves from them (picks, scores, why lines, every n) equals the live computation, both where the stored
// candidates suffice and where they do not (then it falls back). A synthetic catalog with shallow storage reaches both.
import { describe, expect, test } from "bun:test";
import type { Game } from "../../src/catalog/types";
import { buildRecommenderIndex, buildStoredLists, createRecommender, FILTER_COMBOS } from "../../src/recommender";
import { DEFAULT_DIVERSITY } from "../../src/recommender/diversity";
import { DEFAULT_RANK } from "../../src/recommender/rank";
import { comboOf, storedPicks } from "../../src/recommender/stored-lists";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const TAGS = ["Roguelike", "Deckbuilding", "Farming Sim", "Metroidvania", "Puzzle", "Survival", "Horror", "Racing", "Co-op", "Pixel Graphics", "Strategy", "Open World"];
const DECKS = ["verified", "playable", "unsupported", "unknown"] as const;

// A deterministic catalog of 150 games: tag mixes, makers and series shared by a few, every flag combination.
function synthetic(): Game[] {
  let seed = 7;
  const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  return Array.from({ length: 150 }, (_, k) => {
    const tags = TAGS.filter(() => rnd() < 0.3);
    return makeGame({
      appid: 1000 + k * 10,
      name: `${["Star", "Moon", "Dust", "Iron"][k % 4]} ${["Quest", "Farm", "Run", "Tactics"][(k >> 2) % 4]} ${k % 7 === 0 ? "II" : k}`,
      year: 2000 + (k % 24),
      tags: tags.length ? tags : [TAGS[k % TAGS.length]!],
      genres: [rnd() < 0.5 ? "Indie" : "Action"],
      developers: [`Studio ${k % 37}`],
      publishers: [`Label ${k % 11}`],
      coop: { online: rnd() < 0.3, local: false, lan: false },
      price: { isFree: rnd() < 0.25, amount: null, currency: null, text: null },
      deck: DECKS[Math.floor(rnd() * 4)]!,
      reviews: reviews(Math.floor(rnd() * 5000), Math.floor(rnd() * 500)),
    });
  });
}

describe("stored default lists", () => {
  const games = synthetic();
  const store = fixtureCatalog(games);
  const index = buildRecommenderIndex(store);
  // Shallow on purpose (the full build keeps thousands): some combinations must fall back.
  const lists = buildStoredLists(index, games, DEFAULT_RANK, DEFAULT_DIVERSITY, 20, 125);
  const live = createRecommender({ store, index, hooks: null });
  const stored = createRecommender({ store, index, lists, hooks: null });

  test("every seed and filter combination: the served list equals the live one (n = 20 in English, 7 in Russian)", () => {
    let served = 0;
    let fellBack = 0;
    for (const seed of store.getGames(games.map((g) => g.appid))) {
      for (const filters of FILTER_COMBOS) {
        if (storedPicks(lists, seed, filters, 20)) served++;
        else fellBack++;
        for (const [n, lang] of [[20, "en"], [7, "ru"]] as const) {
          const want = live.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.score, p.why]);
          expect(stored.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.score, p.why])).toEqual(want);
        }
      }
    }
    expect(served).toBeGreaterThan(games.length);
    expect(fellBack).toBeGreaterThan(0);
  }, 120_000);

  test("a seed the build did not store, and filters it cannot serve, rank live", () => {
    expect(storedPicks(lists, makeGame({ appid: 5, name: "Unknown" }), FILTER_COMBOS[0]!, 20)).toBeNull();
    expect(comboOf({ free: true, coop: false, deck: "playable" })).toBe(FILTER_COMBOS.findIndex((c) => c.free && !c.coop && c.deck === "playable"));
    expect(comboOf({ free: false, coop: false, deck: null, genre: "Horror" } as never)).toBe(-1);
  });
});
