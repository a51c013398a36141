// The ops layer of the HTTP server: /healthz, /readyz, /metrics, and per-request id, log line, metrics and
// in-flight count at the outermost layer (every door passes through it).
import { doorOf } from "../http/paths";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";
import type { Metrics, OpsDeps, Readiness, RequestTracker } from "./types";

export { doorOf, OPS_PATHS } from "../http/paths";

const noStore = { "cache-control": "no-store" };

/** GET /healthz: the process answers. */
export function healthResponse(): Response {
  return Response.json({ status: "ok" }, { headers: noStore });
}

/** GET /readyz: 200 `{"status":"ready","checks":{...}}`, or 503 `{"status":"unavailable","checks":{name: reason}}`. */
export async function readyResponse(readiness: Readiness): Promise<Response> {
  const { ok, checks } = await readiness.evaluate();
  return Response.json({ status: ok ? "ready" : "unavailable", checks }, { status: ok ? 200 : 503, headers: noStore });
}

/** GET /metrics: Prometheus text format. */
export async function metricsResponse(metrics: Metrics): Promise<Response> {
  const { body, contentType } = await metrics.render();
  return new Response(body, { headers: { "content-type": contentType, ...noStore } });
}

/**
 * Creates the tracker. The log line has the id, method, door, path (never the query string, headers or client IP),
 * status and milliseconds.
 *
 * @example
 * const tracker = createRequestTracker(ops);
 * const tracked = tracker.begin(request, "/healthz"); // tracked.id goes out as X-Request-Id
 * tracker.end(tracked, 200);
 */
export function createRequestTracker(deps: OpsDeps): RequestTracker {
  return {
    begin: (request, path) => ({ id: requestIdOf(request), method: request.method, door: doorOf(path, deps.mcpPath), path, started: performance.now() }),
    end(p, status) {
      const ms = performance.now() - p.started;
      deps.metrics.request(p.door, status, ms / 1000);
      const line = { id: p.id, method: p.method, door: p.door, path: p.path, status, ms: Math.round(ms * 10) / 10 };
      // A 503 of /readyz is the probe's answer while starting or draining, not a failure of this service.
      if (status >= 500 && !(p.door === "ops" && status === 503)) deps.logger.error("request", line);
      else if (status >= 500) deps.logger.warn("request", line);
      else if (p.door === "ops") deps.logger.debug("request", line);
      else deps.logger.info("request", line);
    },
  };
}

