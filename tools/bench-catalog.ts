// Benchmark: full catalog build time, peak memory (RSS sampled) and database size. `bun run bench:catalog`.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config";

const dir = mkdtempSync(join(tmpdir(), "bench-catalog-"));
const out = join(dir, "catalog.db");
const t0 = performance.now();
// Run the real CLI in a child so its peak RSS is its own (GNU time reports it in KB).
const proc = Bun.spawnSync(["/usr/bin/time", "-f", "%M", process.execPath, "tools/catalog-build.ts", "--out", out], {
  stdout: "ignore",
  stderr: "pipe",
  env: { ...process.env, STEAM_DATA_DIR: loadConfig().steamDataDir },
});
const secs = (performance.now() - t0) / 1000;
const err = proc.stderr.toString().trim().split("\n");
const peakKb = Number(err.at(-1));
if (proc.exitCode !== 0) {
  console.error(err.join("\n"));
  process.exit(1);
}
const size = statSync(out).size;
console.log(`catalog build: ${secs.toFixed(1)} s wall, peak RSS ${(peakKb / 1024).toFixed(0)} MB, database ${(size / 1e6).toFixed(1)} MB`);
console.log(`aims: < 90 s (${(secs / 90).toFixed(2)}x of budget), < 300 MB on disk (${(size / 300e6).toFixed(2)}x of budget)`);
rmSync(dir, { recursive: true, force: true });
