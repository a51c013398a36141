// Covers issue 12 §3: the website's own per-address limit, cached pages served before any work, bounded uncached
// work in flight, and the 429 HTML page with Retry-After.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config/config";
import { createPageGuard } from "../../src/limits";
import { createWebRoutes } from "../../src/web";
import { fakeWebDeps } from "../helpers/fake-web-deps";

const BASE = "https://sp.example";
const FLOODER = "198.51.100.66";

function site(env: Record<string, string> = {}) {
  const deps = fakeWebDeps({ config: loadConfig({ PUBLIC_BASE_URL: BASE, WEB_LIMIT_PER_MINUTE: "10", WEB_LIMIT_PER_SECOND: "100", ...env }) });
  const web = createWebRoutes(deps);
  const get = async (path: string, ip = FLOODER) => (await web(new Request(BASE + path), ip))!;
  return { get, recommender: deps.recommender };
}

describe("the website's own limit", () => {
  test("one address gets its uncached pages up to the limit, then a 429 HTML page with Retry-After", async () => {
    const { get } = site();
    const statuses: number[] = [];
    // Different pages each time (a query the site ignores), so none is cached.
    for (let i = 0; i < 12; i++) statuses.push((await get(`/game/1145360?ref=${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const refused = await get("/game/1145360?ref=x");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Too many pages");
    // Another address is not affected.
    expect((await get("/game/1145360?ref=other", "203.0.113.8")).status).toBe(200);
  });

  test("a cached page is served before any work and costs nothing", async () => {
    const { get, recommender } = site();
    for (let i = 0; i < 50; i++) expect((await get("/game/1145360")).status).toBe(200);
    expect(recommender.calls).toHaveLength(1); // rendered once, then served from the page cache
    expect((await get("/game/588650")).status).toBe(200); // the limit still has room: 2 uncached pages so far
  });

  test("RATE_LIMITS=off turns the website's limit off too", async () => {
    const { get } = site({ RATE_LIMITS: "off" });
    for (let i = 0; i < 15; i++) expect((await get(`/game/1145360?ref=${i}`)).status).toBe(200);
  });
});

describe("createPageGuard", () => {
  const config = (env: Record<string, string> = {}) => loadConfig({ WEB_LIMIT_PER_SECOND: "5", WEB_INFLIGHT_PER_ADDRESS: "2", WEB_INFLIGHT_TOTAL: "3", ...env });

  test("a burst gets 5 pages in any second, then one more each time one leaves the second", async () => {
    let now = Date.UTC(2026, 0, 1);
    const guard = createPageGuard({ config: config(), clock: () => now });
    const oks: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      const ticket = await guard.enter(FLOODER);
      if (ticket.ok) ticket.release();
      oks.push(ticket.ok);
    }
    expect(oks).toEqual([true, true, true, true, true, false, false, false]);
    now += 1000;
    expect((await guard.enter(FLOODER)).ok).toBe(true);
  });

  test("pages in work are bounded per address and overall, and released slots are free again", async () => {
    const guard = createPageGuard({ config: config() });
    const a1 = await guard.enter(FLOODER);
    const a2 = await guard.enter(FLOODER);
    expect(await guard.enter(FLOODER)).toEqual({ ok: false, retryAfterSeconds: 1 }); // 2 per address
    const b1 = await guard.enter("203.0.113.8");
    expect((await guard.enter("203.0.113.9")).ok).toBe(false); // 3 overall
    for (const t of [a1, a2, b1]) if (t.ok) t.release();
    expect((await guard.enter("203.0.113.9")).ok).toBe(true);
  });
});
