// `bun run bench:http [--seconds 5] [--connections 16] [--threads 2] [--workers 1,2] [--pairs 3] [--port 8160]`: requests/s and latency
// percentiles measured by wrk (an external load generator, loopback only) against a bare Bun.serve answering a static
// JSON body of the same size, and against the real server (`bun src/main.ts`, full catalog, access log on, output
// discarded) with 1 and with 2 worker processes: /healthz, games-like cached, games-like uncached n=20 (each list
// once: stored under every filter combination, stored unfiltered only, ranked live), a game page. One run, side by side. Then the cached answer and the bare server again in `--pairs` alternating
// pairs, each pair's ratio from two neighbouring runs, and their median (the host's speed drifts between phases).
//
// Uncached lists walk the best-known games, whose lists the build stored, then games whose lists rank live. The stored
// phase measures a warm server, as production runs one: it first serves the stored lists of other seeds (the 500
// best-known after the measured 1,500, in English and Russian; not reported), so the JIT has compiled the list path.
// It then asks each of the 1,500 seeds' lists once in English, then once in Russian, then both again under three
// filters (Deck-playable, co-op, free; each stored for every seed): 12,000 distinct lists, none in the answer cache,
// for one second (a fast host served 6,300 a second). A line flags the phase if it ever ran out of distinct lists. The next phase asks, for one second, the unfiltered lists
// (English, then Russian: two per seed of UNFILTERED_LIST_SEEDS) of the games whose unfiltered list alone is stored;
// Then, for one second, the same stored lists asked by each game's name (the lookup's cost on top: how assistants ask);
// the last one the games after them (live).
//
// Rate limits stay on, with limits far above the load, so the limiter's cost is part of every number.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openCatalog } from "../src/catalog";
import { loadConfig } from "../src/config";
import { listSeedOrder, STORED_LIST_SEEDS, UNFILTERED_LIST_SEEDS } from "../src/precompute/version";
import { startServer } from "./bench-startup";
import { quantile } from "./load/replicas";
import { listPath, walkScript, wrk, type WrkResult } from "./load/wrk";

const CACHED_PATH = "/api/agent/games-like?q=hades&n=10";
/** The build stores the lists of this many best-known games under every filter combination... */
const STORED = STORED_LIST_SEEDS;
/** ...and of the next ones, the unfiltered list alone. */
const UNFILTERED = UNFILTERED_LIST_SEEDS;
/** Stored seeds the measured phase asks about; the rest of the STORED warm the server first. */
const MEASURED = 1500;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

function line(r: WrkResult, bare: WrkResult | null): string {
  const ratio = bare ? `${((r.rps / bare.rps) * 100).toFixed(1).padStart(5)}% of bare` : "";
  const repeated = r.distinct !== undefined && r.requests > r.distinct ? `  NOT MEASURED: ${r.requests} requests, ${r.distinct} distinct lists` : "";
  return `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  ${r.errors ? `${r.errors} errors  ` : ""}${ratio}${repeated}`;
}

type Opts = { seconds: number; connections: number; threads: number };

/** One second walking `paths`, each once: a phase of uncached answers (`distinct` flags a walk that ran out). */
async function walk(name: string, base: string, dir: string, tag: string, paths: string[], opts: Opts): Promise<WrkResult> {
  const r = await wrk(name, `${base}/`, { ...opts, seconds: 1, script: walkScript(dir, tag, paths, opts.threads) });
  return { ...r, distinct: paths.length };
}

/** The uncached stored lists: the warm-up on other seeds, then one second over the measured seeds (see the header). */
async function storedPhase(workers: number, base: string, dir: string, appids: number[], opts: Opts): Promise<WrkResult> {
  const w = `${workers} worker${workers > 1 ? "s" : ""}`;
  const warm = appids.slice(MEASURED, STORED).flatMap((id) => [listPath(id, "en"), listPath(id, "ru")]);
  await wrk("warm-up", `${base}/`, { ...opts, seconds: 1, script: walkScript(dir, `w${workers}`, warm, opts.threads) });
  const measured = ["", "&deck=playable", "&coop=true", "&free=true"].flatMap((filter) =>
    (["en", "ru"] as const).flatMap((lang) => appids.slice(0, MEASURED).map((id) => listPath(id, lang, filter))));
  return walk(`${w}: uncached n=20, stored list`, base, dir, `s${workers}`, measured, opts);
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
  const opts = { seconds: Number(arg("seconds", "5")), connections: Number(arg("connections", "16")), threads: Number(arg("threads", "2")) };
  const workerCounts = arg("workers", "1,2").split(",").map(Number);
  const pairs = Number(arg("pairs", "3"));
  // The server listens on --port, the bare Bun.serve on the next one.
  const appPort = Number(arg("port", "8160"));
  const barePort = appPort + 1;
  const store = openCatalog(catalogPath);
  // Uncached requests walk the best-reviewed games (the stored lists first), each appid once: every request misses.
  const seeds = listSeedOrder(store.allGames()).filter((g) => (g.reviews?.total ?? 0) >= 50);
  const appids = seeds.map((g) => g.appid);
  // As assistants ask: by the game's name (the lookup then compares a few hundred name keys).
  const byName = seeds.slice(0, STORED + UNFILTERED).map((g) => `/api/agent/games-like?q=${encodeURIComponent(g.name)}&n=20`);
  const unfiltered = (["en", "ru"] as const).flatMap((lang) => appids.slice(STORED, STORED + UNFILTERED).map((id) => listPath(id, lang)));
  store.close();
  const dir = mkdtempSync(join(tmpdir(), "bench-http-"));
  const limits = { RATE_LIMIT_PER_MINUTE: "1000000000", RATE_LIMIT_PER_DAY: "1000000000", RATE_LIMIT_GLOBAL_PER_HOUR: "1000000000", LOG_LEVEL: "info", REDIS_URL: "" };
  console.log(`bench:http: wrk -t${opts.threads} -c${opts.connections}, ${opts.seconds} s a phase, loopback, ${navigator.hardwareConcurrency} cores (shared machine)`);
  try {
    for (const workers of workerCounts) {
      const app = await startServer(appPort, { ...limits, WORKERS: String(workers) }, 120_000, true);
      const body = await (await fetch(`${app.base}${CACHED_PATH}`)).text();
      const bareProc = Bun.spawn([process.execPath, "-e", `const body = ${JSON.stringify(body)};
        Bun.serve({ port: ${barePort}, hostname: "0.0.0.0", reusePort: true, fetch: () => new Response(body, { headers: { "content-type": "application/json" } }) });`], { stdout: "ignore", stderr: "inherit" });
      try {
        for (let i = 0; i < 50 && (await fetch(`http://127.0.0.1:${barePort}/`).then(() => false, () => true)); i++) await Bun.sleep(50);
        const short = { ...opts, seconds: 1 };
        await wrk("warm-up", `http://127.0.0.1:${barePort}/`, short);
        await wrk("warm-up", `${app.base}${CACHED_PATH}`, short);
        const bare = await wrk("bare Bun.serve (1 process)", `http://127.0.0.1:${barePort}/`, opts);
        const w = `${workers} worker${workers > 1 ? "s" : ""}`;
        const results = [
          await wrk(`${w}: /healthz`, `${app.base}/healthz`, opts),
          await wrk(`${w}: games-like cached`, `${app.base}${CACHED_PATH}`, opts),
          await storedPhase(workers, app.base, dir, appids, opts),
          // The unfiltered lists stored alone, each once (English, then Russian); then the stored lists by name.
          await walk(`${w}: uncached n=20, stored unfiltered`, app.base, dir, `u${workers}`, unfiltered, opts),
          await walk(`${w}: uncached n=20, stored, by name`, app.base, dir, `n${workers}`, byName, opts),
          await wrk(`${w}: uncached n=20, live list`, `${app.base}/`, { ...opts, script: walkScript(dir, `l${workers}`, appids.slice(STORED + UNFILTERED).map((id) => listPath(id, "en")), opts.threads) }),
          await wrk(`${w}: game page /game/620`, `${app.base}/game/620`, opts),
        ];
        console.log(`answer body ${Buffer.byteLength(body)} B`);
        console.log(line(bare, null));
        for (const r of results) console.log(line(r, bare));
        // A shared machine's speed drifts between phases (the bare server alone read 41-58k req/s in one day): the
        // cached ratio is measured again as alternating pairs, each ratio from two neighbouring runs, and the median told.
        const ratios: number[] = [];
        for (let k = 0; k < pairs; k++) {
          const b = await wrk("bare", `http://127.0.0.1:${barePort}/`, opts);
          const c = await wrk("cached", `${app.base}${CACHED_PATH}`, opts);
          ratios.push(c.rps / b.rps);
          console.log(`${`${w}: pair ${k + 1}`.padEnd(34)} cached ${c.rps.toFixed(0)} vs bare ${b.rps.toFixed(0)} req/s: ${(100 * (c.rps / b.rps)).toFixed(1)}%`);
        }
        if (ratios.length) console.log(`${`${w}: cached vs bare, median`.padEnd(34)} ${(100 * quantile(ratios, 0.5)).toFixed(1)}% of bare over ${ratios.length} alternating pairs`);
      } finally {
        bareProc.kill();
        await bareProc.exited;
        app.sampler.stop();
        app.proc.kill("SIGTERM");
        await app.proc.exited;
      }
    }
    console.log(`(uncached walks appids most reviewed first: the ${STORED} best-known have stored lists (${STORED - MEASURED} warm the server, ${MEASURED} measured: English, Russian, then both Deck-playable, co-op and free), the next ${UNFILTERED} a stored unfiltered list, the next ${appids.length - STORED - UNFILTERED} rank live)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
