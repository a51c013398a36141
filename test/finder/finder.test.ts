// The offline finder over a small fixture catalog: concept mapping, review words, year hints, the popularity prior,
// platform hints, creator references, confidence levels, `why` lines and robustness to any input string.
import { describe, expect, test } from "bun:test";
import { createFinder } from "../../src/finder";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const games = [
  makeGame({ appid: 1, name: "Shadow Blade", year: 2019, tags: ["Souls-like", "Ninja", "Difficult", "Action", "Third Person"], tagOrder: "votes", reviews: reviews(90000, 5000), developers: ["Kite"] }),
  makeGame({ appid: 2, name: "Obscure Blade", year: 2019, tags: ["Souls-like", "Ninja", "Difficult", "Action", "Third Person"], tagOrder: "votes", reviews: reviews(12, 3) }),
  makeGame({ appid: 3, name: "Cozy Acres", year: 2016, tags: ["Farming Sim", "Pixel Graphics", "Relaxing", "Life Sim", "Cute"], tagOrder: "votes", reviews: reviews(50000, 1000), deck: "verified" }),
  makeGame({ appid: 4, name: "Void Station", year: 2014, tags: ["Survival Horror", "Space", "Sci-fi", "First-Person", "Stealth"], tagOrder: "votes", reviews: reviews(30000, 2000) }),
  makeGame({ appid: 5, name: "Void Station Remake", year: 2023, tags: ["Survival Horror", "Space", "Sci-fi", "First-Person", "Stealth"], tagOrder: "votes", reviews: reviews(20000, 2000) }),
  makeGame({ appid: 6, name: "Swarm of Drones", year: 2020, tags: ["VR", "FPS", "Sci-fi", "Shooter"], categories: ["VR Only"], tagOrder: "votes", reviews: reviews(60000, 1000) }),
  makeGame({ appid: 7, name: "Flat Drones", year: 2020, tags: ["FPS", "Sci-fi", "Shooter", "Aliens"], tagOrder: "votes", reviews: reviews(60000, 1000) }),
  makeGame({ appid: 8, name: "Kite Story", year: 2022, tags: ["Puzzle", "Indie"], tagOrder: "votes", reviews: reviews(800, 50), developers: ["Kite"] }),
  makeGame({ appid: 9, name: "Mystery Manor", year: 2012, tags: ["Puzzle", "Indie", "Mystery"], tagOrder: "votes", reviews: reviews(900, 50) }),
  makeGame({ appid: 11, name: "Rail Runner", year: 2020, tags: ["Trains", "Puzzle", "Relaxing"], tagOrder: "votes", reviews: reviews(5000, 100) }),
  makeGame({ appid: 12, name: "Rail Runner 2", year: 2020, tags: ["Trains", "Puzzle", "Relaxing"], tagOrder: "votes", reviews: reviews(5000, 100) }),
  makeGame({ appid: 10, name: "Lewd Thing", year: 2020, tags: ["Souls-like", "Ninja", "Difficult"], adult: true, reviews: reviews(900000, 50) }),
];
const reviewTexts = [
  { appid: 9, text: "The lighthouse keeper's diary and the foghorn puzzle are brilliant.", votedUp: true, votesUp: 5, playtimeMinutes: 300, source: "fixture" },
  { appid: 9, text: "Loved the lighthouse.", votedUp: true, votesUp: 1, playtimeMinutes: 100, source: "fixture" },
  { appid: 8, text: "A clever puzzle game about kites.", votedUp: true, votesUp: 2, playtimeMinutes: 60, source: "fixture" },
];

const store = fixtureCatalog(games, { reviewTexts });
const finder = createFinder({ store, config: { openai: null } });
const top = (description: string, extra: object = {}) => finder.findOffline({ description, ...extra }).results.map((r) => r.appid);

describe("createFinder().findOffline", () => {
  test("maps how people talk to catalog tags", () => {
    expect(top("a samurai soulslike where you play a ninja")[0]).toBe(1);
    expect(top("chill pixel art game where you grow crops on a farm")[0]).toBe(3);
  });

  test("prefers the game people know when two match the same way (popularity prior)", () => {
    const ids = top("hard soulslike ninja game");
    expect(ids.indexOf(1)).toBeLessThan(ids.indexOf(2));
  });

  test("finds words that only player reviews mention, and says so", () => {
    expect(top("puzzle game with a lighthouse and a foghorn")[0]).toBe(9);
    const [first] = finder.findOffline({ description: "puzzle game with a lighthouse and a foghorn" }).results;
    expect(first!.why).toContain("lighthouse, foghorn");
    expect(first!.why).toContain("player reviews match the description best");
  });

  test("a year in the text picks the right one of two look-alikes", () => {
    expect(top("first person survival horror on a space station, came out 2014")[0]).toBe(4);
    expect(top("first person survival horror on a space station, the 2023 one")[0]).toBe(5);
  });

  test("year_min/year_max from the caller act like a strong year hint", () => {
    expect(top("first person survival horror on a space station", { yearMin: 2022, yearMax: 2024 })[0]).toBe(5);
  });

  test("platform vr prefers VR games", () => {
    expect(top("sci-fi shooter with drones", { platform: "vr" })[0]).toBe(6);
    expect(top("VR sci-fi shooter with drones")[0]).toBe(6);
  });

  test("'by the makers of' boosts the same developer's other games", () => {
    expect(top("a small puzzle game by the makers of shadow blade")[0]).toBe(8);
  });

  test("'not the sequel' and 'the sequel' pick the right one of a numbered pair", () => {
    expect(top("relaxing train puzzle game, not the sequel")[0]).toBe(11);
    expect(top("relaxing train puzzle game, the sequel")[0]).toBe(12);
  });

  test("adult-only games stay out unless asked for", () => {
    expect(top("hard soulslike ninja game")).not.toContain(10);
  });

  test("results carry name, year, score and a why line in the requested language", () => {
    const [en] = finder.findOffline({ description: "a samurai soulslike where you play a ninja" }).results;
    expect(en).toMatchObject({ appid: 1, name: "Shadow Blade", year: 2019 });
    expect(en!.why).toStartWith("Matches ");
    expect(en!.why).toContain("Souls-like");
    const [ru] = finder.findOffline({ description: "a samurai soulslike where you play a ninja", lang: "ru" }).results;
    expect(ru!.why).toStartWith("Совпадают метки: ");
  });

  test("limit is clamped to 1..10 and the ranking is deterministic", () => {
    expect(finder.findOffline({ description: "any game at all with puzzles", limit: 50 }).results.length).toBeLessThanOrEqual(10);
    expect(finder.findOffline({ description: "any game at all with puzzles", limit: 0 }).results.length).toBe(1);
    expect(top("a puzzle mystery game")).toEqual(top("a puzzle mystery game"));
  });
});

describe("confidence", () => {
  test("is high when one known game clearly matches a specific description", () => {
    expect(finder.findOffline({ description: "vr only sci-fi fps shooter with a swarm of drones from 2020" }).confidence).toBe("high");
  });

  test("is never high, and the why line says so, when a plot cannot be checked against any text of the game", () => {
    const plot = "relaxing trains puzzle about a retired conductor who sings lullabies near a sleepy bakery";
    const answer = finder.findOffline({ description: plot });
    expect(answer.results[0]!.appid).toBe(11);
    expect(answer.confidence).not.toBe("high");
    expect(answer.results[0]!.why).toContain("no description or reviews");
    // A game with review text is checked against them: no such note.
    const [withText] = finder.findOffline({ description: "mystery puzzle with a lighthouse keeper's diary and a foghorn" }).results;
    expect(withText!.appid).toBe(9);
    expect(withText!.why).not.toContain("no description or reviews");
  });

  test("is low when the lead rests on a single word and no tag", () => {
    expect(finder.findOffline({ description: "something with a foghorn in it" }).confidence).toBe("low");
  });

  test("is low when nothing specific matched", () => {
    expect(finder.findOffline({ description: "hmm I do not really remember anything" }).confidence).toBe("low");
  });
});

describe("robustness", () => {
  // Any string the schema lets through (12..3000 characters) must produce an answer, never an exception.
  const samples = [
    "            ",
    "!!!!!!!!!!!!!!!!!!!!",
    "игра про кота в киберпанк городе",
    "ゲーム、猫、サイバーパンク、ドローン",
    "🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱",
    "a".repeat(3000),
    "1999 2000 2001 90s 80s 70s 2099 1800 19999".repeat(20),
    "(((((( [[[[ ** ++ ?? \\ $$ ^^ || .* ))))))",
    "not no never without cant dont ".repeat(50),
    "game ".repeat(600),
  ];
  test.each(samples.map((s) => [s.slice(0, 30), s]))("%s…", async (_, description) => {
    const answer = await finder.find({ description });
    expect(["high", "medium", "low"]).toContain(answer.confidence);
    expect(Array.isArray(answer.results)).toBe(true);
  });

  test("longer input than 3,000 characters is cut, not rejected", async () => {
    const answer = await finder.find({ description: `soulslike ninja ${"x ".repeat(5000)}` });
    expect(answer.results[0]?.appid).toBe(1);
  });
});
