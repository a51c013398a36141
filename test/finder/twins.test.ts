// The finder's near twins (rank.ts shareTwinText, query.ts year words) over a fixture catalog written for this test:
// a re-release without player reviews borrows its old store page's text match, so the year and fame choose between
// them; a numbered sequel borrows nothing; a year in a description is a release hint, never a word of a name.
import { describe, expect, test } from "bun:test";
import { createFinder } from "../../src/finder";
import { parseQuery } from "../../src/finder/query";
import type { ReviewText } from "../../src/catalog/types";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const port = ["Simulation", "Management", "Economy", "Building"];
const swamp = ["Action", "Platformer", "Atmospheric"];
const review = (appid: number, text: string): ReviewText => ({ appid, text, votedUp: true, votesUp: 10, playtimeMinutes: 600, source: "fixture" });

const games = [
  // The old store page keeps the reviews; the remaster has only a short blurb of feature counts.
  makeGame({ appid: 1, name: "Harbor Baron (Legacy)", year: 2011, tags: port, tagOrder: "votes", reviews: reviews(40000, 3000),
    description: "The original harbor management game; this version is no longer updated." }),
  makeGame({ appid: 2, name: "Harbor Baron: Definitive Edition", year: 2021, tags: port, tagOrder: "votes", reviews: reviews(60000, 4000),
    description: "Twelve ports, forty ships, a map editor and online play." }),
  // A neighbour of the same kind, without the remembered details.
  makeGame({ appid: 3, name: "Dockyard Empire", year: 2019, tags: port, tagOrder: "votes", reviews: reviews(50000, 4000),
    description: "Build docks and warehouses and trade goods across the sea." }),
  // A numbered sequel is another game: it has no reviews here and must not borrow the first one's.
  makeGame({ appid: 4, name: "Bogwalker", year: 2014, tags: swamp, tagOrder: "votes", reviews: reviews(20000, 900),
    description: "Run and jump through a haunted marsh." }),
  makeGame({ appid: 5, name: "Bogwalker 2", year: 2018, tags: swamp, tagOrder: "votes", reviews: reviews(30000, 900),
    description: "Run and jump through a haunted marsh again." }),
  // A game whose name holds a year, and one released in that year.
  makeGame({ appid: 6, name: "Cinder Roads (2009)", year: 2015, tags: ["Racing", "Driving"], tagOrder: "votes", reviews: reviews(20000, 900),
    description: "Street racing through a burning city." }),
  makeGame({ appid: 7, name: "Gravel Kings", year: 2009, tags: ["Racing", "Driving"], tagOrder: "votes", reviews: reviews(25000, 900),
    description: "Rally racing on gravel and mud." }),
];
const reviewTexts = [
  review(1, "Dredger barges silt up the channel and the lighthouse keepers strike if you skimp on oil. Tariff wars with the rival port are brutal."),
  review(4, "Eels in the peat bogs, a lantern that scares off will-o-wisps and a frog companion who croaks at hidden doors."),
];

const finder = createFinder({ store: fixtureCatalog(games, { reviewTexts }), config: { openai: null }, llm: null });
const top = (description: string) => finder.findOffline({ description }).results.map((r) => r.appid);

describe("near twins", () => {
  test("a remaster without reviews borrows its old page's words; the year then picks it", () => {
    const ids = top("port management with dredger barges, lighthouse keepers on strike and tariff wars, the remaster from 2021");
    expect(ids[0]).toBe(2);
    expect(ids[1]).toBe(1);
  });

  test("the same words with the old years still pick the old page", () => {
    expect(top("port management with dredger barges, lighthouse keepers on strike and tariff wars, released in 2011")[0]).toBe(1);
  });

  test("with no year to tell them apart, the better-known edition wins the tie; the neighbour stays behind both", () => {
    const ids = top("port management with dredger barges, lighthouse keepers on strike and tariff wars");
    expect(ids.slice(0, 3)).toEqual([2, 1, 3]);
  });

  test("a numbered sequel borrows nothing from the first game", () => {
    const ids = top("platformer with eels in the peat bogs, will-o-wisps and a frog companion croaking at hidden doors");
    expect(ids[0]).toBe(4);
  });
});

describe("years are hints, not words", () => {
  test("a year does not match a name that holds it; it favours the game released then", () => {
    expect(top("a racing game from 2009")[0]).toBe(7);
    // Even a story date, a weak release hint, is no word of the other game's name.
    expect(top("a racing game whose story is set in 2009")[0]).toBe(7);
    expect(parseQuery("a racing game from 2009").terms.has("2009")).toBe(false);
  });
});
