// The catalog build's last step: everything that depends only on the catalog snapshot (the lookup, recommender and
// finder indexes, the default lists of the best-known games and the catalog rows they read, the sitemap order),
// computed once and written beside the catalog as stamped sections.
import { openCatalog } from "../catalog";
import { contentHash, sectionsPathOf, writeSectionsFile } from "../catalog/sections";
import { buildFinderIndex } from "../finder";
import { buildLookupIndex } from "../lookup";
import { buildListRows, buildRecommenderIndex } from "../recommender";
import { DEFAULT_DIVERSITY } from "../recommender/diversity";
import { DEFAULT_RANK } from "../recommender/rank";
import { MAX_PICKS } from "../schemas";
import { sitemapAppids } from "../web/seo/sitemaps";
import { buildListsInParallel } from "./lists";
import { storedListReasons } from "./reasons";
import { SECTION } from "./sections";
import { listSeedOrder, STORED_LIST_SEEDS, stepVersion, UNFILTERED_LIST_SEEDS } from "./version";

export interface PrecomputeSummary {
  path: string;
  bytes: number;
  ms: number;
  /** Milliseconds per section. */
  steps: Record<string, number>;
}

/**
 * Computes every section from the finished catalog at `catalogPath` and writes `<catalogPath>.sections`, stamped with
 * the catalog's build id and content hash and the build step's version (version.ts). The stored lists are computed on `threads` worker threads.
 *
 * @example
 * (await writePrecomputed("data/catalog.db", console.log, 2)).bytes; // 185_000_000
 */
export async function writePrecomputed(catalogPath: string, progress: (line: string) => void = () => {}, threads = 1): Promise<PrecomputeSummary> {
  const t0 = performance.now();
  const store = openCatalog(catalogPath);
  try {
    const steps: Record<string, number> = {};
    const timed = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
      const t = performance.now();
      const out = await work();
      steps[name] = performance.now() - t;
      progress(`  ${name.padEnd(12)} ${(steps[name]! / 1000).toFixed(1)} s`);
      return out;
    };
    const games = store.allGames();
    const sections: Record<string, unknown> = {};
    const recommender = await timed(SECTION.recommender, () => buildRecommenderIndex(store));
    sections[SECTION.recommender] = recommender;
    const seeds = listSeedOrder(games).slice(0, STORED_LIST_SEEDS + UNFILTERED_LIST_SEEDS);
    const allCombos = new Set(seeds.slice(0, STORED_LIST_SEEDS).map((g) => g.appid));
    const job = { index: recommender, seeds, rank: DEFAULT_RANK, diversity: DEFAULT_DIVERSITY, length: MAX_PICKS, allCombos };
    const stamp = { buildId: store.meta().buildId ?? "", catalogHash: contentHash(catalogPath), step: stepVersion() };
    // The lists and their reasons are worked out on worker threads; meanwhile this thread builds the lookup, the
    // sitemap and the finder (none reads them).
    const ranking = timed(SECTION.lists, () => buildListsInParallel({ ...job, catalogPath }, threads, { path: `${sectionsPathOf(catalogPath)}.tmp-${process.pid}-index`, stamp }));
    sections[SECTION.lookup] = await timed(SECTION.lookup, () => buildLookupIndex({ store, games }));
    sections[SECTION.sitemap] = await timed(SECTION.sitemap, () => sitemapAppids(games));
    // After the lists' seeds went to the workers: it reads the descriptions into the shared game objects.
    sections[SECTION.finder] = await timed(SECTION.finder, () => buildFinderIndex(store));
    const { lists, reasons } = await ranking;
    sections[SECTION.lists] = lists;
    const rows = await timed(SECTION.listRows, () => buildListRows(store, lists, recommender));
    sections[SECTION.listRows] = rows;
    // On one thread, the reasons are chosen here.
    sections[SECTION.reasons] = reasons ?? (await timed(SECTION.reasons, () => storedListReasons(store, { index: recommender, lists, rows })));
    const path = sectionsPathOf(catalogPath);
    const bytes = await timed("write", () => writeSectionsFile(path, stamp, sections));
    return { path, bytes, ms: performance.now() - t0, steps };
  } finally {
    store.close();
  }
}
