// `bun run bench:memory [--requests 300] [--workers 1] [--port 8192] [--sustained 20]`: the real server's resident memory (`bun
// src/main.ts`, no engine hint), read from /proc for the whole process tree: peak through start-up and a warm-up of
// mixed requests (games-like, game-facts, website pages, /search, MCP find_game_by_description through the SDK
// client), and settled 10 s later. Whole RSS beside its private part (RssAnon): the precomputed indexes are mapped
// file pages, which the kernel shares between processes and may drop under pressure; private memory is what each
// process costs alone. Then `--sustained` seconds of uncached lists under wrk (an answer cache of one entry, so every
// request builds its list), once as the server runs here and once with the engine told the machine has 1 GB
// (`BUN_JSC_forceRAMSize`, what Bun sets by itself from a container's memory limit): the peak private memory of each.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { openCatalog } from "../src/catalog";
import { loadConfig } from "../src/config";
import { listSeedOrder, STORED_LIST_SEEDS, UNFILTERED_LIST_SEEDS } from "../src/precompute/version";
import { memoryOf, startServer, type Memory } from "./bench-startup";
import { listPath, walkScript, wrk } from "./load/wrk";

const BUDGET = { peakMb: 300, settledMb: 250 };
const MB = 1024;

/** Mixed traffic over the four doors; `n` requests in all, eight at a time. */
async function warmUp(base: string, appids: number[], names: string[], n: number): Promise<number> {
  const client = new Client({ name: "bench-memory", version: "0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  const descriptions = [
    "a farming game with a small town where you grow crops and make friends",
    "space station survival with crew management and oxygen",
    "a puzzle game about programming little machines in assembly",
    "co-op heist shooter with masks",
    "a city builder on a frozen world where coal heats the city",
  ];
  const jobs: (() => Promise<unknown>)[] = [];
  for (let i = 0; jobs.length < n; i++) {
    const id = appids[i % appids.length]!;
    const name = names[i % names.length]!;
    const get = (path: string) => () => fetch(`${base}${path}`).then((r) => r.arrayBuffer());
    jobs.push(get(`/api/agent/games-like?q=${encodeURIComponent(name)}&n=10`));
    jobs.push(get(`/api/agent/game-facts?q=${id}`));
    jobs.push(get(`/game/${id}`));
    jobs.push(get(`/search?q=${encodeURIComponent(name)}`));
    if (i % 8 === 0) {
      const description = descriptions[(i / 8) % descriptions.length]!;
      jobs.push(() => client.callTool({ name: "find_game_by_description", arguments: { description } }));
    }
  }
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < jobs.length) await jobs[next++]!();
  }));
  await client.close();
  return jobs.length;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/**
 * wrk (-c16) walks `paths` for `seconds` against a fresh server whose answer cache holds one entry; the server's
 * private memory is sampled all along (start-up included).
 */
async function sustained(port: number, seconds: number, script: string, env: Record<string, string>): Promise<{ peak: Memory; rps: number; p99: number }> {
  const server = await startServer(port, { WORKERS: "1", RATE_LIMITS: "off", LOG_LEVEL: "error", REDIS_URL: "", CACHE_MAX_ENTRIES: "1", ...env }, 120_000, true);
  try {
    const run = await wrk("sustained", `${server.base}/`, { seconds, connections: 16, threads: 2, script });
    return { peak: server.sampler.stop(), rps: run.rps, p99: run.p99 };
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
  }
}

/** The stored lists' paths (every filter combination's seeds in four forms, then the unfiltered ones in two). */
function storedListPaths(appids: number[]): string[] {
  const all = appids.slice(0, STORED_LIST_SEEDS).flatMap((id) => [listPath(id, "en"), listPath(id, "ru"), listPath(id, "en", "&deck=playable"), listPath(id, "ru", "&deck=playable")]);
  const unfiltered = appids.slice(STORED_LIST_SEEDS, STORED_LIST_SEEDS + UNFILTERED_LIST_SEEDS).flatMap((id) => [listPath(id, "en"), listPath(id, "ru")]);
  return [...all, ...unfiltered];
}

const row = (label: string, m: Memory) =>
  `${label.padEnd(40)} ${(m.rssKb / MB).toFixed(0).padStart(6)} MB RSS ${(m.anonKb / MB).toFixed(0).padStart(6)} MB private`;

async function main(): Promise<void> {
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) {
    console.error(`bench:memory: no catalog at ${catalogPath}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const requests = arg("requests", 300);
  const workers = arg("workers", 1);
  const seconds = arg("sustained", 20);
  const store = openCatalog(catalogPath);
  const picks = store.searchNames("the", 400);
  const listed = listSeedOrder(store.allGames()).map((g) => g.appid);
  store.close();
  const server = await startServer(arg("port", 8192), { WORKERS: String(workers), RATE_LIMITS: "off", LOG_LEVEL: "error", REDIS_URL: "" }, 120_000, true);
  try {
    const ready = memoryOf(server.proc.pid);
    const count = await warmUp(server.base, picks.map((p) => p.appid), picks.map((p) => p.name), requests);
    const after = memoryOf(server.proc.pid);
    const peak = server.sampler.stop();
    // The allocators hand freed pages back to the system over a few seconds: the steady figure is the one that counts.
    await Bun.sleep(10_000);
    const settled = memoryOf(server.proc.pid);
    console.log(`bench:memory: the real server on ${catalogPath}, WORKERS=${workers}, no engine hint (shared machine)`);
    console.log(row(`ready after ${(server.readyMs / 1000).toFixed(2)} s`, ready));
    console.log(row(`after ${count} mixed requests`, after));
    console.log(row("peak (start-up and requests)", peak));
    console.log(row("10 s later (settled)", settled));
    const verdict = (mb: number, budget: number) => `${mb.toFixed(0)} MB (${mb <= budget ? "within" : "OVER"} ${budget} MB)`;
    console.log(`private peak ${verdict(peak.anonKb / MB, BUDGET.peakMb * workers)}, settled ${verdict(settled.anonKb / MB, BUDGET.settledMb * workers)}`);
  } finally {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
  }
  if (seconds <= 0) return;
  const dir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  try {
    const script = walkScript(dir, "stored", storedListPaths(listed), 2);
    console.log(`sustained uncached lists, ${seconds} s (wrk -c16, 1 worker, answer cache of one entry):`);
    const runs = [["as here (the engine sees this machine's RAM)", {}], ["a 1 GB machine or container's limit", { BUN_JSC_forceRAMSize: String(2 ** 30) }]] as const;
    for (const [label, env] of runs) {
      const r = await sustained(arg("port", 8192), seconds, script, env);
      console.log(`  ${label.padEnd(46)} ${r.rps.toFixed(0).padStart(5)} req/s  p99 ${r.p99.toFixed(1).padStart(5)} ms  peak ${(r.peak.anonKb / MB).toFixed(0).padStart(5)} MB private (RSS ${(r.peak.rssKb / MB).toFixed(0)} MB)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
