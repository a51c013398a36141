// `bun run spot:similar`: the top 5 with their why lines in English and Russian for 30 well-known seeds of seven
// kinds, then five refined lists (tools/similar/spot-refined.ts), as Markdown for the README.
// Usage: bun tools/spot-check-similar.ts [--catalog data/catalog.db] [--n 5] [appid ...]
import { existsSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import { createRecommender } from "../src/recommender";
import { printRefined } from "./similar/spot-refined";

/** 30 seeds by kind (appids; the names are in the output). */
const KINDS: Record<string, number[]> = {
  story: [632470, 501300, 383870, 638230],
  puzzle: [257510, 736260, 210970, 653530],
  multiplayer: [730, 570, 945360, 550],
  sim: [413150, 433340, 227300, 1290000, 255710],
  sports: [252950, 431240, 2252570, 2395210],
  horror: [739630, 883710, 57300, 381210],
  strategy: [281990, 268500, 813780, 590380, 294100],
};
const SEEDS = Object.values(KINDS).flat();
const kindOf = new Map(Object.entries(KINDS).flatMap(([kind, ids]) => ids.map((id) => [id, kind] as const)));
const NO_FILTERS = { free: false, coop: false, deck: null } as const;

function main(): void {
  const argv = process.argv.slice(2);
  const flag = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const catalog = flag("--catalog") ?? "data/catalog.db";
  const n = Number(flag("--n") ?? 5);
  const ids = argv.filter((a, i) => /^\d+$/.test(a) && !["--n", "--catalog"].includes(argv[i - 1] ?? "")).map(Number);
  if (!existsSync(catalog)) {
    console.error(`spot:similar: no catalog at ${catalog}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const store = openCatalog(catalog);
  const rec = createRecommender({ store });
  for (const appid of ids.length ? ids : SEEDS) {
    const seed = store.getGame(appid);
    if (!seed) {
      console.log(`\n### ${appid}: not in the catalog`);
      continue;
    }
    const en = rec.similar(seed, { n, lang: "en", filters: NO_FILTERS });
    const ru = rec.similar(seed, { n, lang: "ru", filters: NO_FILTERS });
    const kind = kindOf.get(appid);
    console.log(`\n### ${seed.name} (${seed.appid}${kind ? `, ${kind}` : ""})\n`);
    en.forEach((p, i) => {
      console.log(`${i + 1}. **${p.game.name}** (${p.game.year ?? "?"}, ${p.game.reviews?.total ?? 0} reviews)`);
      console.log(`   - en: ${p.why}`);
      console.log(`   - ru: ${ru[i]?.why ?? ""}`);
    });
  }
  if (!ids.length) printRefined(rec, store, n);
  store.close();
}

main();
