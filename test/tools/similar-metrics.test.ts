// The eval:similar measures: recall and NDCG against a relevant set, and list health (leaks, concentration).
import { describe, expect, test } from "bun:test";
import { listHealth, looksLikeEdition, ndcgAt, recallAt } from "../../tools/similar/metrics";
import { makeGame, reviews } from "../helpers/fixture-catalog";

describe("recallAt and ndcgAt", () => {
  test("recall divides the hits by min(k, relevant)", () => {
    expect(recallAt([1, 2, 3, 4], new Set([2, 9]), 3)).toBe(0.5);
    expect(recallAt([1, 2, 3, 4], new Set([1, 2, 3, 4, 5]), 2)).toBe(1);
    expect(recallAt([1], new Set(), 10)).toBeNull();
  });

  test("NDCG is 1 for a perfect order and lower when the hit comes later", () => {
    expect(ndcgAt([5, 6], new Set([5]), 20)).toBe(1);
    expect(ndcgAt([6, 5], new Set([5]), 20)).toBeCloseTo(1 / Math.log2(3));
  });
});

describe("listHealth", () => {
  const seed = makeGame({ appid: 1, name: "Seed" });
  const game = (appid: number, name: string, extra = {}) => makeGame({ appid, name, reviews: reviews(2000, 10), ...extra });

  test("counts soundtracks, demos and unreleased games as leaks, but not a game whose name starts with the word", () => {
    const h = listHealth([{ seed, picks: [game(2, "Seed Soundtrack"), game(3, "Other - Demo"), game(4, "DLC Quest"), game(5, "Soon", { comingSoon: true })] }]);
    expect(h.leaks).toBe(3);
  });

  test("measures how concentrated picks are across lists", () => {
    const hit = game(9, "Everywhere");
    const lists = [2, 3, 4, 5].map((a) => ({ seed: makeGame({ appid: a * 10, name: `S${a}` }), picks: [hit, game(a, `Only ${a}`)] }));
    const h = listHealth(lists);
    expect(h.maxListShare).toBe(1);
    expect(h.distinct).toBe(5);
    expect(h.share1k).toBe(1);
  });

  test("an edition of the seed as the top pick is counted", () => {
    expect(looksLikeEdition("Dark Souls", "DARK SOULS™: REMASTERED")).toBe(true);
    expect(listHealth([{ seed: makeGame({ appid: 1, name: "Dark Souls" }), picks: [game(2, "Dark Souls Remastered")] }]).editionTop).toBe(1);
  });
});
