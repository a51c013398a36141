// CLI: builds the catalog database from the public Steam data, then its precomputed sections (indexes the server
// only reads). `bun run catalog:build [--source DIR] [--out FILE]`.
import { renameSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildCatalog, formatStats } from "../src/catalog/build";
import { removeStaleTemps, sectionsPathOf } from "../src/catalog/sections";
import { formatCoverage } from "../src/summaries";
import { loadConfig } from "../src/config";
import { dieWithParent } from "../src/ops/parent-death";

const { values } = parseArgs({
  options: { source: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.log("usage: bun run catalog:build [--source DIR] [--out FILE]\n  --source  steam-data folder (default $STEAM_DATA_DIR or ../shared/steam-data)\n  --out     database file (default $CATALOG_PATH or data/catalog.db)");
  process.exit(0);
}

// `bun run` starts this file as a child and does not pass on a signal that stops it: the build stops with its parent,
// so a killed wrapper never leaves a build running. A killed build's temp files are removed by the next build.
dieWithParent();
const started = performance.now();
const config = loadConfig();
const source = values.source ?? config.steamDataDir;
const out = values.out ?? config.catalogPath;
try {
  const removed = removeStaleTemps(out);
  if (removed.length) console.log(`catalog: removed what an interrupted build left: ${removed.join(", ")}`);
  // The catalog and its sections are written under temp names and renamed together at the end: a server starting
  // during a rebuild sees the old pair or the new one, never a new catalog with old sections.
  const staged = `${out}.tmp-${process.pid}.staged`;
  const s = await buildCatalog({ source, out: staged, progress: (l) => console.log(l) });
  console.log(`\ncatalog: done in ${(s.ms / 1000).toFixed(1)} s, ${(s.bytes / 1e6).toFixed(1)} MB, ${s.names.toLocaleString("en-US")} alternative names, ${s.reviewTexts.toLocaleString("en-US")} review texts`);
  for (const line of formatStats(s.stats)) console.log(`  ${line}`);
  console.log("  descriptions and summaries:");
  for (const line of formatCoverage(s.coverage)) console.log(`    ${line}`);
  const malformed = s.reports.filter((r) => r.malformed > 0);
  console.log(`  malformed rows: ${malformed.length ? malformed.map((r) => `${r.source} ${r.malformed}`).join(", ") : "none"}`);
  // In a fresh process: the build's own peak memory is gone before the indexes are built.
  console.log("catalog: precomputing the indexes the server reads");
  const p = Bun.spawnSync([process.execPath, join(import.meta.dir, "catalog-precompute.ts"), "--catalog", staged], { stdout: "inherit", stderr: "inherit" });
  if (p.exitCode !== 0) {
    removeStaleTemps(out, { all: true });
    process.exit(p.exitCode ?? 1);
  }
  renameSync(sectionsPathOf(staged), sectionsPathOf(out));
  renameSync(staged, out);
  console.log(`catalog: wrote ${out} and ${sectionsPathOf(out)}`);
  console.log(`catalog: whole build ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
