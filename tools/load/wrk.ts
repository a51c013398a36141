// wrk (the external load generator the HTTP benches use, from Debian): one run's figures, and a script walking many
// paths so that no request repeats until the list ends.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** One wrk run: requests/s, latency percentiles in ms, and errors (non-2xx/3xx answers and socket errors). */
export interface WrkResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** Distinct requests the phase could make; more requests than this repeated some (cache hits). */
  distinct?: number;
}

// wrk prints latencies as "1.23ms", "850.00us" or "1.02s".
function ms(text: string): number {
  const [, n, unit] = /^([\d.]+)(us|ms|s)$/.exec(text.trim()) ?? [];
  return Number(n) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
}

/** Runs wrk against `url` (with a Lua `script` when given) and reads its report. */
export async function wrk(name: string, url: string, opts: { seconds: number; connections: number; threads: number; script?: string }): Promise<WrkResult> {
  const args = ["wrk", "--latency", "-t", String(opts.threads), "-c", String(opts.connections), "-d", `${opts.seconds}s`];
  if (opts.script) args.push("-s", opts.script);
  const run = Bun.spawn([...args, url], { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(run.stdout).text();
  if ((await run.exited) !== 0) throw new Error(`wrk failed: ${await new Response(run.stderr).text()}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "NaN");
  const p99 = ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "NaN");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((s, x) => s + Number(x), 0) : 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  return { name, rps, p50, p99, errors, requests };
}

/** A wrk script (written in `dir`) walking `paths`, the threads interleaved, so no path repeats until the list ends (cache misses). */
export function walkScript(dir: string, name: string, paths: string[], threads: number): string {
  const path = join(dir, `${name}.lua`);
  writeFileSync(path, `
local paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}
local n = 0
function setup(thread)
  thread:set("first", n)
  n = n + 1
end
local i = 0
function request()
  local p = paths[(i * ${threads} + (first or 0)) % #paths + 1]
  i = i + 1
  return wrk.format("GET", p)
end
`);
  return path;
}

/** A games-like list of 20 for one appid, in English or Russian, with an optional `&filter...` suffix. */
export const listPath = (appid: number, lang: "en" | "ru", filter = "") => `/api/agent/games-like?q=${appid}&n=20${lang === "ru" ? "&lang=ru" : ""}${filter}`;
