// `bun run bench:web-flood [--seconds 10] [--connections 20] [--depth 8]`: one address floods the website with
// uncached game pages (wrk, pipelined) while another address browses; prints the browser's p50/p99 idle and during
// the flood, and the flood's answers by status, for the website with its limit off (as before issue 12) and on
// (defaults), side by side in one run. Loopback only; stops by itself. Needs the full catalog and /usr/bin/wrk.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ms, quantile, startReplica, type Replica } from "./load/replicas";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const SECONDS = Number(args.get("seconds") ?? 10);
const CONNECTIONS = Number(args.get("connections") ?? 20);
const DEPTH = Number(args.get("depth") ?? 8);
const APPIDS = [570, 730, 440, 413150, 1145360, 632360, 588650, 292030, 367520, 105600, 620, 400, 72850, 271590, 1091500, 374320, 814380, 239140, 252950, 346110];
const FLOODER = "198.51.100.66";
const VISITOR = "203.0.113.5";

/** The flood: `DEPTH` pipelined requests per write, each a game page no one asked for before (uncached). */
const WRK_SCRIPT = `
local appids = {${APPIDS.join(",")}}
local threads = {}
local counter = 0
function setup(thread) thread:set("tid", #threads) table.insert(threads, thread) end
function init(args) s200 = 0 s429 = 0 other = 0 end
request = function()
  local reqs = {}
  for i = 1, ${DEPTH} do
    counter = counter + 1
    local path = "/game/" .. appids[(counter % #appids) + 1] .. "?ref=flood" .. tid .. "-" .. counter
    reqs[i] = wrk.format("GET", path, { ["X-Forwarded-For"] = "${FLOODER}" })
  end
  return table.concat(reqs)
end
function response(status, headers, body)
  if status == 200 then s200 = s200 + 1 elseif status == 429 then s429 = s429 + 1 else other = other + 1 end
end
function done(summary, latency, requests)
  local a, b, c = 0, 0, 0
  for _, t in ipairs(threads) do a = a + t:get("s200") b = b + t:get("s429") c = c + t:get("other") end
  io.write(string.format("FLOOD %d %d %d\\n", a, b, c))
end
`;

/** A visitor browsing uncached game pages one after another for `seconds`: latencies in ms, and answers not 200. */
async function browse(site: Replica, seconds: number, tag: string): Promise<{ latencies: number[]; refused: number }> {
  const latencies: number[] = [];
  let refused = 0;
  const end = performance.now() + seconds * 1000;
  for (let k = 0; performance.now() < end; k++) {
    const started = performance.now();
    const res = await fetch(`${site.base}/game/${APPIDS[k % APPIDS.length]}?ref=${tag}${k}`, { headers: { "x-forwarded-for": VISITOR } });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status !== 200) refused++;
    await Bun.sleep(250); // a quick reader: about 4 pages a second, under the 10 a second a person may open
  }
  return { latencies, refused };
}

async function flood(site: Replica, script: string): Promise<{ ok: number; limited: number; other: number }> {
  const wrk = Bun.spawn(["wrk", "-t2", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "-s", script, site.base], { stdout: "pipe", stderr: "ignore" });
  const out = await new Response(wrk.stdout).text();
  const [, ok = "0", limited = "0", other = "0"] = /FLOOD (\d+) (\d+) (\d+)/.exec(out) ?? [];
  return { ok: Number(ok), limited: Number(limited), other: Number(other) };
}

async function run(label: string, env: Record<string, string>, script: string): Promise<void> {
  const site = await startReplica(label, env);
  try {
    const idle = await browse(site, SECONDS, "idle");
    const [flooded, busy] = await Promise.all([flood(site, script), browse(site, SECONDS, "busy")]);
    const [p50, p99] = [quantile(idle.latencies, 0.5), quantile(idle.latencies, 0.99)];
    const [fp50, fp99] = [quantile(busy.latencies, 0.5), quantile(busy.latencies, 0.99)];
    console.log(
      `${label.padEnd(22)} ${ms(p50).padStart(7)} ${ms(p99).padStart(7)}   ${ms(fp50).padStart(7)} ${ms(fp99).padStart(8)}  ${(fp99 / p99).toFixed(1).padStart(5)}x   ` +
        `${String(flooded.ok).padStart(6)} ${String(flooded.limited).padStart(6)} ${String(flooded.other).padStart(5)}  ${(flooded.ok / SECONDS).toFixed(0).padStart(6)}` +
        `   ${idle.latencies.length + busy.latencies.length} pages, ${idle.refused + busy.refused} not 200`,
    );
  } finally {
    await site.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), "web-flood-"));
const script = join(dir, "flood.lua");
writeFileSync(script, WRK_SCRIPT);
try {
  console.log(`flood: ${CONNECTIONS} connections × ${DEPTH} pipelined uncached game pages from one address for ${SECONDS} s; a visitor browses from another\n`);
  console.log("website                visitor idle ms     visitor in flood ms   p99      flood answers           pages/s  visitor");
  console.log("                          p50     p99       p50      p99     ratio      200    429 other  served");
  const OFF = { WEB_LIMIT_PER_MINUTE: "1000000000", WEB_LIMIT_PER_SECOND: "1000000000", WEB_INFLIGHT_PER_ADDRESS: "1000000", WEB_INFLIGHT_TOTAL: "1000000", WEB_PAGE_CACHE_ENTRIES: "0" };
  await run("limit off (before)", OFF, script);
  await run("limit on (defaults)", {}, script);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
