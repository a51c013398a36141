// The metrics module on its own registry: the observer hook's counts, cache/limit/not-found/backend counters,
// build info, and two instances not sharing series.
import { describe, expect, test } from "bun:test";
import { createMetrics } from "../../src/ops";

const BUILD = { version: "9.9.9", catalogBuiltAt: "2026-02-03T04:05:06Z", snapshots: { ucsd: "2017", appdetails: "2025" } };
const lines = async (m: ReturnType<typeof createMetrics>) => (await m.render()).body.split("\n").filter((l) => !l.startsWith("#"));

describe("createMetrics", () => {
  test("toolCall counts the call and its cache result and limiter scope", async () => {
    const m = createMetrics(BUILD, { processMetrics: false });
    m.toolCall({ door: "mcp", tool: "games_like", status: "ok", cached: true, seconds: 0.002 });
    m.toolCall({ door: "rest", tool: "games_like", status: 429, limited: "api", seconds: 0.001 });
    m.toolCall({ door: "web", tool: "find", status: 200, cached: false, seconds: 1.2 });
    const out = await lines(m);
    expect(out).toEqual(expect.arrayContaining([
      'similarplay_tool_calls_total{door="mcp",tool="games_like",status="ok"} 1',
      'similarplay_tool_calls_total{door="rest",tool="games_like",status="429"} 1',
      'similarplay_answer_cache_total{result="hit"} 1',
      'similarplay_answer_cache_total{result="miss"} 1',
      'similarplay_rate_limited_total{scope="api"} 1',
      'similarplay_tool_call_duration_seconds_bucket{le="2.5",tool="find"} 1',
      'similarplay_tool_call_duration_seconds_bucket{le="1",tool="find"} 0',
    ]));
  });

  test("the plain counters, Redis state and build info with sorted snapshot dates", async () => {
    const m = createMetrics(BUILD, { processMetrics: false });
    m.notFound("lookup");
    m.finderBackend("fallback");
    m.limiterFallback();
    m.redisUp(false);
    const out = await lines(m);
    expect(out).toEqual(expect.arrayContaining([
      'similarplay_lookup_not_found_total{tool="lookup"} 1',
      'similarplay_finder_backend_total{backend="fallback"} 1',
      'similarplay_finder_backend_total{backend="llm"} 0',
      "similarplay_limiter_fallbacks_total 1",
      "similarplay_redis_up 0",
      'similarplay_build_info{version="9.9.9",catalog_built_at="2026-02-03T04:05:06Z",snapshots="appdetails=2025,ucsd=2017"} 1',
    ]));
  });

  test("two instances keep separate series (one registry each)", async () => {
    const a = createMetrics(BUILD, { processMetrics: false });
    const b = createMetrics(BUILD, { processMetrics: false });
    a.request("rest", 200, 0.01);
    expect(await lines(a)).toContain('similarplay_http_requests_total{door="rest",status="200"} 1');
    expect((await lines(b)).some((l) => l.startsWith("similarplay_http_requests_total{"))).toBe(false);
  });
});
