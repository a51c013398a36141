// The ops endpoints of the real service over a small fixture catalog: /healthz, /readyz (finder warm-up, reasons),
// /metrics (doors, statuses, not-found lookups, build info) and the X-Request-Id header on every door.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config";
import { startService, type Service } from "../../src/service";
import { fixtureCatalogDir } from "../helpers/child-server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("ops endpoints", () => {
  const catalog = fixtureCatalogDir();
  let service: Service;
  let base = "";

  beforeAll(() => {
    service = startService(loadConfig({ PORT: "0", CATALOG_PATH: catalog.path, LOG_LEVEL: "silent" }));
    base = `http://127.0.0.1:${service.port}`;
  });

  afterAll(async () => {
    await service?.stop();
    catalog.cleanup();
  });

  const metricsText = async () => (await fetch(`${base}/metrics`)).text();

  test("/healthz answers 200 {status: ok}, never cached", async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("/readyz is 503 naming the finder until it is warm, then 200 with every check ok", async () => {
    const cold = await fetch(`${base}/readyz`);
    expect(cold.status).toBe(503);
    expect(await cold.json()).toEqual({
      status: "unavailable",
      checks: { catalog: "ok", indexes: "ok", finder: "finder index still building" },
    });
    service.warm();
    const warm = await fetch(`${base}/readyz`);
    expect(warm.status).toBe(200);
    expect(await warm.json()).toEqual({ status: "ready", checks: { catalog: "ok", indexes: "ok", finder: "ok" } });
  });

  test("every response carries an X-Request-Id: a fresh UUID, or the caller's when it is a plain token", async () => {
    const fresh = await fetch(`${base}/api/agent/game-facts?q=570`);
    expect(fresh.headers.get("x-request-id")).toMatch(UUID);
    const given = await fetch(`${base}/game/570`, { headers: { "x-request-id": "edge-7f3a9c21" } });
    expect(given.headers.get("x-request-id")).toBe("edge-7f3a9c21");
    const forged = await fetch(`${base}/healthz`, { headers: { "x-request-id": "x\" level=error" } });
    expect(forged.headers.get("x-request-id")).toMatch(UUID);
  });

  test("/metrics counts requests by door and status in Prometheus text", async () => {
    const before = await metricsText();
    const count = (text: string, series: string) => Number(text.split("\n").find((l) => l.startsWith(`${series} `))?.split(" ")[1] ?? 0);
    await fetch(`${base}/api/agent/games-like?q=570&n=2`);
    await fetch(`${base}/api/agent/game-facts?q=zzzz-no-such-game`);
    await fetch(`${base}/game/413150`);
    await fetch(`${base}/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: "{}" });
    const res = await fetch(`${base}/metrics`);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const after = await res.text();
    const delta = (series: string) => count(after, series) - count(before, series);
    expect(delta('similarplay_http_requests_total{door="rest",status="200"}')).toBe(1);
    expect(delta('similarplay_http_requests_total{door="rest",status="404"}')).toBe(1);
    expect(delta('similarplay_http_requests_total{door="web",status="200"}')).toBe(1);
    expect(delta('similarplay_http_requests_total{door="mcp",status="400"}')).toBe(1); // "{}" is no JSON-RPC message
    expect(delta('similarplay_lookup_not_found_total{tool="lookup"}')).toBe(1);
    expect(after).toContain('similarplay_http_request_duration_seconds_bucket{le="+Inf",door="rest"}');
    expect(after).toContain('similarplay_build_info{version="1.0.0",catalog_built_at="2026-01-01T00:00:00Z",snapshots="fixture=2026-01-01"} 1');
    for (const name of ["similarplay_answer_cache_total", "similarplay_rate_limited_total", "similarplay_finder_backend_total", "process_resident_memory_bytes"]) {
      expect(after).toContain(`# TYPE ${name}`);
    }
  });
});
