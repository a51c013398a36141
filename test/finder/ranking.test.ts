// The finder's text ranking over a fixture catalog with store descriptions written for this test: a rare word of a
// game's name or blurb beats shared tags, a common word alone does not, a long description is not drowned by its
// common words, platform eras narrow the years, and the why lines of one answer differ, in the asked language.
import { describe, expect, test } from "bun:test";
import { createFinder } from "../../src/finder";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const village = ["City Builder", "Building", "Management", "Medieval"];
const deckbuilders = ["Roguelike Deckbuilder", "Card Game", "Roguelike", "Deckbuilding", "Strategy"];
const games = [
  // A famous game with no store text: only its name and tags speak for it. The village builders are as well known.
  makeGame({ appid: 1, name: "Heron Havoc", year: 2019, tags: ["Comedy", "Stealth", "Physics", "Funny"], tagOrder: "votes", reviews: reviews(60000, 2000) }),
  ...[2, 3, 4, 5].map((appid) => makeGame({
    appid, name: `Hamlet Founders ${appid}`, year: 2015 + appid, tags: village, tagOrder: "votes", reviews: reviews(60000, 2000),
    description: "Grow a small village into a town: gather wood, farm the fields and keep your villagers fed through winter.",
  })),
  // A shooter whose name shares one everyday word with a cleaning game's description.
  makeGame({ appid: 6, name: "Grimy Frontline", year: 2016, tags: ["FPS", "Shooter", "Team-Based"], tagOrder: "votes", reviews: reviews(150000, 20000),
    description: "Team-based online shooter: pick a mercenary and fight over a grimy city." }),
  makeGame({ appid: 7, name: "Spotless Jet Simulator", year: 2022, tags: ["Simulation", "Relaxing", "Cleaning"], tagOrder: "votes", reviews: reviews(30000, 800),
    description: "Blast grime off patios, boats and garden gnomes with a high-pressure jet hose until everything sparkles." }),
  makeGame({ appid: 8, name: "Scrub Squad", year: 2021, tags: ["Simulation", "Relaxing", "Co-op"], tagOrder: "votes", reviews: reviews(9000, 300),
    description: "Clean up after messy parties with friends." }),
  // A big popular shooter that shares only common words with the long description below.
  makeGame({ appid: 9, name: "Drop Zone Royale", year: 2017, tags: ["Battle Royale", "Shooter", "Multiplayer", "Survival", "Open World"], tagOrder: "votes", reviews: reviews(900000, 400000),
    description: "Drop onto a huge island with a hundred players, find weapons and be the last one standing in a shrinking zone." }),
  makeGame({ appid: 10, name: "Lantern Tide", year: 2020, tags: ["Adventure", "Exploration", "Atmospheric", "Survival"], tagOrder: "votes", reviews: reviews(7000, 300),
    description: "Keep an old lighthouse burning on a storm-beaten island, trade with passing fishing boats and chart the reefs by lantern light." }),
  // Two look-alike arcade racers, an old one and its modern remake.
  makeGame({ appid: 11, name: "Cab Rush Classic", year: 2000, tags: ["Racing", "Arcade", "Driving", "Classic"], tagOrder: "votes", reviews: reviews(4000, 500),
    description: "Pick up fares and race them across a sunny city against the clock, with the cabinets of old in mind." }),
  makeGame({ appid: 12, name: "Cab Rush Reloaded", year: 2016, tags: ["Racing", "Arcade", "Driving"], tagOrder: "votes", reviews: reviews(6000, 500),
    description: "Pick up fares and race them across a sunny city against the clock." }),
  ...[13, 14, 15, 16, 17].map((appid) => makeGame({
    appid, name: `Deck Delve ${appid}`, year: 2010 + appid, tags: deckbuilders, tagOrder: "votes", reviews: reviews(20000 + 1000 * appid, 500),
    genres: appid % 2 ? ["Indie"] : ["Strategy", "Indie"],
  })),
];

const finder = createFinder({ store: fixtureCatalog(games), config: { openai: null }, llm: null });
const top = (description: string, extra: object = {}) => finder.findOffline({ description, ...extra }).results.map((r) => r.appid);

describe("text ranking", () => {
  test("a rare word of a game's own name beats tags and a word that several equally known games share", () => {
    expect(top("you are a heron pestering the folk of a quiet village")[0]).toBe(1);
  });

  test("a common word shared with a name alone does not beat a blurb that says the whole thing", () => {
    const ids = top("you wash grimy patios clean with a high pressure jet hose");
    expect(ids[0]).toBe(7);
    expect(ids.indexOf(6)).toBeGreaterThan(0);
  });

  test("a long description finds its game before a famous game that shares its common words", () => {
    const long = [
      "I remember a slow, quiet game where you are the keeper of an old lighthouse on a small island battered by storms.",
      "Every night you climb the stairs to keep the lantern burning so the fishing boats do not hit the reefs.",
      "During the day you trade with the boats that pass, swapping dried fish and rope for oil and spare parts,",
      "and you slowly chart the reefs around the island on a big paper map that fills in as you explore.",
    ].join(" ");
    const padding = " It was a game with players, a world, weapons you could find, survival, and a zone you could explore.".repeat(12);
    const ids = top(`${long}${padding}`.slice(0, 2000));
    expect(ids[0]).toBe(10);
    expect(ids).toContain(9);
  });

  test("a platform's era and a year narrow the release years", () => {
    expect(top("arcade taxi racing against the clock that I played on the dreamcast")[0]).toBe(11);
    expect(top("arcade taxi racing against the clock, the one from 2016")[0]).toBe(12);
    // A console named as a look, not a date, changes nothing.
    expect(top("arcade taxi racing against the clock")[0]).toBe(12);
    expect(top("arcade taxi racing against the clock; ps2 style visuals")[0]).toBe(12);
  });
});

describe("why lines", () => {
  test.each([
    ["ru", "карточный рогалик"],
    ["en", "roguelike deckbuilder card game"],
  ] as const)("differ between the answers (%s) and speak the query's language", (lang, description) => {
    const whys = finder.findOffline({ description, lang }).results.map((r) => r.why);
    expect(whys.length).toBe(5);
    expect(new Set(whys).size).toBe(whys.length);
    for (const why of whys) expect(/[а-я]/i.test(why)).toBe(lang === "ru");
  });
});
