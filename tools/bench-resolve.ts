// `bun run bench:resolve [FILE]`: lookup index build time and per-query latency (p50/p99) on the full catalog.
import { existsSync, readFileSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import { loadConfig } from "../src/config/config";
import { createLookup } from "../src/lookup";

const DEFAULT_FILE = "../shared/eval/resolve_dev.jsonl";
const ROUNDS = 20;

function main(): void {
  const file = process.argv[2] ?? DEFAULT_FILE;
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) fail(`no catalog at ${catalogPath}; build it with bun run catalog:build`);
  if (!existsSync(file)) fail(`no query file at ${file}`);
  const queries = readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => (JSON.parse(l) as { q: string }).q);
  // Long and hostile inputs ride along: they must not be slower than names.
  queries.push("a".repeat(200), "the ".repeat(50), '" OR 1=1; -- NEAR(* "x', "🎮".repeat(100), "ب".repeat(200), "зщщщщ ".repeat(33));

  const store = openCatalog(catalogPath);
  let t = performance.now();
  const games = store.allGames();
  const readMs = performance.now() - t;
  t = performance.now();
  const lookup = createLookup({ store, games });
  const buildMs = performance.now() - t;
  t = performance.now();
  createLookup({ store });
  const startupMs = performance.now() - t;

  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const s = performance.now();
      lookup.resolve(q);
      if (round > 0) times.push(performance.now() - s); // round 0 warms the JIT
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
  console.log(`bench:resolve on ${games.length} games, ${queries.length} queries x ${ROUNDS - 1} rounds`);
  console.log(`  start-up (read games + names + build index): ${startupMs.toFixed(0)} ms`);
  console.log(`    of which store.allGames(): ${readMs.toFixed(0)} ms; index build given the games: ${buildMs.toFixed(0)} ms`);
  console.log(`  query latency: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(3)} ms`);
}

function fail(message: string): never {
  console.error(`bench:resolve: ${message}`);
  process.exit(1);
}

main();
