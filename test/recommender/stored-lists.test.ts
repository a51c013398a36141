// Covers the build's stored default lists (issue 19): for every seed and every filter combination, the list the
// recommender serves from them (picks, scores, why lines, every n) equals the live computation, including a seed whose
// family fills its first candidate pool (the build then ranks a deeper one, as the live path does). A third of the
// seeds store every filter combination, the rest their unfiltered list alone (their other lists rank live).
// The rows stored beside them equal the catalog's, and a stored list served with them reads no catalog row; with the stored
// reasons it words its lines as the live recommender does, in both languages.
import { describe, expect, test } from "bun:test";
import type { CatalogStore } from "../../src/catalog/store";
import type { Game, GameSummary } from "../../src/catalog/types";
import { buildListRows, buildRecommenderIndex, buildStoredLists, createRecommender, FILTER_COMBOS } from "../../src/recommender";
import { DEFAULT_DIVERSITY } from "../../src/recommender/diversity";
import { DEFAULT_RANK } from "../../src/recommender/rank";
import { comboOf, decodedOnce, picksIn, storedPickRange } from "../../src/recommender/stored-lists";
import { storedListReasons } from "../../src/precompute/reasons";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";

const TAGS = ["Roguelike", "Deckbuilding", "Farming Sim", "Metroidvania", "Puzzle", "Survival", "Horror", "Racing", "Co-op", "Pixel Graphics", "Strategy", "Open World"];
const DECKS = ["verified", "playable", "unsupported", "unknown"] as const;

// A deterministic catalog of 150 games: tag mixes, makers and series shared by a few, every flag combination.
function synthetic(): Game[] {
  let seed = 7;
  const rnd = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  return Array.from({ length: 150 }, (_, k) => {
    const tags = TAGS.filter(() => rnd() < 0.3);
    return makeGame({
      appid: 1000 + k * 10,
      name: `${["Star", "Moon", "Dust", "Iron"][k % 4]} ${["Quest", "Farm", "Run", "Tactics"][(k >> 2) % 4]} ${k % 7 === 0 ? "II" : k}`,
      year: 2000 + (k % 24),
      tags: tags.length ? tags : [TAGS[k % TAGS.length]!],
      genres: [rnd() < 0.5 ? "Indie" : "Action"],
      developers: [`Studio ${k % 37}`],
      publishers: [`Label ${k % 11}`],
      coop: { online: rnd() < 0.3, local: false, lan: false },
      price: { isFree: rnd() < 0.25, amount: null, currency: null, text: null },
      deck: DECKS[Math.floor(rnd() * 4)]!,
      reviews: reviews(Math.floor(rnd() * 5000), Math.floor(rnd() * 500)),
    });
  });
}

const HOOKS = ["great soundtrack", "tight combat", "fast runs", "cosy farming", "punishing bosses"];

// Review-mined hooks for two games in three, so lines can name shared hooks and some games have none.
function summaries(games: readonly Game[]): [number, GameSummary][] {
  return games.filter((_, k) => k % 3 !== 0).map((g, k) => [g.appid, {
    tagline: null, difficulty: null, length: null, sessionShape: null, coOp: null, dealbreakers: [],
    hooks: HOOKS.filter((_, h) => (k >> h) % 2 === 1 || h === k % HOOKS.length),
  }]);
}

describe("stored default lists", () => {
  const games = synthetic();
  const store = fixtureCatalog(games, { summaries: summaries(games) });
  const index = buildRecommenderIndex(store);
  const allCombos = new Set(games.filter((_, k) => k % 3 === 0).map((g) => g.appid));
  const lists = buildStoredLists(index, games, DEFAULT_RANK, DEFAULT_DIVERSITY, 20, (g) => (allCombos.has(g.appid) ? FILTER_COMBOS.length : 1));
  const live = createRecommender({ store, index, hooks: null });
  const stored = createRecommender({ store, index, lists, hooks: null });
  const rows = buildListRows(store, lists, index);
  const seeds = () => store.getGames(games.map((g) => g.appid).sort((a, b) => a - b));

  test("every seed and filter combination: the served list equals the live one (n = 20 in English, 7 in Russian)", () => {
    let served = 0;
    for (const seed of store.getGames(games.map((g) => g.appid))) {
      for (const filters of FILTER_COMBOS) {
        if (storedPickRange(lists, seed, filters, 20)) served++;
        for (const [n, lang] of [[20, "en"], [7, "ru"]] as const) {
          const want = live.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.score, p.why]);
          expect(stored.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.score, p.why])).toEqual(want);
        }
      }
    }
    expect(served).toBe(allCombos.size * FILTER_COMBOS.length + games.length - allCombos.size);
  }, 120_000);

  test("a seed storing its unfiltered list alone serves that list from storage and ranks its filtered ones live", () => {
    const seed = games.find((g) => !allCombos.has(g.appid))!;
    expect(storedPickRange(lists, seed, FILTER_COMBOS[0]!, 20)).not.toBeNull();
    for (const filters of FILTER_COMBOS.slice(1)) expect(storedPickRange(lists, seed, filters, 20)).toBeNull();
    expect(storedPickRange(lists, games.find((g) => allCombos.has(g.appid))!, FILTER_COMBOS.at(-1)!, 20)).not.toBeNull();
  });

  test("a seed the build did not store, and filters it cannot serve, rank live", () => {
    expect(storedPickRange(lists, makeGame({ appid: 5, name: "Unknown" }), FILTER_COMBOS[0]!, 20)).toBeNull();
    expect(comboOf({ free: true, coop: false, deck: "playable" })).toBe(FILTER_COMBOS.findIndex((c) => c.free && !c.coop && c.deck === "playable"));
    expect(comboOf({ free: false, coop: false, deck: null, genre: "Horror" } as never)).toBe(-1);
  });

  test("the stored rows are the catalog's: every stored seed's and pick's game as getGames reads it, and its summary's hooks", () => {
    const named = new Set<number>(games.map((g) => g.appid));
    for (const seed of seeds()) {
      for (const filters of FILTER_COMBOS) {
        const range = storedPickRange(lists, seed, filters, 20);
        for (const c of range ? picksIn(lists, range) : []) named.add(index.appids[c.i]!);
      }
    }
    expect([...rows.games.keys()].sort((a, b) => a - b)).toEqual([...named].sort((a, b) => a - b));
    const appids = [...named];
    expect(appids.map((id) => rows.games.get(id))).toEqual(store.getGames(appids));
    expect(appids.map((id) => rows.hooks.get(id))).toEqual(store.summaries(appids).map((s) => s?.hooks ?? []));
    expect(appids.some((id) => rows.hooks.get(id)!.length > 0)).toBe(true);
  });

  test("served with the stored rows, a stored list reads no catalog row and gives the same list, hooks included", () => {
    let reads = 0;
    // Every read of a row or summary counted: a stored list should need none.
    const counted: CatalogStore = { ...store, getGames: (ids) => (reads++, store.getGames(ids)), summaries: (ids) => (reads++, store.summaries(ids)) };
    const plain = createRecommender({ store, index, lists });
    const withRows = createRecommender({ store: counted, index, lists, rows });
    // Every seed, those storing their unfiltered list alone too.
    for (const seed of seeds()) {
      for (const [n, lang] of [[20, "en"], [7, "ru"]] as const) {
        const options = { n, lang, filters: FILTER_COMBOS[0]! };
        const want = plain.similar(seed, options).map((p) => [p.game, p.score, p.why]);
        expect(withRows.similar(seed, options).map((p) => [p.game, p.score, p.why])).toEqual(want);
      }
    }
    expect(reads).toBe(0);
  }, 60_000);

  test("decodedOnce reads each stored row from its source once, and is read-only", () => {
    let reads = 0;
    const source = new Map(rows.games);
    const get = source.get.bind(source);
    source.get = (id: number) => (reads++, get(id));
    const once = decodedOnce({ games: source, hooks: rows.hooks });
    const [a, b] = [...rows.games.keys()];
    expect(once.games.get(a!)).toBe(once.games.get(a!));
    expect(once.games.get(b!)).toEqual(rows.games.get(b!));
    expect(reads).toBe(2);
    expect(once.games.get(-1)).toBeUndefined();
    expect(once.games.size).toBe(rows.games.size);
    expect([...once.games.keys()]).toEqual([...rows.games.keys()]);
    expect(once.games.has(b!) && !once.games.has(-1)).toBe(true);
    expect(() => once.games.set(1, rows.games.get(a!)!)).toThrow("read-only");
    expect(once.hooks).toBe(rows.hooks);
  });

  test("decodeStoredRows decodes every stored row in slices; then a stored list decodes none", () => {
    let reads = 0;
    // Every decode of a stored row (a get on the stored table, under the service's decodedOnce) counted.
    const counting = new Map(rows.games);
    const get = counting.get.bind(counting);
    counting.get = (id: number) => (reads++, get(id));
    const rec = createRecommender({ store, index, lists, rows: decodedOnce({ games: counting, hooks: rows.hooks }) });
    expect(rec.decodeStoredRows(0)).toBe(false);
    let slices = 0;
    while (!rec.decodeStoredRows(0.05)) slices++;
    expect(slices).toBeGreaterThan(0);
    expect(reads).toBe(rows.games.size);
    reads = 0;
    for (const seed of seeds()) rec.similar(seed, { n: 20, lang: "en", filters: FILTER_COMBOS[0]! });
    expect(reads).toBe(0);
    expect(createRecommender({ store, index, lists }).decodeStoredRows(0)).toBe(true);
  });

  test("with the stored reasons (every stored list, both languages), every stored list gives the live lines, n = 20 and 5, hooks included", () => {
    const plain = createRecommender({ store, index, lists });
    const reasons = storedListReasons(store, { index, lists, rows });
    expect(reasons.langs).toEqual(["en", "ru"]);
    expect(reasons.signal.length).toBe(2 * lists.picks.length);
    let reads = 0;
    const counted: CatalogStore = { ...store, getGames: (ids) => (reads++, store.getGames(ids)), summaries: (ids) => (reads++, store.summaries(ids)) };
    const served = createRecommender({ store: counted, index, lists, rows, reasons });
    const signals = new Set<number>(reasons.signal);
    let lines = 0;
    for (const seed of store.getGames([...lists.seeds])) {
      for (const filters of FILTER_COMBOS) {
        for (const [n, lang] of [[20, "en"], [20, "ru"], [5, "ru"]] as const) {
          const want = plain.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.why]);
          expect(served.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.why])).toEqual(want);
          lines += want.length;
        }
      }
    }
    expect(lines).toBeGreaterThan(2000);
    // The sample reaches several kinds of reason (tags, hooks, developer, series...); a stored list reads no row under
    // any filter combination.
    expect(signals.size).toBeGreaterThanOrEqual(4);
    reads = 0;
    for (const seed of store.getGames([...allCombos])) for (const filters of FILTER_COMBOS) served.similar(seed, { n: 20, lang: "ru", filters });
    expect(reads).toBe(0);
  }, 120_000);

  test("stored reasons serve only the default hooks: a recommender with other hooks words its lines itself", () => {
    const reasons = storedListReasons(store, { index, lists, rows });
    const withReasons = createRecommender({ store, index, lists, rows, reasons, hooks: null });
    const live = createRecommender({ store, index, lists, hooks: null });
    const hooked = createRecommender({ store, index, lists, rows, reasons });
    let differ = 0;
    for (const seed of store.getGames([...lists.seeds])) {
      const options = { n: 20, lang: "en" as const, filters: FILTER_COMBOS[0]! };
      const noHooks = withReasons.similar(seed, options).map((p) => p.why);
      expect(noHooks).toEqual(live.similar(seed, options).map((p) => p.why));
      if (JSON.stringify(noHooks) !== JSON.stringify(hooked.similar(seed, options).map((p) => p.why))) differ++;
    }
    // Had the stored reasons (chosen with hooks) been used, these lists would name hooks.
    expect(differ).toBeGreaterThan(10);
  });
});

describe("a seed whose family fills its first candidate pool", () => {
  // One studio's 80 games on the seed's tags, boosted as its family and capped at 3 in 10, outrank every other game:
  // its first pool of 40 gives too few picks, and the next 20 come from a deeper one.
  const word = (k: number) => `${"bcdfghjklm"[k % 10]}${"aeiou"[(k >> 1) % 5]}${"prstv"[(k >> 3) % 5]}${"aeiou"[k % 5]}n`;
  const tags = ["Roguelike", "Deckbuilding", "Pixel Graphics", "Strategy"];
  const family = Array.from({ length: 80 }, (_, k) => makeGame({
    appid: 5000 + k, name: `Gloom ${word(k)}`, tags, developers: ["Big Studio"], publishers: ["Big Studio"], year: 2020, reviews: reviews(4000 - k, 100),
  }));
  const others = Array.from({ length: 40 }, (_, k) => makeGame({
    appid: 9000 + k, name: `Other ${word(k + 40)}`, tags, developers: [`Studio ${k}`], publishers: [`Label ${k}`], year: 2020, reviews: reviews(900 - k, 50),
  }));
  const games = [...family, ...others];
  const store = fixtureCatalog(games);
  const index = buildRecommenderIndex(store);
  const seed = family[0]!;
  const lists = buildStoredLists(index, [seed], DEFAULT_RANK, DEFAULT_DIVERSITY, 20);
  const live = createRecommender({ store, index, hooks: null });
  const stored = createRecommender({ store, index, lists, hooks: null });

  test("the stored list equals the live one under every filter, and holds games ranked past the first pool", () => {
    const got = stored.similar(seed, { n: 20, lang: "en", filters: FILTER_COMBOS[0]! });
    expect(got).toHaveLength(20);
    // Every family game outscores every other game: those past the 40th candidate are in the list.
    expect(got.filter((p) => p.game.developers[0] !== "Big Studio").length).toBeGreaterThanOrEqual(10);
    for (const filters of FILTER_COMBOS) {
      expect(storedPickRange(lists, seed, filters, 20)).not.toBeNull();
      const want = live.similar(seed, { n: 20, lang: "en", filters }).map((p) => [p.game.appid, p.score, p.why]);
      expect(stored.similar(seed, { n: 20, lang: "en", filters }).map((p) => [p.game.appid, p.score, p.why])).toEqual(want);
    }
  });
});
