// Covers the request log line's level: a failure of the service is `error`, while /readyz answering 503 (starting or
// draining, the probe's expected answer) is `warn`, and other ops answers are `debug`.
import { describe, expect, test } from "bun:test";
import { createLogger, createMetrics, createReadiness, createRequestTracker } from "../../src/ops";
import type { LogLevel } from "../../src/config/config";

describe("the request log line", () => {
  test.each([
    ["/readyz", 503, "warn"],
    ["/readyz", 200, "debug"],
    ["/api/agent/games-like", 500, "error"],
    ["/mcp", 503, "error"],
    ["/game/1145360", 200, "info"],
  ] as const)("%s answered %d is logged at %s", (path, status, level) => {
    const lines: { level: LogLevel; line: Record<string, unknown> }[] = [];
    const logger = createLogger("debug", (line, l) => void lines.push({ level: l, line: JSON.parse(line) }));
    const tracker = createRequestTracker({
      metrics: createMetrics({ version: "t", catalogBuiltAt: "2026-01-01T00:00:00Z", snapshots: {} }, { processMetrics: false }),
      readiness: createReadiness([]),
      logger,
      mcpPath: "/mcp",
    });
    const request = new Request(`https://sp.example${path}`);
    tracker.end(tracker.begin(request, path), status);
    expect(lines.map((l) => [l.level, l.line.status])).toEqual([[level, status]]);
  });
});
