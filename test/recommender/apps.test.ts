// Software apps (a software genre, no genre of play) are told from games, and are picks only in another app's list.
import { describe, expect, test } from "bun:test";
import { isSoftwareApp } from "../../src/recommender/apps";
import { createRecommender } from "../../src/recommender";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

describe("isSoftwareApp", () => {
  test("a software genre with only neutral genres beside it is an app", () => {
    expect(isSoftwareApp({ genres: ["Casual", "Free To Play", "Utilities"] })).toBe(true);
    expect(isSoftwareApp({ genres: ["Animation & Modeling", "Design & Illustration", "Indie", "Photo Editing"] })).toBe(true);
    expect(isSoftwareApp({ genres: ["Early Access", "Game Development", "Education"] })).toBe(true);
  });

  test("a genre of play beside it, no software genre, or no genre at all: a game", () => {
    expect(isSoftwareApp({ genres: ["Design & Illustration", "RPG", "Web Publishing"] })).toBe(false);
    expect(isSoftwareApp({ genres: ["Action", "Utilities"] })).toBe(false);
    expect(isSoftwareApp({ genres: ["Casual", "Education"] })).toBe(false);
    expect(isSoftwareApp({ genres: ["Indie", "Simulation"] })).toBe(false);
    expect(isSoftwareApp({ genres: [] })).toBe(false);
  });
});

describe("a list of games", () => {
  const tags = ["Anime", "Casual", "Cute", "Relaxing", "2D"];
  const seed = makeGame({ appid: 1, name: "Petal Pals", tags, genres: ["Casual", "Indie"], reviews: reviews(5000, 100) });
  const game = makeGame({ appid: 2, name: "Blossom Friends", tags, genres: ["Casual", "Indie"], reviews: reviews(800, 100) });
  // The app shares every tag and is far better known: only its genres tell it apart.
  const app = makeGame({ appid: 3, name: "Anime Desktop Live", tags, genres: ["Casual", "Free To Play", "Utilities"], reviews: reviews(90000, 1000) });
  const others = Array.from({ length: 12 }, (_, k) =>
    makeGame({ appid: 10 + k, name: `Other ${k}`, tags: ["Racing", "Simulation", "3D"], genres: ["Racing"], reviews: reviews(100, 10) }));
  const otherApp = makeGame({ appid: 4, name: "Anime Cursor Studio", tags, genres: ["Design & Illustration", "Indie"], reviews: reviews(700, 50) });
  const rec = createRecommender({ store: fixtureCatalog([seed, game, app, otherApp, ...others]) });
  const idsFor = (g: typeof seed) => rec.similar(g, { n: 10, lang: "en", filters: { free: false, coop: false, deck: null } }).map((p) => p.game.appid);

  test("names the game and never an app, whatever its fame", () => {
    const ids = idsFor(seed);
    expect(ids).toContain(2);
    expect(ids).not.toContain(3);
    expect(ids).not.toContain(4);
  });

  test("an app's own list may name other apps", () => {
    expect(idsFor(app)).toContain(4);
  });
});
