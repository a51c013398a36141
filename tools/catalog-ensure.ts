// CLI: builds the catalog only when it is missing (used by `start` and `test` so a fresh clone just works), and its
// precomputed sections when only they are missing or were computed by another version of the build step (a catalog
// built before the code changed its ranking or a section's shape: src/precompute/version.ts).
import { existsSync } from "node:fs";
import { openSectionsFile, sectionsPathOf } from "../src/catalog/sections";
import { loadConfig } from "../src/config";
import { stepVersion } from "../src/precompute/version";

/** Why the sections must be computed again, or null when they are current (a damaged file is start-up's to refuse). */
function staleSections(path: string): string | null {
  if (!existsSync(path)) return "is missing";
  try {
    const { step } = openSectionsFile(path).stamp;
    return step === stepVersion() ? null : `was computed by another version of the build step (${step ?? "unversioned"})`;
  } catch {
    return null;
  }
}

function run(script: string): never {
  const proc = Bun.spawnSync([process.execPath, "run", script], { stdout: "inherit", stderr: "inherit", env: process.env });
  process.exit(proc.exitCode ?? 1);
}

const config = loadConfig();
if (!existsSync(config.catalogPath)) {
  console.log(`catalog: ${config.catalogPath} is missing; building it from ${config.steamDataDir}`);
  run("catalog:build");
}
const stale = staleSections(sectionsPathOf(config.catalogPath));
if (stale) {
  console.log(`catalog: ${sectionsPathOf(config.catalogPath)} ${stale}; precomputing it from ${config.catalogPath}`);
  run("catalog:precompute");
}
