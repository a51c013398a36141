// CLI: builds the catalog only when it is missing (used by `start` and `test` so a fresh clone just works).
import { existsSync } from "node:fs";
import { loadConfig } from "../src/config";

const config = loadConfig();
if (existsSync(config.catalogPath)) process.exit(0);
console.log(`catalog: ${config.catalogPath} is missing; building it from ${config.steamDataDir}`);
const proc = Bun.spawnSync([process.execPath, "run", "catalog:build"], { stdout: "inherit", stderr: "inherit", env: process.env });
process.exit(proc.exitCode ?? 1);
