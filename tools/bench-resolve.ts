// `bun run bench:resolve [FILE]`: lookup index build time and per-query latency (p50/p99) on the full catalog.
import { existsSync, readFileSync } from "node:fs";
import { openCatalog } from "../src/catalog/store";
import { loadConfig } from "../src/config/config";
import { createLookup } from "../src/lookup";

const DEFAULT_FILE = "../shared/eval/resolve_dev.jsonl";
const ROUNDS = 30;

function main(): void {
  const file = process.argv[2] ?? DEFAULT_FILE;
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) fail(`no catalog at ${catalogPath}; build it with bun run catalog:build`);
  if (!existsSync(file)) fail(`no query file at ${file}`);
  const queries = readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => (JSON.parse(l) as { q: string }).q);
  // Long and hostile inputs ride along: they must not be slower than names.
  queries.push("a".repeat(200), "the ".repeat(50), '" OR 1=1; -- NEAR(* "x', "🎮".repeat(100), "ب".repeat(200), "зщщщщ ".repeat(33));

  const store = openCatalog(catalogPath);
  // Cold: what a fresh process pays at start-up (games and names read, index built, JIT not warm yet).
  const cold = timed(() => createLookup({ store }));
  const lookup = cold.value;
  const read = timed(() => store.allGames());
  const warm = timed(() => createLookup({ store, games: read.value }));

  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const s = performance.now();
      lookup.resolve(q);
      if (round > 0) times.push(performance.now() - s); // round 0 warms the JIT
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
  console.log(`bench:resolve on ${read.value.length} games, ${queries.length} queries x ${ROUNDS - 1} rounds`);
  console.log(`  start-up, cold (read games + names, build index): ${cold.ms.toFixed(0)} ms wall, ${cold.cpuMs.toFixed(0)} ms CPU`);
  console.log(`  warm: store.allGames() ${read.ms.toFixed(0)} ms; index build given the games ${warm.ms.toFixed(0)} ms`);
  console.log(`  query latency: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(3)} ms`);
  console.log(`  CPU per query (mean): ${((cpu.user + cpu.system) / 1000 / (ROUNDS * queries.length)).toFixed(3)} ms`);
  console.log(`  (wall times include waiting for the CPU: compare with \`uptime\` load on a shared machine)`);
}

function timed<T>(f: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = f();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

function fail(message: string): never {
  console.error(`bench:resolve: ${message}`);
  process.exit(1);
}

main();
