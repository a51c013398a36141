// `bun run bench:similar`: start-up build time of the recommender and p50/p99 of one list per filter combination,
// then per refinement (tools/similar/bench-refined.ts).
// Usage: bun tools/bench-similar.ts [--catalog data/catalog.db] [--seeds 200]
import { existsSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import type { Game } from "../src/catalog/types";
import { createRecommender, type SimilarFilters } from "../src/recommender";
import { benchRefined } from "./similar/bench-refined";

const DEFAULT_SEEDS = 1000;
const WARMUP = 30;

function main(): void {
  const argv = process.argv.slice(2);
  const catalog = argv.includes("--catalog") ? argv[argv.indexOf("--catalog") + 1]! : "data/catalog.db";
  const seedCount = argv.includes("--seeds") ? Number(argv[argv.indexOf("--seeds") + 1]) : DEFAULT_SEEDS;
  if (!existsSync(catalog)) {
    console.error(`bench:similar: no catalog at ${catalog}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const store = openCatalog(catalog);
  const t0 = performance.now();
  const rec = createRecommender({ store });
  const build = performance.now() - t0;
  console.log(`start-up build (read ${rec.index.size} games + index + tag relatedness + co-recommendations): ${(build / 1000).toFixed(2)} s`);

  // Seeds: every k-th released game, so popular, niche and tag-poor seeds all appear.
  const all = store.allGames().filter((g) => !g.comingSoon);
  const step = Math.max(1, Math.floor(all.length / seedCount));
  const seeds: Game[] = all.filter((_, i) => i % step === 0).slice(0, seedCount);
  for (const s of seeds.slice(0, WARMUP)) rec.similar(s, { n: 20, lang: "en", filters: { free: false, coop: false, deck: null } });

  const rows: string[] = [];
  for (const free of [false, true]) {
    for (const coop of [false, true]) {
      for (const deck of [null, "playable", "verified"] as const) {
        const filters: SimilarFilters = { free, coop, deck };
        const times: number[] = [];
        let short = 0;
        for (const s of seeds) {
          const t = performance.now();
          const picks = rec.similar(s, { n: 20, lang: "en", filters });
          times.push(performance.now() - t);
          if (picks.length < 20) short++;
        }
        times.sort((a, b) => a - b);
        const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
        rows.push(`| ${String(free).padEnd(5)} | ${String(coop).padEnd(5)} | ${(deck ?? "-").padEnd(8)} | ${q(0.5).padStart(6)} | ${q(0.99).padStart(6)} | ${String(short).padStart(5)} |`);
      }
    }
  }
  console.log(`\none list of n=20 with why lines, uncached, ${seeds.length} seeds per row (ms)`);
  console.log("| free  | coop  | deck     |    p50 |    p99 | <20 picks |");
  console.log("|-------|-------|----------|-------:|-------:|------:|");
  console.log(rows.join("\n"));
  benchRefined(rec, seeds);
  store.close();
}

main();
