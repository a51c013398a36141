// CLI: prints the summary counts of the built catalog. `bun run catalog:stats [--db FILE]`.
import { parseArgs } from "node:util";
import { formatStats, statsOf } from "../src/catalog/build";
import { openCatalog } from "../src/catalog/store";
import { loadConfig } from "../src/config";

const { values } = parseArgs({ options: { db: { type: "string" } } });
const path = values.db ?? loadConfig().catalogPath;
const store = openCatalog(path);
const meta = store.meta();
console.log(`catalog ${path}, built ${meta.builtAt}`);
console.log(`snapshots: ${Object.entries(meta.snapshots).map(([k, v]) => `${k} ${v}`).join(", ")}`);
for (const line of formatStats(statsOf(store.allGames()))) console.log(`  ${line}`);
store.close();
