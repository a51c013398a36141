// `bun run bench:web [--seconds 3] [--rounds 3] [--connections 8]`: latency of game pages (plain, brotli, gzip) next
// to the API's uncached games-like answer, measured side by side in one run with wrk over loopback, full catalog,
// rate limits off. Rows take turns for `rounds` rounds (a shared machine's load drifts) and each figure is the median
// of its rounds. Requests walk 20,000 different games, so no answer cache helps either side.
//
// The service runs in a child process (this file with --serve), so the load generator does not share its event loop.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config";
import { startService } from "../src/service";
import { sparePort } from "./load/replicas";

/** Game pages are requested for the most-reviewed games from the sitemap, this many distinct ones. */
const PATHS = 20_000;

async function serve(port: string): Promise<void> {
  // Warmed as main.ts does once listening: /readyz waits for it (without, every row began after a 60 s timeout).
  startService(loadConfig({ ...process.env, PORT: port, RATE_LIMITS: "off" })).warm();
  await new Promise(() => {}); // until the parent kills us
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

/** One wrk run over `paths` in turn (each wrk thread walks its own share), with `headers`. */
async function wrk(name: string, base: string, paths: string[], headers: Record<string, string>, seconds: number, connections: number, dir: string): Promise<Row> {
  const script = join(dir, `${name.replace(/\W+/g, "-")}.lua`);
  const list = paths.map((p) => JSON.stringify(p)).join(",\n");
  const hdrs = Object.entries(headers).map(([k, v]) => `["${k}"]=${JSON.stringify(v)}`).join(", ");
  writeFileSync(
    script,
    `local paths = {\n${list}\n}
local counter = 0
local thread_offset = 0
local threads = {}
function setup(thread) thread_offset = thread_offset + 1; thread:set("offset", thread_offset * 7919) end
function init(args) counter = offset or 0 end
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1], {${hdrs}})
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %f %f %d\\n", summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.timeout, latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.bytes))
end
`,
  );
  const proc = Bun.spawnSync(["wrk", "-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script, base], { stdout: "pipe", stderr: "pipe" });
  const out = proc.stdout.toString();
  const m = out.match(/RESULT (\d+) (\d+) ([\d.]+) ([\d.]+) (\d+)/);
  if (!m) throw new Error(`bench-web: wrk gave no result for ${name}: ${out}${proc.stderr.toString()}`);
  const requests = Number(m[1]);
  return { name, rps: requests / seconds, p50: Number(m[3]), p99: Number(m[4]), errors: Number(m[2]), bytes: Math.round(Number(m[5]) / Math.max(1, requests)) };
}

// The median of each figure over the rounds of one row.
function medianRow(rounds: Row[]): Row {
  const med = (f: (r: Row) => number) => {
    const v = rounds.map(f).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)]!;
  };
  return { name: rounds[0]!.name, rps: med((r) => r.rps), p50: med((r) => r.p50), p99: med((r) => r.p99), errors: rounds.reduce((n, r) => n + r.errors, 0), bytes: med((r) => r.bytes) };
}

async function main(): Promise<void> {
  const arg = (flag: string, d: number) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? Number(process.argv[i + 1]) : d;
  };
  const seconds = arg("--seconds", 3);
  const rounds = arg("--rounds", 3);
  const connections = arg("--connections", 8);
  // The child's stdout (its access log) goes nowhere: wrk runs synchronously here, and a pipe nobody reads while it
  // runs would fill and stall the server on its next write (every row read 0 requests that way).
  const port = sparePort();
  const child = Bun.spawn([process.execPath, import.meta.path, "--serve", String(port)], { stdout: "ignore", stderr: "inherit" });
  const dir = mkdtempSync(join(tmpdir(), "bench-web-"));
  try {
    const base = `http://127.0.0.1:${port}`;
    const ready = () => fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    for (let i = 0; i < 600 && !(await ready()); i++) await Bun.sleep(100);
    if (!(await ready())) throw new Error("bench-web: the server was not ready within 60 s");
    const sitemap = await (await fetch(`${base}/sitemaps/games-1.xml`)).text();
    const appids = [...sitemap.matchAll(/\/game\/(\d+)<\/loc>/g)].map((m) => m[1]!).slice(0, PATHS);
    console.error(`bench-web: ${appids.length} games, ${rounds} rounds of ${seconds} s per row, ${connections} connections`);
    const gamePaths = appids.map((id) => `/game/${id}`);
    const plans: [string, string[], Record<string, string>][] = [
      ["API games-like n=10 uncached", appids.map((id) => `/api/agent/games-like?q=${id}&n=10`), {}],
      ["game page, identity", gamePaths, {}],
      ["game page, br", [...gamePaths].reverse(), { "Accept-Encoding": "br" }],
      ["game page, gzip", gamePaths.slice(PATHS / 2).concat(gamePaths.slice(0, PATHS / 2)), { "Accept-Encoding": "gzip" }],
    ];
    const runs: Row[][] = plans.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, [name, paths, headers]] of plans.entries()) {
        // Each round starts further along the list, so no game is asked twice within a row.
        const offset = Math.floor((round * paths.length) / rounds);
        runs[i]!.push(await wrk(name, base, paths.slice(offset).concat(paths.slice(0, offset)), headers, seconds, connections, dir));
      }
      console.error(`bench-web: round ${round + 1}/${rounds} done`);
    }
    const rows = runs.map((r) => medianRow(r));
    const api = rows[0]!;
    console.log("row                            req/s    p50 ms   p99 ms  bytes/resp  errors  p50 vs API");
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${String(r.bytes).padStart(11)} ${String(r.errors).padStart(7)}  ${(r.p50 / api.p50).toFixed(2)}x`,
      );
    }
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--serve")) await serve(process.argv[process.argv.indexOf("--serve") + 1]!);
else await main();
