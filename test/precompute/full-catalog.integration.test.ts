// Covers the stored sections on the full catalog (the shared full-catalog fixture and its .sections; fails naming the
// build command without them): the lookup, recommender (stored default lists included, every filter combination) and
// finder read from the sections answer exactly as the same modules built live from the catalog; the stored list rows
// are the catalog's.
import { describe, expect, test } from "bun:test";
import { createFinder } from "../../src/finder";
import { createLookup } from "../../src/lookup";
import { openPrecomputed } from "../../src/precompute/sections";
import { createRecommender, FILTER_COMBOS } from "../../src/recommender";
import { storedPickRange } from "../../src/recommender/stored-lists";
import { fullCatalog } from "../helpers/full-catalog";

describe("stored sections on the full catalog", () => {
  const catalog = fullCatalog();
  const { path, store } = catalog;
  const pre = openPrecomputed(path, store);
  // Stored seeds spread over all (those storing every filter combination and those storing their unfiltered list
  // alone), and a few games no list was stored for.
  const spread = Array.from({ length: 12 }, (_, k) => pre.lists.seeds[Math.floor((k * pre.lists.seeds.length) / 12)]!);
  const seeds = [...spread, ...pre.sitemap.slice(30_000, 33_000).filter((_, k) => k % 1000 === 0)];

  test("the recommender: stored index, lists, rows and reasons give the live lists and lines for sampled seeds, every filter combination, both languages and shorter lists", () => {
    const live = catalog.recommender;
    const stored = createRecommender({ store, index: pre.recommender, lists: pre.lists, rows: pre.listRows, reasons: pre.reasons });
    let lines = 0;
    for (const appid of seeds) {
      const seed = store.getGame(appid)!;
      for (const filters of FILTER_COMBOS) {
        for (const lang of ["en", "ru"] as const) {
          for (const n of [20, 7]) {
            const want = live.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.score, p.why]);
            expect(stored.similar(seed, { n, lang, filters }).map((p) => [p.game.appid, p.score, p.why])).toEqual(want);
            lines += want.length;
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(5000);
    // Both kinds of stored seed were among them.
    const combos = spread.map((appid) => FILTER_COMBOS.filter((filters) => storedPickRange(pre.lists, store.getGame(appid)!, filters, 20)).length);
    expect(new Set(combos)).toEqual(new Set([1, FILTER_COMBOS.length]));
  }, 300_000);

  test("the stored reasons: every stored list's lines spell again as the live recommender words them (a sample of seeds, every line)", () => {
    const live = catalog.recommender;
    const stored = createRecommender({ store, index: pre.recommender, lists: pre.lists, rows: pre.listRows, reasons: pre.reasons });
    for (const appid of pre.lists.seeds.filter((_, k) => k % 50 === 7)) {
      const seed = store.getGame(appid)!;
      for (const lang of ["en", "ru"] as const) {
        const filters = FILTER_COMBOS[0]!;
        expect(stored.similar(seed, { n: 20, lang, filters }).map((p) => p.why)).toEqual(live.similar(seed, { n: 20, lang, filters }).map((p) => p.why));
      }
    }
  }, 300_000);

  test("the stored list rows: sampled games and hooks equal the catalog's; stored seeds resolve to them", () => {
    const appids = [...pre.listRows.games.keys()].filter((_, k) => k % 97 === 0);
    expect(appids.length).toBeGreaterThan(50);
    expect(appids.map((id) => pre.listRows.games.get(id))).toEqual(store.getGames(appids));
    expect(appids.map((id) => pre.listRows.hooks.get(id))).toEqual(store.summaries(appids).map((s) => s?.hooks ?? []));
    const lookup = createLookup({ store, index: pre.lookup, rows: pre.listRows.games });
    for (const appid of seeds) expect(lookup.resolve(String(appid))?.seed).toEqual(store.getGame(appid)!);
  }, 300_000);

  test("the lookup: the stored index resolves names, typos and Russian titles as the live one", () => {
    const live = catalog.lookup;
    const stored = createLookup({ store, index: pre.lookup });
    const queries = seeds.flatMap((appid) => {
      const name = store.getGame(appid)!.name;
      return [name, name.toLowerCase().replace(/[aeiou]/, ""), name.slice(0, 8), String(appid)];
    });
    queries.push("ведьмак 3", "hollow nite", "стардью валли", "zzqxv");
    for (const q of queries) expect(stored.resolve(q)).toEqual(live.resolve(q));
  }, 300_000);

  test("the finder: the stored index ranks descriptions as the live one", () => {
    const config = { openai: null };
    const live = catalog.finder;
    const stored = createFinder({ store, config, index: pre.finder });
    for (const description of [
      "a cozy game where you run a small farm, fish and befriend villagers",
      "hard platformer climbing a mountain with a strawberry to collect",
      "space game where you build rockets and orbit planets with funny green crew",
      "medival castle siege strategy with catapults",
    ]) {
      expect(stored.findOffline({ description, limit: 10 })).toEqual(live.findOffline({ description, limit: 10 }));
    }
  }, 300_000);
});
