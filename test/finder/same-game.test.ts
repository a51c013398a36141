// Two store entries of one game (the same name by a shared developer, as "Fallout: New Vegas" is two apps) take one
// place in an answer; same-named games by different studios are different games and both stay.
import { describe, expect, test } from "bun:test";
import { createFinder } from "../../src/finder";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const desert = "Wander a sunbaked desert of old casinos as a courier shot and left for dead, and pick a side in a war for a dam.";
const games = [
  makeGame({ appid: 1, name: "Dune Courier", year: 2010, tags: ["RPG", "Open World", "Post-apocalyptic"], tagOrder: "votes", reviews: reviews(200000, 20000), developers: ["Mesa Works"], description: desert }),
  makeGame({ appid: 2, name: "Dune Courier", year: 2010, tags: ["RPG", "Open World", "Post-apocalyptic"], tagOrder: "votes", reviews: reviews(40000, 4000), developers: ["Mesa Works"], description: desert }),
  makeGame({ appid: 3, name: "Salt Pilgrim", year: 2014, tags: ["Adventure", "Walking Simulator"], tagOrder: "votes", reviews: reviews(30000, 1000), developers: ["Quiet Co"],
    description: "A wordless pilgrimage across a desert of singing sand toward a distant mountain." }),
  makeGame({ appid: 4, name: "Salt Pilgrim", year: 2023, tags: ["Adventure", "Walking Simulator"], tagOrder: "votes", reviews: reviews(40, 5), developers: ["Other Team"],
    description: "A pilgrimage across a desert of sand, made in a weekend." }),
  ...Array.from({ length: 20 }, (_, k) => makeGame({ appid: 100 + k, name: `Filler ${k}`, tags: ["Racing", "Sports"], reviews: reviews(10, 1) })),
];
const finder = createFinder({ store: fixtureCatalog(games), config: { openai: null }, llm: null });

describe("one place per game", () => {
  test("a second store entry of the same game is left out, and the answer still fills up to its limit", () => {
    const ids = finder.findOffline({ description: "a courier left for dead in a desert of old casinos" }, 3).results.map((r) => r.appid);
    expect(ids[0]).toBe(1);
    expect(ids).not.toContain(2);
    expect(ids).toHaveLength(3);
  });

  test("same-named games by different studios both stay", () => {
    const ids = finder.findOffline({ description: "a pilgrimage across a desert of sand" }, 4).results.map((r) => r.appid);
    expect(ids).toContain(3);
    expect(ids).toContain(4);
  });
});
