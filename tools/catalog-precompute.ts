// CLI: `bun run catalog:precompute [--catalog FILE]`: (re)writes the precomputed sections of a built catalog (the
// catalog build runs this CLI in a fresh process after writing the catalog; alone, it serves a catalog built before).
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { dieWithParent } from "../src/ops/parent-death";
import { writePrecomputed } from "../src/precompute/build";

dieWithParent();

const { values } = parseArgs({ options: { catalog: { type: "string" } } });
const path = values.catalog ?? loadConfig().catalogPath;
// One worker thread per core for the stored lists.
const s = await writePrecomputed(path, (l) => console.log(l), navigator.hardwareConcurrency || 1);
console.log(`catalog: wrote ${s.path} in ${(s.ms / 1000).toFixed(1)} s, ${(s.bytes / 1e6).toFixed(1)} MB`);
