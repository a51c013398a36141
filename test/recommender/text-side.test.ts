// The text side (src/recommender/text-side.ts) and its part in the ranking: vectors built from descriptions, hooks and
// tags, stored by the fixture catalog as by the build, and the blend and gate in both directions.
import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { createCatalogStore } from "../../src/catalog/store";
import { createSchema, finishCatalog, writeNameIndex, writeGames, writeTextSide } from "../../src/catalog/writer";
import type { Game } from "../../src/catalog/types";
import { createRecommender } from "../../src/recommender";
import { buildTextSide, textCosine, type TextSideInput } from "../../src/recommender/text-side";
import type { SimilarFilters } from "../../src/recommender/types";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const NONE: SimilarFilters = { free: false, coop: false, deck: null };

/** Themes with their own words, each told in a few ways so every word sits on several games. */
const THEMES: Record<string, string[]> = {
  lighthouse: [
    "Keep an old lighthouse burning on a floating island and grow glowing mushrooms in its tide garden.",
    "Tend glowing mushrooms around a lonely lighthouse while the tide garden blooms on the floating island.",
    "A lighthouse keeper, a tide garden and glowing mushrooms on a quiet floating island.",
  ],
  tanks: [
    "Command armoured battalions, call artillery on the frontline and hold the trenches at any cost.",
    "Artillery thunders over the trenches as your armoured battalions push the frontline.",
    "Lead armoured battalions through the trenches; artillery decides who holds the frontline.",
  ],
  heist: [
    "Crack the vault, bribe the guards and slip out of the casino before the alarm rings.",
    "A casino vault, bribed guards and one alarm between your crew and the getaway.",
    "Plan the getaway, crack the casino vault and keep the guards from raising the alarm.",
  ],
  orbit: [
    "Dock your shuttle at the orbital station, mine asteroids and trade ore between moons.",
    "Mine asteroids, haul ore between moons and refuel your shuttle at the orbital station.",
    "An orbital station, a battered shuttle and asteroids full of ore circling distant moons.",
  ],
  bakery: [
    "Knead sourdough, frost pastries and keep the village bakery oven warm through winter.",
    "Warm ovens, frosted pastries and sourdough loaves for a snowed-in village bakery.",
    "Run the village bakery: sourdough at dawn, pastries by noon, the oven never cold.",
  ],
  ghosts: [
    "Ride the midnight ghost train, answer the phantom conductor and find the haunted carriage.",
    "A phantom conductor waits on the midnight ghost train for whoever opens the haunted carriage.",
    "The haunted carriage of the midnight ghost train hides what the phantom conductor lost.",
  ],
  karts: [
    "Drift karts around volcano circuits, grab boost pads and bump rivals off the ramps.",
    "Boost pads, volcano circuits and ramps: drift your kart past every rival.",
    "Bump rivals off the ramps and drift karts through molten volcano circuits on boost pads.",
  ],
  detective: [
    "Question the witnesses, match fingerprints and read the ledger before the inspector closes the case.",
    "An inspector, a forged ledger and fingerprints no witness can explain.",
    "Close the case: the ledger, the fingerprints and one witness the inspector never questioned.",
  ],
};

const COZY = ["Farming Sim", "Relaxing", "Cute", "Exploration", "Building", "Crafting"];

function themed(appid: number, theme: string, k: number, extra: Partial<Game> = {}): Game {
  const tagPools: Record<string, string[]> = {
    lighthouse: ["Relaxing", "Exploration", "Adventure", "Atmospheric"],
    tanks: ["Strategy", "War", "Military", "Tactical"],
    heist: ["Stealth", "Action", "Crime", "Heist"],
    orbit: ["Space", "Simulation", "Trading", "Sci-fi"],
    bakery: ["Cooking", "Management", "Casual", "Cute"],
    ghosts: ["Horror", "Mystery", "Atmospheric", "Story Rich"],
    karts: ["Racing", "Arcade", "Multiplayer", "Colorful"],
    detective: ["Detective", "Mystery", "Investigation", "Noir"],
  };
  return makeGame({
    appid, name: `${theme} tale ${k}`, description: THEMES[theme]![k % 3]!, tags: tagPools[theme]!, genres: ["Indie"],
    reviews: reviews(200 + k, 20), developers: [`${theme} studio ${k}`], year: 2019, ...extra,
  });
}

/** Six games per theme and plain arcade games, so a theme's words are neither rare nor everywhere, like a catalog's. */
const background = [
  ...Object.keys(THEMES).flatMap((theme, t) => Array.from({ length: 6 }, (_, k) => themed(5000 + t * 100 + k, theme, k))),
  ...Array.from({ length: 40 }, (_, k) => makeGame({
    appid: 7000 + k, name: `Arcade ${k}`, description: "Jump over obstacles and collect coins.", tags: ["Platformer", "Arcade", "Pixel Graphics"],
    genres: ["Indie"], reviews: reviews(30, 10), developers: [`Arcade studio ${k}`],
  })),
];

describe("buildTextSide", () => {
  const inputs: TextSideInput[] = background.map((g) => ({ appid: g.appid, description: g.description, hooks: [], tags: g.tags }));
  const side = buildTextSide(inputs);
  const at = (appid: number) => side.appids.indexOf(appid);
  const cos = (a: number, b: number) => textCosine(side.vectors, at(a), side.vectors, at(b), side.dims);

  test("every game gets a unit vector; the same inputs give the same bytes", () => {
    for (let i = 0; i < side.appids.length; i++) expect(cos(side.appids[i]!, side.appids[i]!)).toBeCloseTo(1, 1);
    expect(buildTextSide(inputs).vectors).toEqual(side.vectors);
  });

  test("games told in the same words are closer than games of another theme", () => {
    expect(cos(5000, 5001)).toBeGreaterThan(cos(5000, 5100) + 0.3);
    expect(cos(5200, 5205)).toBeGreaterThan(cos(5200, 5300) + 0.3);
  });

  test("a game without a description speaks through its tags and hooks", () => {
    const bare = buildTextSide([...inputs, { appid: 1, description: null, hooks: ["relaxing pace"], tags: ["Relaxing", "Exploration", "Adventure"] }]);
    const i = bare.appids.indexOf(1);
    expect(bare.vectors.subarray(i * bare.dims, (i + 1) * bare.dims).some((x) => x !== 0)).toBe(true);
    const close = (appid: number) => textCosine(bare.vectors, i, bare.vectors, bare.appids.indexOf(appid), bare.dims);
    expect(close(5000)).toBeGreaterThan(close(5100));
  });

  test("keywords are each game's strongest words, a unit vector", () => {
    const i = at(5000);
    const w = side.keywordW.subarray(side.keywordStart[i]!, side.keywordStart[i + 1]!);
    expect(w.length).toBeGreaterThan(3);
    expect(Math.hypot(...w)).toBeCloseTo(1, 5);
  });
});

describe("the text side in the catalog", () => {
  const games = background.slice(0, 12);
  const side = buildTextSide(games.map((g) => ({ appid: g.appid, description: g.description, hooks: [], tags: g.tags })));
  const open = (withSide: boolean) => {
    const db = new Database(":memory:", { strict: true });
    createSchema(db);
    writeGames(db, games);
    if (withSide) writeTextSide(db, side);
    writeNameIndex(db);
    finishCatalog(db, { builtAt: "2026-01-01T00:00:00Z", snapshots: {} });
    return createCatalogStore(db);
  };

  test("the store reads back exactly what the build wrote", () => {
    expect(open(true).textVectors()).toEqual(side);
  });

  test("a catalog built without it has none, and the recommender ranks by tags alone", () => {
    const store = open(false);
    expect(store.textVectors()).toBeNull();
    expect(createRecommender({ store }).index.textDims).toBe(0);
  });
});

describe("the text side in the ranking", () => {
  const seed = themed(1, "lighthouse", 0, { name: "Beacon Garden", tags: COZY, reviews: reviews(50000, 900), developers: ["Seed Studio"] });
  // The seed's very tags, but a war story.
  const sameTags = themed(2, "tanks", 1, { name: "Iron Furrow", tags: COZY, reviews: reviews(8000, 200), developers: ["War Studio"] });
  // Four of its six tags, but the seed's own story.
  const sameStory = themed(3, "lighthouse", 2, {
    name: "Tidekeeper", tags: ["Farming Sim", "Relaxing", "Cute", "Exploration", "Adventure"], reviews: reviews(8000, 200), developers: ["Tide Studio"],
  });
  const rec = createRecommender({ store: fixtureCatalog([seed, sameTags, sameStory, ...background]) });
  const rankOf = (appid: number, list = rec.similar(seed, { n: 20, lang: "en", filters: NONE })) => list.findIndex((p) => p.game.appid === appid);

  test("a game with the seed's tags and an unrelated description ranks below one whose description matches", () => {
    expect(rankOf(3)).toBeGreaterThanOrEqual(0);
    expect(rankOf(3)).toBeLessThan(rankOf(2) < 0 ? Infinity : rankOf(2));
  });

  test("without the text side the same tags win (the text is what moves them)", () => {
    const tagsOnly = createRecommender({ store: fixtureCatalog([seed, sameTags, sameStory, ...background]), options: { rank: { textWeight: 0, textGatePenalty: 1 } } });
    const list = tagsOnly.similar(seed, { n: 20, lang: "en", filters: NONE });
    expect(rankOf(2, list)).toBeLessThan(rankOf(3, list));
  });

  test("a seed the catalog holds no text for is ranked by its tags alone", () => {
    const stranger = { ...seed, appid: 999999, name: "Unlisted Garden" };
    const list = rec.similar(stranger, { n: 20, lang: "en", filters: NONE });
    expect(rankOf(2, list)).toBeLessThan(rankOf(3, list));
  });
});
