// `bun run bench:memory [--requests 300]`: where the server's resident memory goes on the full catalog, in one run.
//
// 1. Breakdown: each part (catalog rows as objects, review texts, lookup, recommender and finder indexes, SQLite page
//    cache) is built alone in a fresh child process; its cost is the RSS and JS heap growth over the bare runtime.
// 2. The whole service in a child process: RSS after start-up, after the finder warm-up, after a warm-up of mixed
//    requests (games-like, game-facts, website pages, MCP find_game_by_description) and 10 s later, against the
//    512 MB budget. Environment variables pass through to the server (e.g. BUN_JSC_forceRAMSize, see the README).
// `--whole` skips the breakdown.
import { existsSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { openCatalog } from "../src/catalog";
import { loadConfig } from "../src/config";
import { createFinder } from "../src/finder";
import { createLookup } from "../src/lookup";
import { createRecommender } from "../src/recommender";
import { startService } from "../src/service";

const BUDGET_MB = 512;
const MB = 1024 * 1024;

interface Sample {
  rssMb: number;
  heapMb: number;
}

function sample(): Sample {
  Bun.gc(true);
  const { heapSize, extraMemorySize } = require("bun:jsc").heapStats() as { heapSize: number; extraMemorySize: number };
  return { rssMb: process.memoryUsage.rss() / MB, heapMb: (heapSize + extraMemorySize) / MB };
}

/** The parts measured alone; each builds what the service builds, from a freshly opened catalog. */
const PARTS: Record<string, (path: string) => unknown> = {
  "runtime + modules": () => null,
  "catalog rows as Game objects": (path) => openCatalog(path).allGames(),
  "review texts as objects": (path) => openCatalog(path).allReviewTexts(),
  "lookup index": (path) => createLookup({ store: openCatalog(path) }),
  "recommender index": (path) => createRecommender({ store: openCatalog(path) }),
  "finder index": (path) => {
    const finder = createFinder({ store: openCatalog(path), config: { openai: null } });
    finder.warm();
    return finder;
  },
  "SQLite cache (2,000 getGame)": (path) => {
    const store = openCatalog(path);
    const ids = store.searchNames("the", 2000).map((r) => r.appid);
    for (let i = 0; i < 2000; i++) store.getGame(ids[i % ids.length] ?? 10);
    return store;
  },
};

/** Child: builds one part and prints what it keeps (the catalog rows it read are let go before measuring). */
async function measurePart(name: string, path: string): Promise<void> {
  const before = sample();
  const held = PARTS[name]!(path);
  // The store shares its last game list while anyone holds it (a WeakRef, which lives until the end of this job).
  await Bun.sleep(0);
  const after = sample();
  process.stdout.write(`${JSON.stringify({ before, after, held: held !== undefined })}\n`);
}

/** Child: the whole service; answers "sample" on IPC with its memory. */
function serve(): void {
  const config = loadConfig({ ...process.env, PORT: "0", RATE_LIMITS: "off" });
  const service = startService(config);
  process.on("message", (msg: string) => {
    if (msg === "warm") service.warm();
    process.send!(sample());
  });
  process.send!({ port: service.port, mcpPath: config.mcpPath });
}

async function spawnJson(args: string[]): Promise<any> {
  const child = Bun.spawn([process.execPath, import.meta.path, ...args], { stdout: "pipe", stderr: "inherit" });
  const text = await new Response(child.stdout).text();
  if ((await child.exited) !== 0) throw new Error(`bench:memory: child ${args.join(" ")} failed`);
  return JSON.parse(text.trim().split("\n").at(-1)!);
}

const row = (label: string, rss: number, heap: number) =>
  `${label.padEnd(34)} ${rss.toFixed(0).padStart(6)} MB RSS ${heap.toFixed(0).padStart(6)} MB JS heap`;

async function breakdown(path: string): Promise<void> {
  console.log("Breakdown: each part built alone in a fresh process (what it keeps, over the bare runtime)");
  for (const name of Object.keys(PARTS)) {
    const { before, after } = await spawnJson(["--part", name, path]);
    if (name === "runtime + modules") console.log(row(name, after.rssMb, after.heapMb));
    else console.log(row(`+ ${name}`, after.rssMb - before.rssMb, after.heapMb - before.heapMb));
  }
}

/** Mixed traffic over the four doors; `n` requests in all, eight at a time. */
async function warmUp(base: string, mcpPath: string, appids: number[], names: string[], n: number): Promise<number> {
  const client = new Client({ name: "bench-memory", version: "0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}${mcpPath}`)));
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

async function whole(path: string, requests: number): Promise<void> {
  const store = openCatalog(path);
  const picks = store.searchNames("the", 400);
  store.close();
  const child = Bun.spawn([process.execPath, import.meta.path, "--serve"], {
    env: { ...process.env, CATALOG_PATH: path, LOG_LEVEL: "error" },
    stdout: "inherit",
    stderr: "inherit",
    ipc: (msg) => replies.shift()?.(msg),
  });
  const replies: ((msg: any) => void)[] = [];
  const ask = (msg: string) => new Promise<any>((resolve) => {
    replies.push(resolve);
    if (msg) child.send(msg);
  });
  try {
    const { port, mcpPath } = await ask("");
    const base = `http://127.0.0.1:${port}`;
    const started: Sample = await ask("sample");
    const warmed: Sample = await ask("warm");
    const count = await warmUp(base, mcpPath, picks.map((p) => p.appid), picks.map((p) => p.name), requests);
    const after: Sample = await ask("sample");
    // The allocators hand freed pages back to the system over a few seconds: the steady figure is the one that counts.
    await Bun.sleep(10_000);
    const settled: Sample = await ask("sample");
    console.log(`\nThe whole service (${path})`);
    console.log(row("after start-up", started.rssMb, started.heapMb));
    console.log(row("after finder warm-up", warmed.rssMb, warmed.heapMb));
    console.log(row(`after ${count} mixed requests`, after.rssMb, after.heapMb));
    console.log(row("10 s later (settled)", settled.rssMb, settled.heapMb));
    const verdict = settled.rssMb <= BUDGET_MB ? "within" : "OVER";
    console.log(`RSS after warm-up ${settled.rssMb.toFixed(0)} MB: ${verdict} the ${BUDGET_MB} MB budget (${((settled.rssMb / BUDGET_MB) * 100).toFixed(0)}%)`);
  } finally {
    child.kill();
    await child.exited;
  }
}

async function main(): Promise<void> {
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) {
    console.error(`bench:memory: no catalog at ${catalogPath}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const i = process.argv.indexOf("--requests");
  const requests = i >= 0 ? Number(process.argv[i + 1]) : 300;
  if (!process.argv.includes("--whole")) await breakdown(catalogPath);
  await whole(catalogPath, requests);
}

const partAt = process.argv.indexOf("--part");
if (partAt >= 0) await measurePart(process.argv[partAt + 1]!, process.argv[partAt + 2]!);
else if (process.argv.includes("--serve")) serve();
else await main();
