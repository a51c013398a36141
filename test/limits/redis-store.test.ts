// Covers createRedisStore: atomic takes under concurrency (one and two clients), agreement with the memory store,
// key expiry, and reloading the script when Redis does not know it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { RedisClient } from "bun";
import { loadConfig } from "../../src/config/config";
import { createMemoryStore } from "../../src/limits/memory-store";
import { createRedisStore } from "../../src/limits/redis-store";
import { createRateLimiter } from "../../src/limits/rate-limiter";
import { RateLimitError } from "../../src/limits/rate-limit";
import type { BucketSpec, RedisLike } from "../../src/limits/types";
import { connectRedis, deleteKeys, runPrefix } from "./redis-helper";

const START = Date.UTC(2026, 0, 1);
const prefix = runPrefix();
let a: RedisClient;
let b: RedisClient;
let n = 0;
const fresh = () => `${prefix}${++n}:`;

beforeAll(async () => {
  [a, b] = await Promise.all([connectRedis(), connectRedis()]);
});
afterAll(async () => {
  if (a) await deleteKeys(a, prefix);
  a?.close();
  b?.close();
});

/** Guards in parallel and counts how many passed; anything but a RateLimitError fails the test. */
async function parallel(guards: Promise<unknown>[]): Promise<number> {
  const results = await Promise.allSettled(guards);
  for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(RateLimitError);
  return results.filter((r) => r.status === "fulfilled").length;
}

describe("createRedisStore", () => {
  describe("when many guards race", () => {
    // Why: a read-modify-write from the application would let parallel requests read the same count and all pass.
    test("300 parallel guards of one address over two clients (two replicas) let exactly 30 pass", async () => {
      const p = fresh();
      const config = loadConfig({});
      const replicas = [a, b].map((redis) =>
        createRateLimiter({ config, store: createRedisStore({ redis, prefix: p }), clock: () => START }),
      );
      const passed = await parallel(Array.from({ length: 300 }, (_, i) => replicas[i % 2]!.guard("203.0.113.1", "api")));
      expect(passed).toBe(30);
    });

    test("200 parallel guards from 200 addresses never exceed a global cap of 40", async () => {
      const p = fresh();
      const limiter = createRateLimiter({
        config: loadConfig({ RATE_LIMIT_GLOBAL_PER_HOUR: "40" }),
        store: createRedisStore({ redis: a, prefix: p }),
        clock: () => START,
      });
      const passed = await parallel(Array.from({ length: 200 }, (_, i) => limiter.guard(`10.1.${i >> 8}.${i & 255}`, "api")));
      expect(passed).toBe(40);
    });
  });

  test("agrees with the memory store on every state of a random walk", async () => {
    const redisStore = createRedisStore({ redis: a, prefix: fresh() });
    const memoryStore = createMemoryStore();
    const buckets: BucketSpec[] = [
      { key: "x:seven", windowMs: 60_000, max: 7 },
      { key: "x:day", windowMs: 86_400_000, max: 1000 },
      { key: "x:three", windowMs: 3_000, max: 3 },
    ];
    let now = START;
    let seed = 42;
    let refusals = 0;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 400; i++) {
      now += Math.floor(random() * 9000);
      const pick = buckets.filter(() => random() < 0.7);
      if (pick.length === 0) continue;
      const states = await memoryStore.take(pick, now);
      expect(await redisStore.take(pick, now)).toEqual(states);
      if (states.some((s) => !s.allowed)) refusals++;
    }
    expect(refusals).toBeGreaterThan(20); // the walk does exercise refusals
  });

  test("a key expires one window after its newest request", async () => {
    const p = fresh();
    const store = createRedisStore({ redis: a, prefix: p });
    const [state] = await store.take([{ key: "k", windowMs: 60_000, max: 30 }], Date.now());
    const pttl = Number(await a.send("PTTL", [`${p}k`]));
    expect(state!.resetMs).toBe(60_000);
    expect(pttl).toBeGreaterThan(59_000);
    expect(pttl).toBeLessThanOrEqual(60_000);
  });

  test("when Redis answers NOSCRIPT, the script is sent with EVAL and the take succeeds", async () => {
    const sent: string[] = [];
    const redis: RedisLike = {
      send: async (command, args) => {
        sent.push(command);
        if (command === "EVALSHA") throw new Error("NOSCRIPT No matching script. Please use EVAL.");
        return a.send(command, args);
      },
    };
    const store = createRedisStore({ redis, prefix: fresh() });
    const [state] = await store.take([{ key: "k", windowMs: 60_000, max: 30 }], START);
    expect(state).toEqual({ allowed: true, remaining: 29, retryAfterMs: 0, resetMs: 60_000 });
    expect(sent).toEqual(["EVALSHA", "EVAL"]);
  });

  test("other Redis errors reach the caller (the limiter then falls back)", async () => {
    const redis: RedisLike = { send: async () => Promise.reject(new Error("Connection has failed")) };
    const store = createRedisStore({ redis, prefix: fresh() });
    await expect(store.take([{ key: "k", windowMs: 60_000, max: 30 }], START)).rejects.toThrow("Connection has failed");
  });
});
