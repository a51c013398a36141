// Covers the coverage counts printed by the build, catalog:stats and report:summaries.
import { describe, expect, test } from "bun:test";
import type { GameSummary, GameTexts } from "../../src/catalog/types";
import { formatCoverage, summaryCoverage } from "../../src/summaries";
import { makeGame, reviews } from "../helpers/fixture-catalog";

const summary: GameSummary = { tagline: "A line", difficulty: null, length: "short", sessionShape: null, coOp: "solo_only", hooks: [], dealbreakers: [] };
const texts: Record<number, GameTexts> = {
  1: { description: "Text", summary },
  2: { description: null, summary: null },
  3: { description: "Text", summary: null },
};

describe("summaryCoverage", () => {
  test("counts each filled field for all games and for released games with 1,000+ reviews", () => {
    const games = [
      makeGame({ appid: 1, name: "A", reviews: reviews(2000, 0) }),
      makeGame({ appid: 2, name: "B", reviews: reviews(5000, 0) }),
      makeGame({ appid: 3, name: "C", reviews: reviews(5000, 0), comingSoon: true }),
    ];
    const c = summaryCoverage(games, (id) => texts[id]!);
    expect(c).toMatchObject({ all: 3, popular: 2 });
    expect(c.filled.description).toEqual({ all: 2, popular: 1 });
    expect(c.filled.summary).toEqual({ all: 1, popular: 1 });
    expect(c.filled.length).toEqual({ all: 1, popular: 1 });
    expect(c.filled.hooks).toEqual({ all: 0, popular: 0 });
    expect(formatCoverage(c)[2]).toBe(`summary        ${"1 (33.3%)".padStart(20)} ${"1 (50.0%)".padStart(20)}`);
  });
});
