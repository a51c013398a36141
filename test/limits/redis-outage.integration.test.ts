// Covers issue 12 §1–2 on a real redis-server of the test's own: requests never wait on a dead or hung Redis, limits
// fall back per process (counted), and after an outage longer than Bun's retry budget the replicas reconnect and
// share one quota and one cache again.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config/config";
import { createAnswerCache, etagOf } from "../../src/limits/answer-cache";
import { createRateLimiter } from "../../src/limits/rate-limiter";
import { createRedisLink, RedisUnavailableError, type RedisLink } from "../../src/limits/redis-link";
import { createRedisStore } from "../../src/limits/redis-store";
import { createLimitsStatus } from "../../src/limits/status";
import { startOwnRedis, type OwnRedis } from "../../tools/load/replicas";

const quiet = { warn() {}, info() {} };
let redis: OwnRedis;
let links: RedisLink[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
});
afterAll(async () => {
  for (const link of links) link.close();
  await redis?.kill();
});

/** One replica: its link, limiter (4 a minute per address), cache and status, on a shared fake clock. */
function replica(clock: () => number) {
  // Backoff capped at 100 ms: a 3 s outage is then 30+ reconnect attempts, past Bun's own budget of 20.
  const link = createRedisLink({ url: redis.url, backoff: { minMs: 20, maxMs: 100 }, logger: quiet });
  links.push(link);
  const health = createLimitsStatus(link);
  const config = loadConfig({ RATE_LIMIT_PER_MINUTE: "4" });
  const limiter = createRateLimiter({ config, store: createRedisStore({ redis: link }), clock, logger: quiet, fallbacks: health });
  const cache = createAnswerCache({ config, redis: link, logger: quiet, fallbacks: health });
  const passes = (ip: string) => limiter.guard(ip, "api").then(() => true, () => false);
  return { link, health, cache, passes };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !check(); ) {
    if (Date.now() > end) throw new Error("test: condition not reached in time");
    await Bun.sleep(20);
  }
}

const answer = (body: string) => ({ body, etag: etagOf(body), createdAt: Date.now() });

describe("two replicas on a Redis that dies and comes back", () => {
  test("fall back fast while it is down or hung, then share quota and cache again", async () => {
    let now = Date.UTC(2026, 0, 1);
    const clock = () => now;
    const [a, b] = [replica(clock), replica(clock)];
    await until(() => a.link.state() === "ok" && b.link.state() === "ok", 5000);
    expect(a.health.status()).toEqual({ redis: "ok", fallbacks: { cache: 0, limits: 0 } });

    // Shared: 4 a minute across both replicas.
    const shared = async (ip: string) => [await a.passes(ip), await b.passes(ip), await a.passes(ip), await b.passes(ip), await a.passes(ip), await b.passes(ip)];
    expect(await shared("203.0.113.1")).toEqual([true, true, true, true, false, false]);
    await a.cache.set("k1", answer("one"));
    expect((await b.cache.get("k1"))?.body).toBe("one");

    // Hung (SIGSTOP): nothing waits past a deadline; the third timeout in a row marks the link degraded.
    redis.pause();
    expect(await b.cache.get("k1")).toBeNull();
    expect(await a.passes("203.0.113.2")).toBe(true);
    expect(a.link.state()).toBe("ok"); // one miss may be a busy event loop
    for (let i = 0; i < 2; i++) expect(await a.passes("203.0.113.2")).toBe(true);
    await until(() => a.link.state() === "degraded", 2000);
    // Degraded: no command is even sent; the link refuses at once and the cache misses.
    await expect(a.link.send("GET", ["k1"])).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(await a.cache.get("k1")).toBeNull();
    redis.resume();
    await until(() => a.link.state() === "ok" && b.link.state() === "ok", 5000);

    // Killed for 3 s: per-process limits (each replica counts its own 4), misses, counted.
    await redis.kill();
    now += 61_000;
    await until(() => a.link.state() === "degraded" && b.link.state() === "degraded", 2000);
    expect(await shared("203.0.113.3")).toEqual([true, true, true, true, true, true]);
    expect(await a.cache.get("k1")).toBeNull();
    const down = a.health.status();
    expect(down.redis).toBe("degraded");
    expect(down.fallbacks.limits).toBeGreaterThanOrEqual(3);
    expect(down.fallbacks.cache).toBeGreaterThanOrEqual(2);
    await Bun.sleep(3000);

    // Back (empty, as after a restart without persistence): both replicas reconnect by themselves.
    await redis.start();
    await until(() => a.link.state() === "ok" && b.link.state() === "ok", 5000);
    now += 61_000;
    expect(await shared("203.0.113.4")).toEqual([true, true, true, true, false, false]);
    await b.cache.set("k2", answer("two"));
    expect((await a.cache.get("k2"))?.body).toBe("two");
    expect(a.health.status().redis).toBe("ok");
  }, 30_000);
});
