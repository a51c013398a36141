// CLI: builds the catalog database from the public Steam data. `bun run catalog:build [--source DIR] [--out FILE]`.
import { parseArgs } from "node:util";
import { buildCatalog, formatStats } from "../src/catalog/build";
import { formatCoverage } from "../src/summaries";
import { loadConfig } from "../src/config";

const { values } = parseArgs({
  options: { source: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.log("usage: bun run catalog:build [--source DIR] [--out FILE]\n  --source  steam-data folder (default $STEAM_DATA_DIR or ../shared/steam-data)\n  --out     database file (default $CATALOG_PATH or data/catalog.db)");
  process.exit(0);
}
const config = loadConfig();
const source = values.source ?? config.steamDataDir;
const out = values.out ?? config.catalogPath;
try {
  const s = await buildCatalog({ source, out, progress: (l) => console.log(l) });
  console.log(`\ncatalog: done in ${(s.ms / 1000).toFixed(1)} s, ${(s.bytes / 1e6).toFixed(1)} MB, ${s.names.toLocaleString("en-US")} alternative names, ${s.reviewTexts.toLocaleString("en-US")} review texts`);
  for (const line of formatStats(s.stats)) console.log(`  ${line}`);
  console.log("  descriptions and summaries:");
  for (const line of formatCoverage(s.coverage)) console.log(`    ${line}`);
  const malformed = s.reports.filter((r) => r.malformed > 0);
  console.log(`  malformed rows: ${malformed.length ? malformed.map((r) => `${r.source} ${r.malformed}`).join(", ") : "none"}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

