// Covers createRateLimiter over both stores with one table: 30/min, 1,000/day, the global hourly cap, the find
// limits, exact Retry-After values, sliding windows, all-or-nothing takes, RATE_LIMITS=off and the store fallback.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config/config";
import { createMemoryStore } from "../../src/limits/memory-store";
import { createRedisStore } from "../../src/limits/redis-store";
import { createRateLimiter } from "../../src/limits/rate-limiter";
import { RateLimitError, rateLimitHeaders } from "../../src/limits/rate-limit";
import type { LimitDecision, LimitScope, LimitStore } from "../../src/limits/types";
import { useTestRedis } from "./redis-helper";

const START = Date.UTC(2026, 0, 1);
const SECOND = 1000;

const { prefix, redis } = useTestRedis();
let storeCount = 0;

/** The two stores; every test below runs against each. Each Redis store gets its own prefix, so tests don't mix. */
const stores: [string, () => LimitStore][] = [
  ["memory", () => createMemoryStore()],
  ["redis", () => createRedisStore({ redis: redis(), prefix: `${prefix}${++storeCount}:` })],
];

/** A limiter on a fake clock; `env` as in the environment (RATE_LIMIT_PER_MINUTE, …). */
function setup(makeStore: () => LimitStore, env: Record<string, string> = {}) {
  let now = START;
  const limiter = createRateLimiter({ config: loadConfig(env), store: makeStore(), clock: () => now });
  return {
    guard: (ip: string, scope: LimitScope = "api") => limiter.guard(ip, scope),
    advance: (ms: number) => void (now += ms),
  };
}

/** Awaits a guard that must be refused and returns its error. */
async function refused(p: Promise<LimitDecision>): Promise<RateLimitError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RateLimitError);
  return error as RateLimitError;
}

/** Sends `n` guards in sequence and returns the decisions (all must pass). */
async function pass(guard: () => Promise<LimitDecision>, n: number): Promise<LimitDecision[]> {
  const out: LimitDecision[] = [];
  for (let i = 0; i < n; i++) out.push(await guard());
  return out;
}

describe.each(stores)("createRateLimiter with the %s store", (_name, makeStore) => {
  describe("when a caller sends 30 requests in a minute", () => {
    test("all 30 pass, counting down, and the 31st is refused until the first leaves the window (60 s)", async () => {
      const { guard } = setup(makeStore);
      const decisions = await pass(() => guard("203.0.113.1"), 30);
      expect(decisions.map((d) => d.remaining)).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
      expect(decisions[0]).toEqual({
        allowed: true,
        limit: 30,
        remaining: 29,
        resetSeconds: 60,
        retryAfterSeconds: null,
        policy: '"minute";q=30;w=60, "day";q=1000;w=86400, "global-hour";q=20000;w=3600',
        policyName: "minute",
      });
      const error = await refused(guard("203.0.113.1"));
      expect(error.code).toBe("rate_limited");
      expect(error.status).toBe(429);
      expect(error.retryAfter).toBe(60);
      expect(error.message).toBe("limits: over the limit of 30 requests a minute per address; retry in 60 seconds");
      expect(error.decision).toMatchObject({ allowed: false, limit: 30, remaining: 0, resetSeconds: 60, policyName: "minute" });
    });

    test("a request leaves the window exactly 60 s after it was made, freeing its place", async () => {
      const { guard, advance } = setup(makeStore);
      for (let i = 0; i < 30; i++) {
        await guard("203.0.113.1");
        advance(SECOND);
      }
      // At 30 s: the first request leaves at 60 s.
      expect((await refused(guard("203.0.113.1"))).retryAfter).toBe(30);
      advance(29_999);
      expect((await refused(guard("203.0.113.1"))).retryAfter).toBe(1);
      advance(1);
      expect((await guard("203.0.113.1")).remaining).toBe(0);
      expect((await refused(guard("203.0.113.1"))).retryAfter).toBe(1);
      advance(60 * SECOND);
      await pass(() => guard("203.0.113.1"), 30);
      await refused(guard("203.0.113.1"));
    });

    test("another address keeps its own 30", async () => {
      const { guard } = setup(makeStore);
      await pass(() => guard("203.0.113.1"), 30);
      await refused(guard("203.0.113.1"));
      expect((await guard("203.0.113.2")).remaining).toBe(29);
    });

    // Why: one IPv6 subscriber holds a whole /64; counting single addresses would let it rotate into fresh quotas.
    test("addresses in one IPv6 /64 share a quota, another /64 does not", async () => {
      const { guard } = setup(makeStore);
      for (let i = 1; i <= 30; i++) await guard(`2001:db8:0:1::${i.toString(16)}`);
      await refused(guard("2001:db8:0:1:ffff:ffff:ffff:ffff"));
      expect((await guard("2001:db8:0:2::1")).remaining).toBe(29);
    });
  });

  describe("when a caller uses its day", () => {
    test("1,000 pass at once when the minute limit is raised, the 1,001st waits a day", async () => {
      const { guard, advance } = setup(makeStore, { RATE_LIMIT_PER_MINUTE: "100000" });
      const decisions = await pass(() => guard("203.0.113.1"), 1000);
      expect(decisions[999]).toMatchObject({ limit: 1000, remaining: 0, policyName: "day", resetSeconds: 86400 });
      const error = await refused(guard("203.0.113.1"));
      expect(error.retryAfter).toBe(86400);
      expect(error.message).toBe("limits: over the limit of 1000 requests a day per address; retry in 86400 seconds");
      advance(86_400_000 - 1);
      expect((await refused(guard("203.0.113.1"))).retryAfter).toBe(1);
      advance(1);
      // The whole burst leaves the day together.
      expect((await guard("203.0.113.1")).remaining).toBe(999);
    });

    test("paced at 30 a minute, the 1,001st request is refused until the first leaves the day", async () => {
      // One request every 2 s never trips the minute limit; nothing leaves the day window for 24 hours.
      const { guard, advance } = setup(makeStore);
      for (let i = 0; i < 1000; i++) {
        await guard("203.0.113.1");
        advance(2 * SECOND);
      }
      const error = await refused(guard("203.0.113.1"));
      expect(error.decision.policyName).toBe("day");
      expect(error.retryAfter).toBe(86_400 - 2000); // the first request was made 2,000 s ago
    });
  });

  describe("when all callers together reach the global hourly cap", () => {
    test("the next caller, though fresh, is refused until the oldest request leaves the hour", async () => {
      const { guard, advance } = setup(makeStore, { RATE_LIMIT_GLOBAL_PER_HOUR: "50" });
      for (let i = 1; i <= 50; i++) await guard(`198.51.100.${i}`);
      advance(600 * SECOND);
      const error = await refused(guard("198.51.100.200"));
      expect(error.retryAfter).toBe(3000);
      expect(error.message).toBe("limits: over the limit of 50 requests an hour shared by all callers; retry in 3000 seconds");
      expect(error.decision).toMatchObject({ limit: 50, policyName: "global-hour", resetSeconds: 3000 });
      advance(3000 * SECOND);
      await guard("198.51.100.200");
    });
  });

  describe("when several buckets are empty", () => {
    test("Retry-After is the longest wait among them, so a request sent then passes", async () => {
      const { guard, advance } = setup(makeStore, { RATE_LIMIT_PER_DAY: "30" });
      await pass(() => guard("203.0.113.1"), 30);
      // minute: 60 s; day (30 a day): 86,400 s. Retrying after 60 s would only be refused again.
      const error = await refused(guard("203.0.113.1"));
      expect(error.retryAfter).toBe(86400);
      expect(error.decision.policyName).toBe("day");
      advance(86399 * SECOND);
      await refused(guard("203.0.113.1"));
      advance(SECOND);
      await guard("203.0.113.1");
    });
  });

  describe("when a request is refused", () => {
    // Why: a refused request must not cost anything, or a caller hammering one limit would drain its other
    // buckets (and everyone's global cap) while getting nothing.
    test("a refused find_game_by_description call takes no token from the api buckets", async () => {
      const { guard } = setup(makeStore);
      await pass(() => guard("203.0.113.1", "find"), 3);
      for (let i = 0; i < 5; i++) await refused(guard("203.0.113.1", "find"));
      // 3 find calls used 3 of the 30 api tokens; the 5 refusals used none.
      await pass(() => guard("203.0.113.1"), 27);
      await refused(guard("203.0.113.1"));
    });

    test("requests refused by a caller's own limit do not drain the global cap", async () => {
      const { guard } = setup(makeStore, { RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_GLOBAL_PER_HOUR: "5" });
      await pass(() => guard("203.0.113.1"), 2);
      for (let i = 0; i < 10; i++) await refused(guard("203.0.113.1"));
      await pass(() => guard("203.0.113.2"), 2);
      await pass(() => guard("203.0.113.3"), 1);
      expect((await refused(guard("203.0.113.4"))).decision.policyName).toBe("global-hour");
    });
  });

  describe("with scope find", () => {
    test("3 a minute pass, the 4th waits until the first leaves the minute, and passes after it", async () => {
      const { guard, advance } = setup(makeStore);
      const first = await guard("203.0.113.1", "find");
      expect(first).toMatchObject({ limit: 3, remaining: 2, resetSeconds: 60, policyName: "find-minute" });
      expect(first.policy).toBe(
        '"minute";q=30;w=60, "day";q=1000;w=86400, "global-hour";q=20000;w=3600, "find-minute";q=3;w=60, "find-day";q=20;w=86400',
      );
      advance(15 * SECOND);
      await pass(() => guard("203.0.113.1", "find"), 2);
      const error = await refused(guard("203.0.113.1", "find"));
      expect(error.retryAfter).toBe(45);
      expect(error.message).toBe("limits: over the limit of 3 descriptions a minute per address; retry in 45 seconds");
      advance(45 * SECOND);
      await guard("203.0.113.1", "find");
    });

    test("20 a day pass with the minute limit raised, the 21st waits a day", async () => {
      const { guard } = setup(makeStore, { FIND_LIMIT_PER_MINUTE: "1000" });
      await pass(() => guard("203.0.113.1", "find"), 20);
      const error = await refused(guard("203.0.113.1", "find"));
      expect(error.retryAfter).toBe(86400);
      expect(error.decision.policyName).toBe("find-day");
      // The api scope of the same caller still has 10 of its 30 a minute.
      expect((await guard("203.0.113.1")).remaining).toBe(9);
    });
  });
});

describe("createRateLimiter with RATE_LIMITS=off", () => {
  test("every guard allows without touching the store, and no RateLimit headers are sent", async () => {
    const store: LimitStore = {
      take: () => {
        throw new Error("store must not be used");
      },
    };
    const limiter = createRateLimiter({ config: loadConfig({ RATE_LIMITS: "off" }), store });
    for (let i = 0; i < 2000; i++) await limiter.guard("203.0.113.1", i % 2 ? "api" : "find");
    const decision = await limiter.guard("203.0.113.1", "find");
    expect(decision.allowed).toBe(true);
    expect(rateLimitHeaders(decision)).toEqual({});
  });
});

describe("createRateLimiter's synchronous guard", () => {
  test("exists over the memory store, counts in the same buckets as guard, and refuses by throwing at once", async () => {
    const limiter = createRateLimiter({ config: loadConfig({ RATE_LIMIT_PER_MINUTE: "3" }), store: createMemoryStore(), clock: () => START });
    expect(limiter.guardNow!("203.0.113.1", "api")).toMatchObject({ allowed: true, remaining: 2 });
    expect((await limiter.guard("203.0.113.1", "api")).remaining).toBe(1);
    expect(limiter.guardNow!("203.0.113.1", "api").remaining).toBe(0);
    expect(() => limiter.guardNow!("203.0.113.1", "api")).toThrow(RateLimitError);
    await refused(limiter.guard("203.0.113.1", "api"));
    // Another address has buckets of its own.
    expect(limiter.guardNow!("203.0.113.2", "api").remaining).toBe(2);
  });

  test("is absent over a store outside the process (Redis), and allows everything when limits are off", () => {
    expect(createRateLimiter({ config: loadConfig({}), store: createRedisStore({ redis: redis(), prefix }) }).guardNow).toBeUndefined();
    const off = createRateLimiter({ config: loadConfig({ RATE_LIMITS: "off" }), store: createMemoryStore() });
    expect(off.guardNow!("203.0.113.1", "find")).toMatchObject({ allowed: true, policy: "" });
  });
});

describe("createRateLimiter when the store fails", () => {
  const failing: LimitStore = { take: async () => Promise.reject(new Error("connection closed")) };
  const hanging: LimitStore = { take: () => new Promise(() => {}) };

  test.each([
    ["fails", failing, "limits: bucket store failed (connection closed); counting in this process meanwhile"],
    ["hangs", hanging, "limits: bucket store failed (timed out after 20 ms); counting in this process meanwhile"],
  ])("when it %s, limits still hold, counted in this process, with one warning", async (_how, store, warning) => {
    const warnings: string[] = [];
    const limiter = createRateLimiter({
      config: loadConfig({ RATE_LIMIT_PER_MINUTE: "2" }),
      store,
      clock: () => START,
      storeTimeoutMs: 20,
      logger: { warn: (m) => void warnings.push(m) },
    });
    await pass(() => limiter.guard("203.0.113.1", "api"), 2);
    await refused(limiter.guard("203.0.113.1", "api"));
    expect(warnings).toEqual([warning]);
  });
});
