// createRecommender on tiny fixture catalogs: ranking signals, the prefix property, filters that keep order and fill
// n, exclusion rules (unreleased, adult, the seed's editions) and the diversity caps.
import { describe, expect, test } from "bun:test";
import type { Game } from "../../src/catalog/types";
import { createRecommender, summaryHooks } from "../../src/recommender";
import { idsAt } from "../../src/recommender/slot-groups";
import type { SimilarFilters, SimilarOptions } from "../../src/recommender/types";
import { DEFAULT_RANK, rankCandidates, rankEach, seedVector } from "../../src/recommender/rank";
import { FILTER_COMBOS } from "../../src/recommender/stored-lists";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const NONE: SimilarFilters = { free: false, coop: false, deck: null };
const opts = (n: number, filters: Partial<SimilarFilters> = {}): SimilarOptions => ({ n, lang: "en", filters: { ...NONE, ...filters } });

const METROIDVANIA = ["Metroidvania", "Souls-like", "Platformer", "Difficult", "2D", "Atmospheric", "Exploration", "Dark Fantasy"];
const FARMING = ["Farming Sim", "Life Sim", "Agriculture", "Pixel Graphics", "Relaxing", "Cute", "Crafting"];
const SHOOTER = ["FPS", "Shooter", "Competitive", "Team-Based", "Military", "Tactical", "Multiplayer"];

/** A background of unrelated games so IDF and co-occurrence look like a catalog's. */
function background(count: number, from = 900000): Game[] {
  const pools = [FARMING, SHOOTER, ["Racing", "Driving", "Automobile Sim", "Simulation", "3D"], ["Visual Novel", "Anime", "Romance", "Story Rich"]];
  return Array.from({ length: count }, (_, k) =>
    makeGame({
      appid: from + k,
      name: `Filler ${k}`,
      tags: pools[k % pools.length]!.slice(0, 3 + (k % 3)),
      genres: ["Indie"],
      reviews: reviews(50 + k, 10),
      developers: [`Filler Studio ${k}`],
      year: 2015,
    }),
  );
}

/** A metroidvania-like game; `k` varies its tags a little so scores differ. */
function mv(appid: number, name: string, extra: Partial<Game> = {}, k = 0): Game {
  return makeGame({
    appid,
    name,
    tags: METROIDVANIA.slice(0, METROIDVANIA.length - (k % 3)),
    genres: ["Action", "Adventure", "Indie"],
    reviews: reviews(5000 - k * 50, 200),
    developers: [`Studio ${appid}`],
    year: 2018,
    ...extra,
  });
}

const SEED = mv(1, "Hollow Bug", { reviews: reviews(300000, 10000), developers: ["Team Bug"], year: 2017 });

describe("createRecommender", () => {
  describe("when ranking", () => {
    const games = [
      SEED,
      mv(2, "Bug Souls", { reviews: reviews(40000, 1000) }),
      makeGame({ appid: 3, name: "Farm Days", tags: FARMING, genres: ["Simulation"], reviews: reviews(900000, 9000) }),
      mv(4, "Tiny Metroid", { reviews: reviews(30, 20) }),
      makeGame({ appid: 5, name: "Half Platformer", tags: ["Platformer", "2D", "Cute", "Colorful"], genres: ["Indie"], reviews: reviews(40000, 1000) }),
      ...background(40),
    ];
    const store = fixtureCatalog(games);
    const rec = createRecommender({ store });

    test("games sharing the seed's distinctive tags come first, however popular the others are", () => {
      const names = rec.similar(SEED, opts(3)).map((p) => p.game.name);
      expect(names[0]).toBe("Bug Souls");
      expect(names).not.toContain("Farm Days");
    });

    test("the quality prior puts a well-reviewed twin above a barely-reviewed one", () => {
      const names = rec.similar(SEED, opts(5)).map((p) => p.game.name);
      expect(names.indexOf("Bug Souls")).toBeLessThan(names.indexOf("Tiny Metroid"));
    });

    test("the seed itself is never a pick", () => {
      expect(rec.similar(SEED, opts(20)).map((p) => p.game.appid)).not.toContain(1);
    });

    test("the same seed and options give the same list", () => {
      expect(rec.similar(SEED, opts(10)).map((p) => p.game.appid)).toEqual(rec.similar(SEED, opts(10)).map((p) => p.game.appid));
    });

    test("scores never increase down the list", () => {
      const scores = rec.similar(SEED, opts(20)).map((p) => p.score);
      // Only the family cap may move a higher score down; this fixture has no family.
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    test("n = 0 gives an empty list", () => {
      expect(rec.similar(SEED, opts(0))).toEqual([]);
    });
  });

  describe("when learning tag relatedness", () => {
    // Roguelike and Rogue-lite co-occur on many games, so a Rogue-lite-only game is close to a Roguelike seed.
    const pair = Array.from({ length: 30 }, (_, k) =>
      makeGame({ appid: 100 + k, name: `Dungeon Run ${k}`, tags: ["Roguelike", "Roguelite", "Dungeon Crawler", "Pixel Graphics"], reviews: reviews(100, 10) }),
    );
    const seed = makeGame({ appid: 1, name: "Pure Roguelike", tags: ["Roguelike", "Turn-Based", "Fantasy"], reviews: reviews(1000, 10) });
    // The related game has the higher appid, so it cannot win on the appid tie-break.
    const related = makeGame({ appid: 3, name: "Lite Run", tags: ["Roguelite", "Turn-Based", "Fantasy"], reviews: reviews(1000, 10) });
    const unrelated = makeGame({ appid: 2, name: "Racing Lite", tags: ["Racing", "Turn-Based", "Fantasy"], reviews: reviews(1000, 10) });
    const rec = createRecommender({ store: fixtureCatalog([seed, related, unrelated, ...pair, ...background(30)]) });

    test("a near-synonym tag counts, so the related game beats one with an unrelated tag", () => {
      const ids = rec.similar(seed, opts(40)).map((p) => p.game.appid);
      expect(ids.indexOf(3)).toBeLessThan(ids.indexOf(2));
    });
  });

  describe("when co-recommendations exist", () => {
    const a = makeGame({ appid: 1, name: "Alpha", tags: ["Strategy", "Space"], reviews: reviews(1000, 10) });
    const b = makeGame({ appid: 2, name: "Beta", tags: ["Strategy", "Space"], reviews: reviews(1000, 10) });
    const c = makeGame({ appid: 3, name: "Gamma", tags: ["Strategy", "Space"], reviews: reviews(1000, 10) });
    const users = Array.from({ length: 12 }, (_, u) => [
      { userId: `u${u}`, appid: 1, recommend: true },
      { userId: `u${u}`, appid: 3, recommend: true },
    ]).flat();
    const rec = createRecommender({ store: fixtureCatalog([a, b, c, ...background(20)], { userRecommendations: users }) });

    test("games the same players recommended rank above equally similar ones", () => {
      expect(rec.similar(a, opts(2)).map((p) => p.game.appid)).toEqual([3, 2]);
    });
  });

  describe("when the seed has few tags", () => {
    const seed = makeGame({ appid: 1, name: "Lonely Racer", genres: ["Racing", "Sports"], categories: ["Single-player"], developers: ["Speed Co"] });
    const sameGenre = makeGame({ appid: 2, name: "Road Rush", tags: ["Racing", "Driving"], genres: ["Racing", "Sports"], reviews: reviews(500, 50) });
    const sibling = makeGame({ appid: 3, name: "Speed Co Karts", tags: ["Casual"], genres: ["Racing"], developers: ["Speed Co"], reviews: reviews(50, 5) });
    const rec = createRecommender({ store: fixtureCatalog([seed, sameGenre, sibling, ...background(30)]) });

    test("genres and the developer still give a list", () => {
      expect(rec.similar(seed, opts(2)).map((p) => p.game.appid).sort()).toEqual([2, 3]);
    });

    test("a seed with nothing but a name borrows the tags its name spells", () => {
      const bare = makeGame({ appid: 9, name: "Farming Sim Deluxe" });
      expect(rec.similar(bare, opts(1))[0]?.game.name).toMatch(/^Filler/);
    });
  });

  describe("when a game has no tags but a tagged series-mate", () => {
    const sequel = makeGame({ appid: 7, name: "Hollow Bug 2", genres: ["Action"], developers: ["Team Bug"], reviews: reviews(80000, 2000) });
    const stranger = makeGame({ appid: 8, name: "Hollow Bug 3", genres: ["Action"], developers: ["Someone Else"], reviews: reviews(80000, 2000) });
    const store = fixtureCatalog([SEED, sequel, stranger, mv(2, "Bug Souls"), ...background(40)]);
    const rec = createRecommender({ store });

    test("it is seen with the tags of the mate by the same maker, as a pick and as a seed", () => {
      expect(rec.similar(SEED, opts(3)).map((p) => p.game.appid)).toContain(7);
      expect(rec.similar(sequel, opts(2)).map((p) => p.game.appid)).toEqual([1, 2]);
    });

    test("a namesake by another maker borrows nothing, and the store keeps the game's own empty tag list", () => {
      expect(rec.index.borrowed.has(8)).toBe(false);
      expect(rec.similar(SEED, opts(10)).map((p) => p.game.appid)).not.toContain(8);
      expect(store.getGame(7)?.tags).toEqual([]);
    });
  });
});

describe("similar: the list for n is a prefix of the list for n + 1", () => {
  const games = [
    SEED,
    ...Array.from({ length: 30 }, (_, k) => mv(10 + k, `Cave Quest ${k}`, { developers: [k < 6 ? "Team Bug" : `Dev ${k}`] }, k)),
    ...background(30),
  ];
  const rec = createRecommender({ store: fixtureCatalog(games) });

  test.each([[NONE], [{ ...NONE, deck: "playable" as const }], [{ ...NONE, free: true }]])("with filters %o", (filters) => {
    const full = rec.similar(SEED, { n: 20, lang: "en", filters }).map((p) => p.game.appid);
    for (let n = 1; n <= 20; n++) expect(rec.similar(SEED, { n, lang: "en", filters }).map((p) => p.game.appid)).toEqual(full.slice(0, n));
  });
});

describe("similar: filters", () => {
  // 40 close games, every fourth free, every third with online co-op, Deck status cycling; all rank in a known order.
  const deckCycle = ["verified", "playable", "unsupported", "unknown"] as const;
  const close = Array.from({ length: 40 }, (_, k) =>
    mv(100 + k, `Depths ${k}`, {
      price: k % 4 === 0 ? { isFree: true, amount: 0, currency: "USD", text: "Free" } : { isFree: false, amount: 9.99, currency: "USD", text: "9.99 USD" },
      coop: { online: k % 3 === 0, local: false, lan: false },
      categories: k % 3 === 0 ? ["Online Co-op", "Co-op"] : [],
      deck: deckCycle[k % 4]!,
      reviews: reviews(9000 - k * 100, 100),
    }),
  );
  const rec = createRecommender({ store: fixtureCatalog([SEED, ...close, ...background(30)]) });
  const ranking = rec.similar(SEED, opts(40)).map((p) => p.game.appid);

  test.each([
    ["free", { free: true }, (g: Game) => g.price.isFree],
    ["coop", { coop: true }, (g: Game) => g.coop.online || g.coop.local || g.coop.lan],
    ["deck verified", { deck: "verified" as const }, (g: Game) => g.deck === "verified"],
    ["deck playable", { deck: "playable" as const }, (g: Game) => g.deck === "verified" || g.deck === "playable"],
    ["free + coop", { free: true, coop: true }, (g: Game) => g.price.isFree && g.coop.online],
  ])("%s keeps the unfiltered order and only matching games", (_, filters, matches) => {
    const picks = rec.similar(SEED, opts(5, filters));
    expect(picks.every((p) => matches(p.game))).toBe(true);
    const ids = picks.map((p) => p.game.appid);
    expect(ids).toEqual(ranking.filter((id) => ids.includes(id)));
    expect(ids).toEqual(ranking.filter((id) => matches(close.find((g) => g.appid === id) ?? SEED)).slice(0, ids.length));
  });

  test("a filtered list still returns n picks from beyond the unfiltered top 20", () => {
    // Only 10 of the 40 are free; most rank below the unfiltered top 20, yet all 10 come back.
    const free = rec.similar(SEED, opts(10, { free: true }));
    expect(free).toHaveLength(10);
    expect(free.filter((p) => !ranking.slice(0, 20).includes(p.game.appid)).length).toBeGreaterThan(0);
  });

  test("one scan under every filter combination ranks each as rankCandidates does (pools of 3, 8 and 30)", () => {
    const vector = seedVector(rec.index, SEED);
    const lengths: number[] = [];
    for (const pool of [3, 8, 30]) {
      const alone = FILTER_COMBOS.map((filters) => rankCandidates(rec.index, vector, filters, { ...DEFAULT_RANK, pool }));
      expect(rankEach(rec.index, vector, FILTER_COMBOS, { ...DEFAULT_RANK, pool })).toEqual(alone);
      lengths.push(...alone.map((c) => c.length - pool));
    }
    // Full pools under some filters, short ones under others: both kinds of bar are exercised.
    expect(lengths.some((d) => d === 0)).toBe(true);
    expect(lengths.some((d) => d < 0)).toBe(true);
  });

  test("a filter nothing similar matches returns a short list, not unrelated games", () => {
    const picks = rec.similar(SEED, opts(10, { free: true, coop: true, deck: "verified" }));
    expect(picks.every((p) => p.game.name.startsWith("Depths"))).toBe(true);
  });
});

describe("similar: exclusions", () => {
  const games = [
    SEED,
    mv(2, "Hollow Bug: Definitive Edition", { developers: ["Team Bug"] }),
    mv(3, "Hollow Bug Collection", { developers: ["Team Bug"] }),
    mv(4, "Unreleased Cave", { comingSoon: true, reviews: reviews(99999, 1) }),
    mv(5, "Adult Cave", { adult: true, reviews: reviews(99999, 1) }),
    mv(6, "Honest Cave"),
    ...background(30),
  ];
  const rec = createRecommender({ store: fixtureCatalog(games) });
  const ids = rec.similar(SEED, opts(20)).map((p) => p.game.appid);

  test.each([
    ["the seed's own edition", 2],
    ["a bundle of the seed", 3],
    ["an unreleased game", 4],
    ["an adult-only game for a non-adult seed", 5],
  ])("never picks %s", (_, appid) => {
    expect(ids).not.toContain(appid);
  });

  test("an adult seed may get adult picks", () => {
    const adultSeed = { ...SEED, appid: 99, name: "Adult Bug", adult: true };
    expect(rec.similar(adultSeed, opts(20)).map((p) => p.game.appid)).toContain(5);
  });
});

describe("similar: diversity", () => {
  // Eight games by the seed's developer are the closest of all; 18 other studios' games are a little less close.
  const family = Array.from({ length: 8 }, (_, k) => mv(10 + k, `Bug Tales ${k + 1}`, { developers: ["Team Bug"], reviews: reviews(200000, 100) }));
  const others = Array.from({ length: 18 }, (_, k) => mv(40 + k, `Other Cave ${k}`, {}, k));
  const dupes = [
    mv(60, "Twin Cave", { developers: ["Twin Dev"], reviews: reviews(90000, 10) }),
    mv(61, "Twin Cave - Deluxe Edition", { developers: ["Twin Dev"], reviews: reviews(90000, 10) }),
  ];
  const rec = createRecommender({ store: fixtureCatalog([SEED, ...family, ...others, ...dupes, ...background(30)]) });
  const picks = rec.similar(SEED, opts(20));

  test("at most 3 of the top 10 come from the seed's developer or series", () => {
    expect(picks.slice(0, 10).filter((p) => p.game.developers.includes("Team Bug"))).toHaveLength(3);
  });

  test("the cap holds for the whole list: at most 3 more of the family in picks 11-20, best first", () => {
    const later = picks.slice(10).filter((p) => p.game.developers.includes("Team Bug"));
    expect(later).toHaveLength(3);
    expect(later.map((p) => p.score)).toEqual(later.map((p) => p.score).sort((a, b) => b - a));
    expect(picks).toHaveLength(20);
  });

  test("when other games run out, held-back family picks fill the list rather than leave it short", () => {
    const few = createRecommender({ store: fixtureCatalog([SEED, ...family, ...others.slice(0, 4), ...background(30)]) }).similar(SEED, opts(12));
    expect(few).toHaveLength(12);
    expect(few.filter((p) => p.game.developers.includes("Team Bug"))).toHaveLength(8);
  });

  test("two store entries of one game (same name stem, same developer) collapse to one pick", () => {
    const twins = picks.filter((p) => p.game.name.startsWith("Twin Cave"));
    expect(twins).toHaveLength(1);
  });

  test("the family is one studio however its name is spelled", () => {
    const spelled = [
      mv(70, "Bug Tales Gaiden", { developers: ["Team-Bug Ltd."], reviews: reviews(200000, 100) }),
      mv(71, "Bug Tales Zero", { developers: ["TEAM BUG, Inc."], reviews: reviews(200000, 100) }),
    ];
    const list = createRecommender({ store: fixtureCatalog([SEED, ...family, ...spelled, ...others, ...background(30)]) }).similar(SEED, opts(10));
    expect(list.filter((p) => p.game.name.startsWith("Bug Tales"))).toHaveLength(3);
  });
});

describe("similar: other series", () => {
  // Five yearly entries of another studio's series are the closest games; other studios' games come next.
  const yearly = Array.from({ length: 5 }, (_, k) => mv(80 + k, `Cave Racer ${2018 + k}`, { developers: ["Yearly Games"], reviews: reviews(300000, 100) }));
  const others = Array.from({ length: 18 }, (_, k) => mv(40 + k, `Other Cave ${k}`, {}, k));
  const picks = createRecommender({ store: fixtureCatalog([SEED, ...yearly, ...others, ...background(30)]) }).similar(SEED, opts(20));

  test("at most 2 of each ten picks come from any one other series", () => {
    expect(picks.slice(0, 10).filter((p) => p.game.name.startsWith("Cave Racer"))).toHaveLength(2);
    expect(picks.slice(10).filter((p) => p.game.name.startsWith("Cave Racer"))).toHaveLength(2);
  });
});

describe("similar: the tail of a list of 20", () => {
  const usd = (amount: number): Game["price"] => ({ isFree: amount === 0, amount, currency: "USD", text: amount ? `${amount} USD` : "Free" });
  const others = Array.from({ length: 18 }, (_, k) => mv(40 + k, `Other Cave ${k}`, {}, k));

  test("a maker boost lifts only a game similar on its own: the studio's kart racer ranks on its merits, its cave game is lifted", () => {
    const kart = makeGame({
      appid: 90, name: "Bug Kart", tags: ["Racing", "Driving", "Platformer", "2D", "Cute"], genres: ["Racing", "Indie"],
      developers: ["Team Bug"], reviews: reviews(400000, 100), year: 2017,
    });
    const cave = mv(91, "Bug Caverns", { developers: ["Team Bug"], reviews: reviews(20000, 100) }, 2);
    const store = fixtureCatalog([SEED, kart, cave, ...others, ...background(30)]);
    const names = (rank?: { boostFloor: number }) =>
      createRecommender({ store, options: { rank } }).similar(SEED, opts(20)).map((p) => p.game.name);
    const lastOther = (list: string[]) => Math.max(...list.flatMap((n, k) => (n.startsWith("Other Cave") ? [k] : [])));
    const graded = names();
    const kartAt = graded.indexOf("Bug Kart");
    expect(kartAt === -1 || kartAt > lastOther(graded)).toBe(true);
    expect(graded.indexOf("Bug Caverns")).toBe(0);
    // With the boost at full strength however little a game shares (the old behaviour), the kart racer jumps ahead.
    const full = names({ boostFloor: 0.2 });
    expect(full.indexOf("Bug Kart")).toBeLessThan(lastOther(full));
  });

  describe("expansions, chapters and slices", () => {
    const base = mv(100, "Star Cave", { developers: ["Cave Co"], reviews: reviews(100000, 100), price: usd(20), year: 2015 });
    const chapter = mv(101, "Star Cave: Frozen Depths", { developers: ["Cave Co"], reviews: reviews(800, 10), price: usd(5), year: 2016 });
    const sequel = mv(102, "Star Cave: Episode Two", { developers: ["Cave Co"], reviews: reviews(30000, 100), price: usd(25), year: 2017 });
    const prologue = mv(103, "Moss Tunnels: Prologue", { developers: ["Moss"], reviews: reviews(60000, 10), price: usd(0) });
    const f2p = mv(104, "Cave Arena", { developers: ["Arena Co"], reviews: reviews(20000, 100), price: usd(0) });
    const rec = createRecommender({ store: fixtureCatalog([SEED, base, chapter, sequel, prologue, f2p, ...others, ...background(30)]) });

    test("the chapter and the prologue are left out; the base game and the standalone sequel stay", () => {
      const names = rec.similar(SEED, opts(20)).map((p) => p.game.name);
      expect(names).toContain("Star Cave");
      expect(names).toContain("Star Cave: Episode Two");
      expect(names).not.toContain("Star Cave: Frozen Depths");
      expect(names).not.toContain("Moss Tunnels: Prologue");
    });

    test("with free=true a free-to-play game is a pick and a free prologue is not", () => {
      const names = rec.similar(SEED, opts(20, { free: true })).map((p) => p.game.name);
      expect(names).toContain("Cave Arena");
      expect(names).not.toContain("Moss Tunnels: Prologue");
    });

    test("a slice as the seed still gets a list (its base game first among equals)", () => {
      expect(rec.similar(chapter, opts(5)).map((p) => p.game.name)).toContain("Star Cave");
    });
  });
});

describe("the seed vector and the index agree", () => {
  test("for a game the index holds, the seed's soft norm, stem and maker ids are the index's own", () => {
    const games = [SEED, ...Array.from({ length: 6 }, (_, k) => mv(300 + k, `Moth Cave ${k}`, {}, k)), ...background(30)];
    const rec = createRecommender({ store: fixtureCatalog(games) });
    for (const g of games.slice(0, 7)) {
      const slot = rec.index.byAppid.get(g.appid)!;
      expect(seedVector(rec.index, g).norm).toBeCloseTo(rec.index.norm[slot]!, 5);
    }
    // The typed key maps give the seed the ids the index gave the game.
    const self = seedVector(rec.index, SEED);
    expect(self.stem).toBe(rec.index.stem[rec.index.byAppid.get(SEED.appid)!]!);
    expect(self.developers).toEqual([...idsAt(rec.index.developers, rec.index.byAppid.get(SEED.appid)!)]);
  });
});

describe("summaryHooks", () => {
  const summary = {
    tagline: null, difficulty: null, length: null, sessionShape: null, coOp: null,
    hooks: ["tight combat", "fast runs"], dealbreakers: [],
  };
  const a = makeGame({ appid: 900, name: "Hooked One" });
  const b = makeGame({ appid: 901, name: "Plain Two" });
  const hooks = summaryHooks(fixtureCatalog([a, b], { summaries: [[900, summary]] }));

  test("reads a game's review-mined hooks for English lists", () => {
    expect(hooks([a], "en")[0]).toEqual(["tight combat", "fast runs"]);
  });

  test("gives none to Russian lists (the phrases are English) and none to a game without a summary", () => {
    expect(hooks([a], "ru")[0]).toEqual([]);
    expect(hooks([b], "en")[0]).toEqual([]);
  });
});

describe("similar: the seed's own series", () => {
  test("a series key extended by whole words, with a shared maker, is the seed's series; a longer word or another maker is not", () => {
    const made = (appid: number, name: string, developer: string) =>
      makeGame({ appid, name, developers: [developer], publishers: [developer], tags: SHOOTER, tagOrder: "votes", reviews: reviews(5000, 100) });
    const seed = made(1, "Team Fortress", "Valve");
    const store = fixtureCatalog([seed, made(2, "Team Fortress Arena", "Valve"), made(3, "Team Fortressing", "Valve"), made(4, "Team Fortress Arena", "Other Studio"), ...background(40)]);
    const rec = createRecommender({ store });
    const candidates = rankCandidates(rec.index, seedVector(rec.index, seed), NONE, { ...DEFAULT_RANK, pool: 50 });
    const series = candidates.filter((c) => c.sameSeries).map((c) => rec.index.appids[c.i]);
    expect(series).toEqual([2]);
    expect(candidates.some((c) => rec.index.appids[c.i] === 3)).toBe(true);
  });
});
