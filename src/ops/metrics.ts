// Prometheus metrics of the service (prom-client, one registry per service): plain functions the adapters call.
import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";
import { tallyCounter, tallyHistogram } from "./tally";
import type { BuildInfo, Metrics } from "./types";

/** Latency buckets in seconds: cached answers take ~1 ms, uncached lists ~10-50 ms, the language model seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Creates the metrics on a registry of their own (two services in one process, as in tests, do not collide).
 *
 * @example
 * const metrics = createMetrics({ version: "1.0.0", catalogBuiltAt: meta.builtAt, snapshots: meta.snapshots });
 * metrics.request("rest", 200, 0.004);
 * (await metrics.render()).body; // "# HELP similarplay_http_requests_total ..."
 */
export function createMetrics(build: BuildInfo, opts: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (opts.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  const on = { registers: [registry] };
  // Updated on every request: tallies (./tally.ts), read by the registry when scraped.
  const requests = tallyCounter({ name: "similarplay_http_requests_total", help: "HTTP requests by door and status.", labelNames: ["door", "status"], registry });
  const latency = tallyHistogram({
    name: "similarplay_http_request_duration_seconds", help: "HTTP request latency by door.", labelNames: ["door"], buckets: BUCKETS, registry,
  });
  const calls = tallyCounter({ name: "similarplay_tool_calls_total", help: "Tool calls by door, tool and outcome.", labelNames: ["door", "tool", "status"], registry });
  const callLatency = tallyHistogram({
    name: "similarplay_tool_call_duration_seconds", help: "Tool call latency by tool.", labelNames: ["tool"], buckets: BUCKETS, registry,
  });
  const cache = tallyCounter({ name: "similarplay_answer_cache_total", help: "Answer-cache lookups by result.", labelNames: ["result"], registry });
  const limited = new Counter({ name: "similarplay_rate_limited_total", help: "Calls refused by a rate limit, by scope.", labelNames: ["scope"], ...on });
  const notFound = new Counter({ name: "similarplay_lookup_not_found_total", help: "Lookups that found no game, by tool.", labelNames: ["tool"], ...on });
  const finder = new Counter({ name: "similarplay_finder_backend_total", help: "find_game_by_description answers by backend.", labelNames: ["backend"], ...on });
  const fallbacks = new Counter({ name: "similarplay_limiter_fallbacks_total", help: "Limiter checks answered from memory because Redis failed.", ...on });
  const redis = new Gauge({ name: "similarplay_redis_up", help: "Redis reachable at the last readiness check (1) or not (0).", ...on });
  const info = new Gauge({
    name: "similarplay_build_info", help: "Service version and catalog build and snapshot dates (value 1).",
    labelNames: ["version", "catalog_built_at", "snapshots"], ...on,
  });
  const snapshots = Object.entries(build.snapshots).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(",");
  info.set({ version: build.version, catalog_built_at: build.catalogBuiltAt, snapshots }, 1);
  for (const result of ["hit", "miss"]) cache.inc(0, result);
  for (const backend of ["offline", "llm", "fallback"]) finder.inc({ backend }, 0);

  const metrics: Metrics = {
    request(door, status, seconds) {
      requests.inc(1, door, String(status));
      latency.observe(seconds, door);
    },
    toolCall(e) {
      calls.inc(1, e.door, e.tool, String(e.status));
      callLatency.observe(e.seconds, e.tool);
      if (e.cached !== undefined) metrics.cache(e.cached);
      if (e.limited) metrics.limited(e.limited);
    },
    cache: (hit) => cache.inc(1, hit ? "hit" : "miss"),
    limited: (scope) => limited.inc({ scope }),
    notFound: (tool) => notFound.inc({ tool }),
    finderBackend: (backend) => finder.inc({ backend }),
    limiterFallback: () => fallbacks.inc(),
    redisUp: (up) => redis.set(up ? 1 : 0),
    async render() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
  return metrics;
}
