// The pruned scan (tagPruner in rank.ts) skips games whose tag side cannot reach any pool, and reads a filtered pool's
// games from their copied rows (index.filtered): it must return exactly what scoring every slot in place returns, over
// several chunks of slots, under every filter combination and pool size.
import { describe, expect, test } from "bun:test";
import type { Game } from "../../src/catalog/types";
import { createRecommender } from "../../src/recommender";
import { FILTER_FLAGS, FLAG } from "../../src/recommender/game-index";
import { DEFAULT_RANK, rankCandidates, rankEach, seedVector } from "../../src/recommender/rank";
import { FILTER_COMBOS } from "../../src/recommender/stored-lists";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const VOCABULARY = [
  "Metroidvania", "Souls-like", "Platformer", "Difficult", "2D", "Atmospheric", "Exploration", "Dark Fantasy",
  "Farming Sim", "Life Sim", "Pixel Graphics", "Relaxing", "Cute", "Crafting", "FPS", "Shooter", "Competitive",
  "Tactical", "Multiplayer", "Racing", "Driving", "Simulation", "3D", "Visual Novel", "Anime", "Story Rich", "Puzzle",
  "Strategy", "Turn-Based", "Roguelike", "Horror", "Survival", "Open World", "Sandbox", "Building", "RPG", "Action",
  "Casual", "Singleplayer", "Indie",
];
const WORDS = ["cave", "farm", "gun", "car", "love", "puzzle", "castle", "ghost", "star", "island"];

/** Deterministic pseudo-random numbers (a linear congruential generator), so the catalog is the same every run. */
function numbers(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** 9,000 games over three scan chunks: tags drawn around a theme, review counts spread over five orders of magnitude. */
function catalog(): Game[] {
  const random = numbers(7);
  return Array.from({ length: 9000 }, (_, k) => {
    const theme = Math.floor(random() * 8) * 5;
    const tags = new Set<string>();
    for (let t = 0; t < 3 + Math.floor(random() * 9); t++) {
      const near = random() < 0.7;
      tags.add(VOCABULARY[near ? (theme + Math.floor(random() * 8)) % VOCABULARY.length : Math.floor(random() * VOCABULARY.length)]!);
    }
    const total = Math.floor(Math.pow(10, random() * 5));
    return makeGame({
      appid: 10 + k,
      name: `Game ${k}`,
      tags: [...tags],
      genres: random() < 0.5 ? ["Indie"] : ["Action"],
      reviews: reviews(Math.ceil(total * (0.5 + random() / 2)), Math.floor(total / 10)),
      year: 2000 + Math.floor(random() * 25),
      developers: [`Studio ${k % 700}`],
      price: k % 5 === 0 ? { isFree: true, amount: 0, currency: "USD", text: "Free" } : { isFree: false, amount: 9.99, currency: "USD", text: "9.99 USD" },
      coop: { online: k % 3 === 0, local: false, lan: false },
      deck: (["verified", "playable", "unsupported", "unknown"] as const)[k % 4]!,
      // Every other game has a description, so seeds with and without a text side both occur.
      description: k % 2 === 0 ? `A game about the ${WORDS[theme % WORDS.length]} and the ${WORDS[k % WORDS.length]}.` : null,
    });
  });
}

describe("the pruned scan", () => {
  const games = catalog();
  const rec = createRecommender({ store: fixtureCatalog(games) });
  const seeds = games.filter((_, k) => k % 450 === 3);

  test("ranks exactly as scoring every slot, under every filter combination and pool size", () => {
    for (const seed of seeds) {
      const vector = seedVector(rec.index, seed);
      for (const pool of [8, 60]) {
        const on = { ...DEFAULT_RANK, pool };
        expect(rankEach(rec.index, vector, FILTER_COMBOS, on)).toEqual(rankEach(rec.index, vector, FILTER_COMBOS, { ...on, prune: false }));
      }
    }
  });

  test("ranks exactly as scoring every slot, for 500 seeds", () => {
    // Pruning at 5% above the least tag side (a bound off by 5%) changes one of these lists (checked); the full
    // catalog's test catches subtler errors.
    let differ = 0;
    let compared = 0;
    const many = games.filter((_, k) => k % 18 === 0);
    // A small pool raises the bar soonest, where the bound is tightest.
    const on = { ...DEFAULT_RANK, pool: 3 };
    for (const seed of many) {
      const vector = seedVector(rec.index, seed);
      const full = rankCandidates(rec.index, vector, FILTER_COMBOS[0]!, { ...on, prune: false });
      if (!Bun.deepEquals(rankCandidates(rec.index, vector, FILTER_COMBOS[0]!, on), full)) differ++;
      compared += full.length;
    }
    expect(differ).toBe(0);
    // The seeds found candidates: the comparison was not of empty lists.
    expect(compared).toBe(many.length * on.pool);
  });

  test("the filtered rows are the released games a filter can keep, each with its own features and norm", () => {
    const { filtered, flags, featStart, featId, featW, norm } = rec.index;
    const expected = [...flags.keys()].filter((i) => (flags[i]! & FLAG.released) !== 0 && (flags[i]! & FLAG.slice) === 0 && (flags[i]! & FILTER_FLAGS) !== 0);
    // The catalog's free, co-op and Deck games (every fifth, third and second) are most of it, not all.
    expect(expected.length).toBeGreaterThan(games.length / 2);
    expect(expected.length).toBeLessThan(games.length);
    expect([...filtered.slots]).toEqual(expected);
    filtered.slots.forEach((i, r) => {
      expect(filtered.id.subarray(filtered.start[r]!, filtered.start[r + 1]!)).toEqual(featId.subarray(featStart[i]!, featStart[i + 1]!));
      expect(filtered.w.subarray(filtered.start[r]!, filtered.start[r + 1]!)).toEqual(featW.subarray(featStart[i]!, featStart[i + 1]!));
      expect(filtered.norm[r]).toBe(norm[i]!);
    });
  });

  test("the catalog spans several chunks of the scan", () => {
    expect(rec.index.size).toBeGreaterThan(2 * 4096);
  });
});
