// CLI: `bun run catalog:precompute [--catalog FILE]`: (re)writes the precomputed sections of a built catalog (the
// catalog build runs this step itself; this is for a catalog built before it existed, and for measuring it).
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { dieWithParent } from "../src/ops/parent-death";
import { writePrecomputed } from "../src/precompute/build";

dieWithParent();

const { values } = parseArgs({ options: { catalog: { type: "string" } } });
const path = values.catalog ?? loadConfig().catalogPath;
const s = writePrecomputed(path, (l) => console.log(l));
console.log(`catalog: wrote ${s.path} in ${(s.ms / 1000).toFixed(1)} s, ${(s.bytes / 1e6).toFixed(1)} MB`);
