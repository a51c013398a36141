// Covers the start-up check of Redis's memory bound on a redis-server of the test's own: a Redis that never evicts
// gets one warning (the answer cache would grow without a bound), one with maxmemory and an LRU policy gets none.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { RedisClient } from "bun";
import { createRedisLink } from "../../src/limits/redis-link";
import { startOwnRedis, type OwnRedis } from "../../tools/load/replicas";

let redis: OwnRedis;
beforeAll(async () => {
  redis = await startOwnRedis();
});
afterAll(async () => {
  await redis?.kill();
});

/** The warnings a fresh link logs within its first connection. */
async function warningsOfNewLink(): Promise<string[]> {
  const warnings: string[] = [];
  const link = createRedisLink({ url: redis.url, logger: { warn: (m) => void warnings.push(m), info() {} } });
  try {
    for (let i = 0; i < 100 && link.state() !== "ok"; i++) await Bun.sleep(20);
    // The check's two CONFIG GETs follow the first PING.
    await link.send("PING", []);
    await Bun.sleep(50);
    return warnings;
  } finally {
    link.close();
  }
}

describe("Redis's memory bound, checked at start-up", () => {
  test("no maxmemory (the default): one warning saying how to bound it", async () => {
    const warnings = await warningsOfNewLink();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("no memory bound that evicts (maxmemory 0, policy noeviction)");
    expect(warnings[0]).toContain("allkeys-lru");
  });

  test("maxmemory with allkeys-lru, as docker-compose.yml sets it: no warning", async () => {
    const admin = new RedisClient(redis.url);
    await admin.send("CONFIG", ["SET", "maxmemory", "64mb"]);
    await admin.send("CONFIG", ["SET", "maxmemory-policy", "allkeys-lru"]);
    admin.close();
    expect(await warningsOfNewLink()).toEqual([]);
  });
});
