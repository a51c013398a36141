// The kind agreement in the ranking (src/recommender/rank.ts): games alike in mood, setting and play modes but of
// another kind (a shooter for a walking simulator) rank below games of the seed's kind, in both directions.
import { describe, expect, test } from "bun:test";
import type { Game } from "../../src/catalog/types";
import { createRecommender } from "../../src/recommender";
import { KIND_TAGS } from "../../src/recommender/features";
import { NOUN_TAGS } from "../../src/summaries/tagline";
import { kindAgreement, seedVector } from "../../src/recommender/rank";
import type { SimilarFilters } from "../../src/recommender/types";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const NONE: SimilarFilters = { free: false, coop: false, deck: null };
const MOOD = ["Atmospheric", "Story Rich", "Beautiful", "Co-op", "Multiplayer", "Great Soundtrack"];

function game(appid: number, name: string, tags: string[], total: number): Game {
  return makeGame({ appid, name, tags, genres: ["Adventure"], reviews: reviews(total, Math.round(total / 20)), developers: [`${name} studio`], year: 2016 });
}

/** Plain games of other kinds, so every tag sits on several games and none is rare, like a catalog's. */
const background = Array.from({ length: 40 }, (_, k) =>
  game(7000 + k, `Filler ${k}`, k % 2 ? ["Racing", "Arcade", "Colorful"] : ["Card Game", "Strategy", "Fantasy"], 40));

describe("kind agreement", () => {
  const seed = game(1, "Dune Pilgrim", ["Walking Simulator", "Exploration", ...MOOD], 60000);
  // Every mood tag of the seed, but a shooter, and better known.
  const shooter = game(2, "Orbit Marines", ["FPS", "Shooter", ...MOOD], 90000);
  // The seed's kind with half its moods.
  const walker = game(3, "Salt Road", ["Walking Simulator", "Exploration", ...MOOD.slice(0, 3)], 20000);
  // No kind tag at all: agrees with anything (nothing says it is another kind of game).
  const untold = game(4, "Quiet Hours", [...MOOD.slice(0, 4)], 20000);
  const games = [seed, shooter, walker, untold, ...background];
  const rankIn = (list: { game: Game }[], appid: number) => list.findIndex((p) => p.game.appid === appid);

  test("the list names its kinds from the store's genre vocabulary", () => {
    for (const t of ["Walking Simulator", "Exploration", "FPS", "Shooter"]) expect(KIND_TAGS.has(t)).toBe(true);
    for (const t of MOOD) expect(KIND_TAGS.has(t)).toBe(false);
    // A tag the summaries' tagline names a game by ("a metroidvania", "a farming sim") is a kind of game here too.
    expect([...NOUN_TAGS].filter((t) => !KIND_TAGS.has(t))).toEqual([]);
    expect(NOUN_TAGS.size).toBeGreaterThan(60);
  });

  test("a game of the seed's kind ranks above one that shares more moods but is another kind", () => {
    const list = createRecommender({ store: fixtureCatalog(games) }).similar(seed, { n: 10, lang: "en", filters: NONE });
    expect(rankIn(list, 3)).toBeGreaterThanOrEqual(0);
    expect(rankIn(list, 3)).toBeLessThan(rankIn(list, 2) < 0 ? Infinity : rankIn(list, 2));
  });

  test("without the kind agreement the shooter wins (the kinds are what move it)", () => {
    const off = createRecommender({ store: fixtureCatalog(games), options: { rank: { kindFloor: 1 } } });
    const list = off.similar(seed, { n: 10, lang: "en", filters: NONE });
    expect(rankIn(list, 2)).toBeGreaterThanOrEqual(0);
    expect(rankIn(list, 2)).toBeLessThan(rankIn(list, 3));
  });

  test("the other direction: for the shooter, a shooter with fewer shared tags ranks above the walking simulator", () => {
    const wanderer = game(5, "Long Walk", ["Walking Simulator", "Exploration", ...MOOD], 30000);
    const squad = game(6, "Hive Squad", ["FPS", "Shooter", ...MOOD.slice(0, 2)], 20000);
    const store = () => fixtureCatalog([seed, shooter, wanderer, squad, ...background]);
    const on = createRecommender({ store: store() }).similar(shooter, { n: 10, lang: "en", filters: NONE });
    const off = createRecommender({ store: store(), options: { rank: { kindFloor: 1 } } }).similar(shooter, { n: 10, lang: "en", filters: NONE });
    expect(rankIn(off, 5)).toBeLessThan(rankIn(off, 6));
    expect(rankIn(on, 6)).toBeLessThan(rankIn(on, 5));
  });

  test("the factor: 1 for the same kinds or when either game has none, the floor for unrelated kinds", () => {
    const rec = createRecommender({ store: fixtureCatalog(games) });
    const agree = kindAgreement(rec.index, seedVector(rec.index, seed), 0.7);
    const slot = (appid: number) => rec.index.byAppid.get(appid)!;
    expect(agree(slot(3))).toBeCloseTo(1, 6);
    expect(agree(slot(4))).toBe(1);
    expect(agree(slot(2))).toBeCloseTo(0.7, 6);
    const kindless = kindAgreement(rec.index, seedVector(rec.index, untold), 0.7);
    expect(kindless(slot(2))).toBe(1);
    expect(kindAgreement(rec.index, seedVector(rec.index, seed), 1)(slot(2))).toBe(1);
  });
});
