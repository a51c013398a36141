// `bun run bench:http [--concurrency 16] [--seconds 5]`: requests/s and p50/p99 of games-like, cached and uncached,
// next to a bare Bun.serve answering a static JSON body of the same size; same run, same load tool, loopback only.
//
// The servers run in a child process (this file with --serve) so the load generator does not share their event loop.
// Rate limits stay on, with limits far above the load, so the limiter's cost is part of every number.
import { existsSync } from "node:fs";
import { openCatalog } from "../src/catalog";
import { loadConfig } from "../src/config";
import { createAnswerCache, createApiSwitch, createMemoryStore, createRateLimiter } from "../src/limits";
import { createLookup } from "../src/lookup";
import { createRecommender } from "../src/recommender";
import { startServer } from "../src/server";

const CACHED_PATH = "/api/agent/games-like?q=hades&n=10";

interface Ports {
  app: number;
  bare: number;
  appids: number[];
}

/** Child: the real server (full catalog) and a bare Bun.serve with a body as long as the cached answer. */
async function serve(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PORT: "0",
    RATE_LIMIT_PER_MINUTE: "1000000000",
    RATE_LIMIT_PER_DAY: "1000000000",
    RATE_LIMIT_GLOBAL_PER_HOUR: "1000000000",
  });
  const store = openCatalog(config.catalogPath);
  const games = store.allGames();
  const tools = { config, store, lookup: createLookup({ store, games }), recommender: createRecommender({ store }), now: () => new Date() };
  const limiter = createRateLimiter({ config, store: createMemoryStore() });
  const app = startServer({ config, rest: { toolDeps: tools, limiter, cache: createAnswerCache({ config }), apiSwitch: createApiSwitch({ config }) } });
  const body = await (await fetch(`http://127.0.0.1:${app.port}${CACHED_PATH}`)).text();
  const bare = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(body, { headers: { "content-type": "application/json" } }) });
  // Uncached requests walk the best-reviewed games, each appid once: every request is a cache miss.
  const appids = games
    .filter((g) => (g.reviews?.total ?? 0) >= 50)
    .sort((a, b) => (b.reviews?.total ?? 0) - (a.reviews?.total ?? 0))
    .map((g) => g.appid);
  const ports: Ports = { app: app.port, bare: bare.port!, appids };
  process.stdout.write(`${JSON.stringify(ports)}\n`);
  await new Promise(() => {}); // until the parent kills us
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: Float64Array;
  bytes: number;
}

/** Fixed-concurrency closed loop for `seconds`: each worker sends its next request when the last one is answered. */
async function load(name: string, urls: () => string, concurrency: number, seconds: number): Promise<Result> {
  const latencies = new Float64Array(2_000_000);
  let count = 0;
  let errors = 0;
  let bytes = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const res = await fetch(urls());
      const text = await res.arrayBuffer();
      const ms = performance.now() - t;
      if (res.status !== 200) errors++;
      bytes = text.byteLength;
      if (count < latencies.length) latencies[count] = ms;
      count++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { name, requests: count, errors, seconds: (performance.now() - start) / 1000, latencies: latencies.slice(0, Math.min(count, latencies.length)), bytes };
}

function report(r: Result, bareRps: number | null): string {
  const sorted = r.latencies.sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  const rps = r.requests / r.seconds;
  const ratio = bareRps ? `${((rps / bareRps) * 100).toFixed(0)}% of bare` : "";
  return `${r.name.padEnd(22)} ${rps.toFixed(0).padStart(8)} req/s  p50 ${at(0.5).toFixed(2).padStart(7)} ms  p99 ${at(0.99).toFixed(2).padStart(7)} ms  ${String(r.bytes).padStart(6)} B  ${r.errors ? `${r.errors} non-200  ` : ""}${ratio}`;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main(): Promise<void> {
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) {
    console.error(`bench:http: no catalog at ${catalogPath}; build it with bun run catalog:build`);
    process.exit(1);
  }
  const concurrency = arg("concurrency", 16);
  const seconds = arg("seconds", 5);
  const child = Bun.spawn([process.execPath, import.meta.path, "--serve"], { stdout: "pipe", stderr: "inherit" });
  try {
    const reader = child.stdout.getReader();
    let line = "";
    while (!line.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("bench:http: the server process exited before it was ready");
      line += new TextDecoder().decode(value);
    }
    const ports = JSON.parse(line.split("\n")[0]!) as Ports;
    const appUrl = `http://127.0.0.1:${ports.app}`;
    let next = 0;
    const uncached = () => `${appUrl}/api/agent/games-like?q=${ports.appids[next++ % ports.appids.length]}&n=10`;
    const warm = () => `${appUrl}${CACHED_PATH}`;
    const bareUrl = () => `http://127.0.0.1:${ports.bare}/`;

    console.log(`bench:http: concurrency ${concurrency}, ${seconds} s a phase, loopback, ${navigator.hardwareConcurrency} cores`);
    await load("warm-up", bareUrl, concurrency, 1);
    await load("warm-up", warm, concurrency, 1);
    const bare = await load("bare Bun.serve", bareUrl, concurrency, seconds);
    const cached = await load("games-like cached", warm, concurrency, seconds);
    next = 1000; // leave the first games for the single-client line below
    const miss = await load("games-like uncached", uncached, concurrency, seconds);
    if (miss.requests > ports.appids.length - 1000) console.warn("bench:http: uncached phase wrapped around the appid list; some were hits");
    next = 0;
    const missSolo = await load("uncached, 1 client", uncached, 1, Math.min(seconds, 3));
    const bareRps = bare.requests / bare.seconds;
    for (const r of [bare, cached, miss, missSolo]) console.log(report(r, r === bare ? null : bareRps));
  } finally {
    child.kill();
    await child.exited;
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
