// The compose topology without Docker: two server processes on two ports share one Redis (a redis-server of this
// test's own on a spare port), so one client's quota and the answer cache are shared across replicas.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixtureCatalogDir, sparePort, spawnServer, type ChildServer } from "../helpers/child-server";

/** Starts `redis-server` on a spare port without persistence; resolves once it answers PING. */
async function startRedis(): Promise<{ url: string; proc: Bun.Subprocess }> {
  const port = sparePort();
  const proc = Bun.spawn(["redis-server", "--port", String(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"], {
    stdout: "ignore",
    stderr: "inherit",
  });
  for (let i = 0; i < 100; i++) {
    const pong = Bun.spawnSync(["redis-cli", "-p", String(port), "PING"]).stdout.toString().trim();
    if (pong === "PONG") return { url: `redis://127.0.0.1:${port}`, proc };
    await Bun.sleep(50);
  }
  proc.kill();
  throw new Error("test: redis-server did not start");
}

describe("two replicas behind a proxy, one Redis", () => {
  const catalog = fixtureCatalogDir();
  let redis: { url: string; proc: Bun.Subprocess };
  let replicas: ChildServer[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      CATALOG_PATH: catalog.path,
      REDIS_URL: redis.url,
      // The reverse proxy of docker-compose.yml is loopback here: its X-Forwarded-For is believed.
      TRUSTED_PROXIES: "127.0.0.1,::1",
      RATE_LIMIT_PER_MINUTE: "3",
    };
    replicas = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.kill()));
    redis?.proc.kill();
    await redis?.proc.exited;
    catalog.cleanup();
  });

  test("both are ready with Redis reachable", async () => {
    for (const r of replicas) {
      const res = await fetch(`${r.base}/readyz`);
      expect(res.status).toBe(200);
      expect((await res.json()).checks).toEqual({ catalog: "ok", indexes: "ok", finder: "ok", redis: "ok" });
    }
  });

  test("one client's per-minute quota is shared: the fourth request, on either replica, is refused", async () => {
    const client = { "x-forwarded-for": "198.51.100.23" };
    const statuses: number[] = [];
    for (const r of [replicas[0]!, replicas[1]!, replicas[0]!, replicas[1]!]) {
      statuses.push((await fetch(`${r.base}/api/agent/game-facts?q=570`, { headers: client })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const metrics = await (await fetch(`${replicas[1]!.base}/metrics`)).text();
    expect(metrics).toContain('similarplay_rate_limited_total{scope="api"} 1');
  });

  test("an answer cached by one replica is a cache hit on the other", async () => {
    const [a, b] = replicas as [ChildServer, ChildServer];
    const headers = { "x-forwarded-for": "198.51.100.24" };
    const hits = async (r: ChildServer) => Number(/similarplay_answer_cache_total\{result="hit"\} (\d+)/.exec(await (await fetch(`${r.base}/metrics`)).text())?.[1]);
    const before = await hits(b);
    const first = await fetch(`${a.base}/api/agent/game-facts?q=413150`, { headers });
    const second = await fetch(`${b.base}/api/agent/game-facts?q=413150`, { headers });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await hits(b)).toBe(before + 1);
  });

  test("Redis going away turns /readyz to 503 naming it", async () => {
    redis.proc.kill();
    await redis.proc.exited;
    const res = await fetch(`${replicas[0]!.base}/readyz`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).toBe("unavailable");
    expect(body.checks.redis).not.toBe("ok");
    expect(body.checks.catalog).toBe("ok");
  });
});
