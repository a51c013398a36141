// `bun run bench:http [--seconds 5] [--connections 16] [--threads 1]`: requests/s and latency percentiles measured
// by wrk (an external load generator, loopback only) against a bare Bun.serve answering a static JSON body of the
// same size, and against the whole service (full catalog, every door and the ops layer): games-like cached and
// uncached, a game page, /healthz. One run, side by side.
//
// The servers run in a child process (this file with --serve). Rate limits stay on, with limits far above the load,
// so the limiter's cost is part of every number; request logs are off (LOG_LEVEL=warn) as a loaded server would run.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openCatalog } from "../src/catalog";
import { loadConfig } from "../src/config";
import { startService } from "../src/service";

const CACHED_PATH = "/api/agent/games-like?q=hades&n=10";

interface Ports {
  app: number;
  bare: number;
  appids: number[];
  bodyBytes: number;
}

/** Child: the real service and a bare Bun.serve with a body as long as the cached answer. */
async function serve(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PORT: "0",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "1000000000",
    RATE_LIMIT_PER_DAY: "1000000000",
    RATE_LIMIT_GLOBAL_PER_HOUR: "1000000000",
  });
  const service = startService(config);
  service.warm();
  const body = await (await fetch(`http://127.0.0.1:${service.port}${CACHED_PATH}`)).text();
  const bare = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response(body, { headers: { "content-type": "application/json" } }) });
  // Uncached requests walk the best-reviewed games, each appid once: every request is a cache miss.
  const store = openCatalog(config.catalogPath);
  const appids = store.allGames()
    .filter((g) => (g.reviews?.total ?? 0) >= 50)
    .sort((a, b) => (b.reviews?.total ?? 0) - (a.reviews?.total ?? 0))
    .map((g) => g.appid);
  store.close();
  const ports: Ports = { app: service.port, bare: bare.port!, appids, bodyBytes: Buffer.byteLength(body) };
  process.stdout.write(`${JSON.stringify(ports)}\n`);
  await new Promise(() => {}); // until the parent kills us
}

interface WrkResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

// wrk prints latencies as "1.23ms", "850.00us" or "1.02s".
function ms(text: string): number {
  const [, n, unit] = /^([\d.]+)(us|ms|s)$/.exec(text.trim()) ?? [];
  return Number(n) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
}

async function wrk(name: string, url: string, opts: { seconds: number; connections: number; threads: number; script?: string }): Promise<WrkResult> {
  const args = ["wrk", "--latency", "-t", String(opts.threads), "-c", String(opts.connections), "-d", `${opts.seconds}s`];
  if (opts.script) args.push("-s", opts.script);
  const run = Bun.spawn([...args, url], { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(run.stdout).text();
  if ((await run.exited) !== 0) throw new Error(`bench:http: wrk failed: ${await new Response(run.stderr).text()}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "NaN");
  const p99 = ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "NaN");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((s, x) => s + Number(x), 0) : 0);
  return { name, rps, p50, p99, errors };
}

/** A wrk script sending each thread down its own stretch of the appid list, so no URL repeats (all cache misses). */
function uncachedScript(dir: string, appids: number[], threads: number): string {
  const path = join(dir, "uncached.lua");
  writeFileSync(path, `
local ids = {${appids.join(",")}}
local n = 0
function setup(thread)
  thread:set("offset", n * math.floor(#ids / ${threads}))
  n = n + 1
end
local i = 0
function request()
  i = i + 1
  local id = ids[((offset or 0) + i) % #ids + 1]
  return wrk.format("GET", "/api/agent/games-like?q=" .. id .. "&n=10")
end
`);
  return path;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

function line(r: WrkResult, bare: WrkResult | null): string {
  const ratio = bare ? `${((r.rps / bare.rps) * 100).toFixed(1).padStart(5)}% of bare` : "";
  return `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  ${r.errors ? `${r.errors} errors  ` : ""}${ratio}`;
}

async function main(): Promise<void> {
  const { catalogPath } = loadConfig();
  if (!existsSync(catalogPath)) {
    console.error(`bench:http: no catalog at ${catalogPath}; build it with bun run catalog:build`);
    process.exit(1);
  }
  if (Bun.which("wrk") === null) {
    console.error("bench:http: wrk is not installed (apt-get install wrk)");
    process.exit(1);
  }
  const opts = { seconds: arg("seconds", 5), connections: arg("connections", 16), threads: arg("threads", 1) };
  const child = Bun.spawn([process.execPath, import.meta.path, "--serve"], { stdout: "pipe", stderr: "inherit" });
  const dir = mkdtempSync(join(tmpdir(), "bench-http-"));
  try {
    const reader = child.stdout.getReader();
    let text = "";
    while (!text.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("bench:http: the server process exited before it was ready");
      text += new TextDecoder().decode(value);
    }
    const ports = JSON.parse(text.split("\n")[0]!) as Ports;
    const app = `http://127.0.0.1:${ports.app}`;
    console.log(
      `bench:http: wrk -t${opts.threads} -c${opts.connections}, ${opts.seconds} s a phase, loopback, ${navigator.hardwareConcurrency} cores; ` +
        `answer body ${ports.bodyBytes} B`,
    );
    const short = { ...opts, seconds: 1 };
    await wrk("warm-up", `http://127.0.0.1:${ports.bare}/`, short);
    await wrk("warm-up", `${app}${CACHED_PATH}`, short);
    const bare = await wrk("bare Bun.serve", `http://127.0.0.1:${ports.bare}/`, opts);
    const results = [
      await wrk("service /healthz", `${app}/healthz`, opts),
      await wrk("games-like cached", `${app}${CACHED_PATH}`, opts),
      await wrk("games-like uncached", `${app}/`, { ...opts, script: uncachedScript(dir, ports.appids, opts.threads) }),
      await wrk("game page /game/620", `${app}/game/620`, opts),
    ];
    console.log(line(bare, null));
    for (const r of results) console.log(line(r, bare));
    console.log(`(uncached walks ${ports.appids.length} appids; a run longer than that many requests starts hitting the cache)`);
  } finally {
    child.kill();
    await child.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--serve")) await serve();
else await main();
