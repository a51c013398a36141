// CLI: prints the summary counts of the built catalog. `bun run catalog:stats [--db FILE]`.
import { parseArgs } from "node:util";
import { formatStats, statsOf } from "../src/catalog/build";
import { openCatalog } from "../src/catalog/store";
import { loadConfig } from "../src/config";
import { formatCoverage, summaryCoverage } from "../src/summaries";

const { values } = parseArgs({ options: { db: { type: "string" } } });
const path = values.db ?? loadConfig().catalogPath;
const store = openCatalog(path);
const meta = store.meta();
console.log(`catalog ${path}, built ${meta.builtAt}`);
console.log(`snapshots: ${Object.entries(meta.snapshots).map(([k, v]) => `${k} ${v}`).join(", ")}`);
const games = store.allGames();
for (const line of formatStats(statsOf(games))) console.log(`  ${line}`);
console.log("  descriptions and summaries:");
for (const line of formatCoverage(summaryCoverage(games, (appid) => store.describe(appid)))) console.log(`    ${line}`);
store.close();
