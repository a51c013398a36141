// Covers the stored lists computed on worker threads: the same StoredLists as one call over every seed, whether the
// seeds are split over threads (the index cloned into each) or parts computed alone are joined; and, given the
// catalog, the same reasons as chosen over the whole. A third of the seeds store every filter combination, the rest
// their unfiltered list alone.
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openCatalog } from "../../src/catalog";
import type { GameSummary } from "../../src/catalog/types";
import { storedListReasons } from "../../src/precompute/reasons";
import type { Game } from "../../src/catalog/types";
import { buildListRows, buildRecommenderIndex, buildStoredLists, FILTER_COMBOS } from "../../src/recommender";
import { DEFAULT_DIVERSITY } from "../../src/recommender/diversity";
import { buildGameIndex } from "../../src/recommender/game-index";
import { DEFAULT_RANK } from "../../src/recommender/rank";
import { buildListsInParallel, joinLists } from "../../src/precompute/lists";
import { makeGame, reviews, writeFixtureCatalogFile } from "../helpers/fixture-catalog";

const TAGS = ["Roguelike", "Farming Sim", "Puzzle", "Survival", "Horror", "Racing", "Strategy", "Co-op"];
const games = Array.from({ length: 90 }, (_, k) => makeGame({
  appid: 500 + k,
  name: `Game ${k}`,
  tags: TAGS.filter((_, t) => (k >> t) % 3 === 0).concat(TAGS[k % TAGS.length]!),
  developers: [`Dev ${k % 9}`],
  price: { isFree: k % 4 === 0, amount: null, currency: null, text: null },
  deck: k % 3 === 0 ? "verified" : "unknown",
  reviews: reviews(10 + ((k * 37) % 900), k % 17),
}));
const index = buildGameIndex(games, []);
const allCombos = new Set(games.filter((_, k) => k % 3 === 0).map((g) => g.appid));
const combosOf = (g: Game) => (allCombos.has(g.appid) ? FILTER_COMBOS.length : 1);
const whole = buildStoredLists(index, games, DEFAULT_RANK, DEFAULT_DIVERSITY, 20, combosOf);

describe("stored lists in parts", () => {
  test("parts over consecutive seeds join into the whole", () => {
    const parts = [games.slice(0, 31), games.slice(31, 32), games.slice(32)].map((seeds) => buildStoredLists(index, seeds, DEFAULT_RANK, DEFAULT_DIVERSITY, 20, combosOf));
    expect(joinLists(parts)).toEqual(whole);
    expect(whole.comboStart.at(-1)).toBe(allCombos.size * FILTER_COMBOS.length + games.length - allCombos.size);
  });

  test("two worker threads give the same lists as one call", async () => {
    const job = { index, seeds: games, rank: DEFAULT_RANK, diversity: DEFAULT_DIVERSITY, length: 20, allCombos };
    expect(await buildListsInParallel(job, 2)).toEqual({ lists: whole, reasons: null });
  }, 60_000);

  const written = games;
  const dir = mkdtempSync(join(tmpdir(), "lists-reasons-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("given the catalog and the index as a file (as the build runs them), two worker threads choose the reasons one thread chooses over every list; the file is gone after", async () => {
    const hooks = ["great soundtrack", "tight combat", "cosy farming"];
    // A catalog holds each of a game's tags once.
    const games = written.map((g) => ({ ...g, tags: [...new Set(g.tags)] }));
    const summaries: [number, GameSummary][] = games.filter((_, k) => k % 2 === 0).map((g, k) => [g.appid, {
      tagline: null, difficulty: null, length: null, sessionShape: null, coOp: null, dealbreakers: [], hooks: hooks.filter((_, h) => (k + h) % 2 === 0),
    }]);
    const path = join(dir, "catalog.db");
    writeFixtureCatalogFile(path, games, { summaries });
    const store = openCatalog(path);
    try {
      const recommender = buildRecommenderIndex(store);
      const seeds = store.getGames(games.map((g) => g.appid));
      const job = { index: recommender, seeds, rank: DEFAULT_RANK, diversity: DEFAULT_DIVERSITY, length: 20, catalogPath: path, allCombos };
      const indexPath = join(dir, "catalog.db.sections.tmp-1-index");
      const { lists, reasons } = await buildListsInParallel(job, 2, { path: indexPath, stamp: { buildId: "test", catalogHash: "", step: "" } });
      expect(existsSync(indexPath)).toBe(false);
      const one = buildStoredLists(recommender, seeds, DEFAULT_RANK, DEFAULT_DIVERSITY, 20, combosOf);
      expect(lists).toEqual(one);
      const want = storedListReasons(store, { index: recommender, lists: one, rows: buildListRows(store, one, recommender) });
      // The same lines; the string ids may be numbered otherwise, so compare the strings they name.
      const named = (r: typeof want, slots: "tags" | "hooks") => Array.from(r[slots], (id) => (id === 0 ? null : r.strings[id - 1]));
      expect(reasons).not.toBeNull();
      for (const column of ["signal", "wording", "detail", "coop", "motif"] as const) expect(reasons![column]).toEqual(want[column]);
      expect(named(reasons!, "tags")).toEqual(named(want, "tags"));
      expect(named(reasons!, "hooks")).toEqual(named(want, "hooks"));
      expect(want.signal.some((x) => x > 0)).toBe(true);
      expect(named(want, "hooks").some((h) => h !== null)).toBe(true);
    } finally {
      store.close();
    }
  }, 60_000);
});
