// The finder and gaps in the catalog's data (rank.ts): a well-known game the catalog has no user tags for is credited
// tag fit for what its own text matches (as a famous game without text is credited text for its tags); a game whose
// known tags do not fit, and an obscure untagged game, are not. Fixture catalogs written for this test.
import { describe, expect, test } from "bun:test";
import { createFinder } from "../../src/finder";
import type { Game } from "../../src/catalog/types";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const blurb = "Wield a jade spear as the river dragon's heir and duel the lantern spirits of the drowned temple.";
const brawlers = [3, 4, 5].map((appid) => makeGame({
  appid, name: `Loot Grinder ${appid}`, year: 2023, tags: ["Action RPG", "Hack and Slash", "Loot", "Fantasy"], tagOrder: "votes",
  reviews: reviews(300000, 30000), description: "Slay hordes of monsters, collect loot and build your character across endless dungeons.",
}));
const QUERY = "fantasy action rpg hack and slash with loot where you wield a jade spear";

// The story game's score for QUERY when the catalog knows `tags` for it (none: only its store genres).
function scoreOf(tags: string[], total: number): number {
  const game: Game = makeGame({ appid: 1, name: "Tidecaller", year: 2023, tags, tagOrder: tags.length ? "votes" : "none", genres: ["Action", "RPG"],
    reviews: reviews(total, Math.round(total / 10)), description: blurb });
  const finder = createFinder({ store: fixtureCatalog([game, ...brawlers]), config: { openai: null }, llm: null });
  return finder.findOffline({ description: QUERY, limit: 10 }).results.find((r) => r.appid === 1)?.score ?? 0;
}

describe("untagged games", () => {
  test("a famous game with no tags is credited tag fit for its own text; known tags that do not fit are not", () => {
    const untagged = scoreOf([], 500000);
    const mismatched = scoreOf(["Puzzle", "Relaxing"], 500000);
    expect(untagged).toBeGreaterThan(mismatched + 0.05);
  });

  test("an obscure untagged game is credited next to nothing", () => {
    const gain = (total: number) => scoreOf([], total) - scoreOf(["Puzzle", "Relaxing"], total);
    expect(gain(40)).toBeLessThan(gain(500000) / 5);
  });
});
