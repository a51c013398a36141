// Covers issue 12 §4: the stated limits hold over ANY window of their length, in memory and in Redis, under the
// adversarial schedules (a full burst, then one request every interval), on an injected clock.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config/config";
import { createMemoryStore } from "../../src/limits/memory-store";
import { createRedisStore } from "../../src/limits/redis-store";
import { createRateLimiter } from "../../src/limits/rate-limiter";
import type { LimitScope, LimitStore } from "../../src/limits/types";
import { useTestRedis } from "./redis-helper";

const START = Date.UTC(2026, 0, 1);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const { prefix, redis } = useTestRedis();
let storeCount = 0;
const stores: [string, () => LimitStore][] = [
  ["memory", () => createMemoryStore()],
  ["redis", () => createRedisStore({ redis: redis(), prefix: `${prefix}${++storeCount}:` })],
];

/** Plays `schedule` (ms offsets from START) and returns the offsets of the requests that passed. */
async function play(store: LimitStore, schedule: number[], scope: LimitScope, env: Record<string, string> = {}) {
  let now = START;
  const limiter = createRateLimiter({ config: loadConfig(env), store, clock: () => now });
  const passed: number[] = [];
  for (const at of schedule) {
    now = START + at;
    const ok = await limiter.guard("198.51.100.7", scope).then(() => true, () => false);
    if (ok) passed.push(at);
  }
  return passed;
}

/** The most passed requests in any window of `windowMs` (a window is half-open: (t - windowMs, t]). */
function busiestWindow(passed: number[], windowMs: number): number {
  let best = 0;
  let first = 0;
  for (let last = 0; last < passed.length; last++) {
    while (passed[last]! - passed[first]! >= windowMs) first++;
    best = Math.max(best, last - first + 1);
  }
  return best;
}

const burstThenEvery = (burst: number, everyMs: number, untilMs: number): number[] => [
  ...Array<number>(burst).fill(0),
  ...Array.from({ length: Math.floor(untilMs / everyMs) }, (_, i) => (i + 1) * everyMs),
];

describe.each(stores)("limits over any window (%s store)", (_name, makeStore) => {
  test("30 at once then one every 2 s: at most 30 in any minute, and the rate comes back", async () => {
    const passed = await play(makeStore(), burstThenEvery(30, 2 * SECOND, 3 * MINUTE), "api");
    expect(busiestWindow(passed, MINUTE)).toBe(30);
    // Within the first 58 s only the burst passes (the old bucket let 59 through).
    expect(passed.filter((t) => t < 58 * SECOND)).toHaveLength(30);
    // Over 3 minutes the long-run rate is still 30 a minute.
    expect(passed.length).toBeGreaterThanOrEqual(85);
  });

  test("find: 3 at once then one every 20 s holds 3 in any minute", async () => {
    const passed = await play(makeStore(), burstThenEvery(3, 20 * SECOND, 5 * MINUTE), "find");
    expect(busiestWindow(passed, MINUTE)).toBe(3);
  });

  test("find: 20 a day holds over any day, spread or bursty", async () => {
    const schedule = burstThenEvery(20, 72 * MINUTE, 2 * DAY);
    const passed = await play(makeStore(), schedule, "find", { FIND_LIMIT_PER_MINUTE: "1000" });
    expect(busiestWindow(passed, DAY)).toBe(20);
  });

  test("1,000 a day then one every 86.4 s holds 1,000 in any day", async () => {
    const schedule = burstThenEvery(1000, 86_400, DAY + 12 * 3_600_000);
    const passed = await play(makeStore(), schedule, "api", { RATE_LIMIT_PER_MINUTE: "100000" });
    expect(busiestWindow(passed, DAY)).toBe(1000);
  });
});
