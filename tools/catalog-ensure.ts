// CLI: builds the catalog only when it is missing (used by `start` and `test` so a fresh clone just works), and its
// precomputed sections when only they are missing (a catalog built before the build wrote them).
import { existsSync } from "node:fs";
import { sectionsPathOf } from "../src/catalog/sections";
import { loadConfig } from "../src/config";

const config = loadConfig();
if (existsSync(config.catalogPath)) {
  if (existsSync(sectionsPathOf(config.catalogPath))) process.exit(0);
  console.log(`catalog: ${sectionsPathOf(config.catalogPath)} is missing; precomputing it from ${config.catalogPath}`);
  const proc = Bun.spawnSync([process.execPath, "run", "catalog:precompute"], { stdout: "inherit", stderr: "inherit", env: process.env });
  process.exit(proc.exitCode ?? 1);
}
console.log(`catalog: ${config.catalogPath} is missing; building it from ${config.steamDataDir}`);
const proc = Bun.spawnSync([process.execPath, "run", "catalog:build"], { stdout: "inherit", stderr: "inherit", env: process.env });
process.exit(proc.exitCode ?? 1);
