// Readiness checks of the catalog (closed or empty) and of Redis (answering or not, and the redis_up gauge).
import { describe, expect, test } from "bun:test";
import { catalogCheck, createMetrics, redisCheck } from "../../src/ops";
import { GAMES } from "../helpers/fake-tool-deps";
import { fixtureCatalog } from "../helpers/fixture-catalog";

describe("catalogCheck", () => {
  test("ok while the catalog answers; the reason once it is closed or empty", async () => {
    const store = fixtureCatalog(GAMES);
    const check = catalogCheck(store);
    expect(await check.check()).toBeNull();
    store.close();
    expect(await check.check()).toMatch(/^catalog unreadable: /);
    expect(await catalogCheck(fixtureCatalog([])).check()).toBe("catalog holds no games");
  });
});

describe("redisCheck", () => {
  const metrics = () => createMetrics({ version: "0", catalogBuiltAt: "", snapshots: {} }, { processMetrics: false });
  const gauge = async (m: ReturnType<typeof metrics>) => (await m.render()).body.split("\n").find((l) => l.startsWith("similarplay_redis_up "));

  test("ok and redis_up 1 when PING answers PONG", async () => {
    const m = metrics();
    expect(await redisCheck({ send: async () => "PONG" }, m).check()).toBeNull();
    expect(await gauge(m)).toBe("similarplay_redis_up 1");
  });

  test("the error as the reason and redis_up 0 when the connection fails", async () => {
    const m = metrics();
    const failing = { send: async () => { throw new Error("Connection closed"); } };
    expect(await redisCheck(failing, m).check()).toBe("redis unreachable: Connection closed");
    expect(await gauge(m)).toBe("similarplay_redis_up 0");
  });
});
