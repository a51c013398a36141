// `bun run bench:faults [--rate 50] [--steady 8] [--down 35] [--back 10] [--app DIR]`: two replicas sharing an own redis-server
// under steady mixed load (games-like, game-facts, MCP tools/call from 200 addresses); Redis is killed, then started
// again. Prints answers by status and p50/p99 per phase, then whether the shared quota holds. Loopback only; stops
// by itself. The full catalog must be built (bun run catalog:build). `--app DIR` runs the replicas from another
// checkout (e.g. an export of an older commit with node_modules and data linked in), for a before/after.
import { ms, quantile, startOwnRedis, startReplica, type Replica } from "./load/replicas";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const num = (key: string, fallback: number) => Number(args.get(key) ?? fallback);
const RATE = num("rate", 50);
const PHASES: [string, number][] = [
  ["steady", num("steady", 8)],
  ["redis killed", num("down", 35)],
  ["redis back", num("back", 10)],
];
const TIMEOUT_MS = 5000;
const APPIDS = [570, 730, 440, 413150, 1145360, 632360, 588650, 292030, 367520, 105600, 620, 400, 72850, 271590, 1091500, 374320, 814380, 239140, 252950, 346110];

interface Tally {
  statuses: Map<string, number>;
  latencies: number[];
}

/** One request of the mix, from address `ip`, to `replica`; resolves to its status ("timeout", "error" on failure). */
async function send(replica: Replica, ip: string, i: number): Promise<string> {
  const appid = APPIDS[i % APPIDS.length]!;
  const headers = { "x-forwarded-for": ip };
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    if (i % 3 === 2) {
      const body = { jsonrpc: "2.0", id: i, method: "tools/call", params: { name: "game_facts", arguments: { game: String(appid) } } };
      const res = await fetch(`${replica.base}/mcp`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body), signal });
      const json = (await res.json()) as { result?: { isError?: boolean; _meta?: { error?: string } } };
      return json.result?.isError ? `mcp ${json.result._meta?.error ?? "error"}` : `mcp ok`;
    }
    const path = i % 3 === 0 ? `games-like?q=${appid}&n=${1 + (i % 10)}` : `game-facts?q=${appid}`;
    const res = await fetch(`${replica.base}/api/agent/${path}`, { headers, signal });
    await res.arrayBuffer();
    return String(res.status);
  } catch (e) {
    return (e as Error).name === "TimeoutError" ? "timeout" : "error";
  }
}

/** Open loop: `RATE` requests a second for `seconds`, whatever the answers take. */
async function phase(replicas: Replica[], seconds: number, counter: { i: number }): Promise<Tally> {
  const tally: Tally = { statuses: new Map(), latencies: [] };
  const pending: Promise<void>[] = [];
  const end = performance.now() + seconds * 1000;
  for (let next = performance.now(); next < end; next += 1000 / RATE) {
    await Bun.sleep(Math.max(0, next - performance.now()));
    const i = counter.i++;
    const started = performance.now();
    pending.push(
      send(replicas[i % 2]!, `198.18.${(i >> 8) % 200}.${i % 200}`, i).then((status) => {
        tally.latencies.push(performance.now() - started);
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  return tally;
}

/** One fresh address sends 40 REST requests, alternating replicas: the shared quota lets exactly 30 through. */
async function quotaCheck(replicas: Replica[]): Promise<number> {
  let passed = 0;
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${replicas[i % 2]!.base}/api/agent/game-facts?q=570`, { headers: { "x-forwarded-for": "203.0.113.77" } });
    await res.arrayBuffer();
    if (res.status === 200) passed++;
  }
  return passed;
}

async function main(): Promise<void> {
  const redis = await startOwnRedis();
  console.log(`redis-server on ${redis.url}; starting two replicas…`);
  const replicas = await Promise.all(["replica A", "replica B"].map((name) => startReplica(name, { REDIS_URL: redis.url }, args.get("app"))));
  try {
    console.log(`load: ${RATE} requests/s, 200 addresses, games-like + game-facts + MCP tools/call, replicas alternating\n`);
    console.log("phase            seconds  answers by status                                  p50 ms   p99 ms   max ms");
    const counter = { i: 0 };
    for (const [name, seconds] of PHASES) {
      if (name === "redis killed") await redis.kill();
      if (name === "redis back") await redis.start();
      const t = await phase(replicas, seconds, counter);
      const statuses = [...t.statuses].sort().map(([s, n]) => `${s}: ${n}`).join(", ");
      console.log(
        `${name.padEnd(16)} ${String(seconds).padStart(7)}  ${statuses.padEnd(50)} ${ms(quantile(t.latencies, 0.5)).padStart(7)} ${ms(quantile(t.latencies, 0.99)).padStart(8)} ${ms(Math.max(...t.latencies)).padStart(8)}`,
      );
    }
    const passed = await quotaCheck(replicas);
    console.log(`\nshared quota after the outage: ${passed} of 40 requests from one address across both replicas passed (limit 30): ${passed === 30 ? "holds" : "DOES NOT HOLD"}`);
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
    await redis.kill();
  }
}

await main();
