// JSON log lines filtered by level, and the request ids a caller may pass through.
import { describe, expect, test } from "bun:test";
import { createLogger, requestIdOf } from "../../src/ops";

describe("createLogger", () => {
  test("writes one JSON object per line at the level and above", () => {
    const out: [string, string][] = [];
    const log = createLogger("warn", (line, level) => out.push([level, line]));
    log.debug("d");
    log.info("i");
    log.warn("w", { n: 1 });
    log.error("e");
    expect(out.map(([l]) => l)).toEqual(["warn", "error"]);
    const first = JSON.parse(out[0]![1]);
    expect(first).toMatchObject({ level: "warn", msg: "w", n: 1 });
    expect(new Date(first.time).toISOString()).toBe(first.time);
  });

  test("silent writes nothing; debug writes everything", () => {
    const silent: string[] = [];
    const all: string[] = [];
    for (const [level, sink] of [["silent", silent], ["debug", all]] as const) {
      const log = createLogger(level, (line) => sink.push(line));
      log.debug("a");
      log.error("b");
    }
    expect(silent).toEqual([]);
    expect(all.length).toBe(2);
  });
});

describe("requestIdOf", () => {
  const req = (id?: string) => new Request("http://x/", { headers: id === undefined ? {} : { "x-request-id": id } });
  test.each(["edge-1234abcd", "a1b2c3d4", "trace:0001.span_02"])("keeps the plain token %p", (id) => {
    expect(requestIdOf(req(id))).toBe(id);
  });
  test.each(["short", "x".repeat(65), 'id" level="error', "tab\tinside-1234", ""])("replaces %p with a UUID", (id) => {
    expect(requestIdOf(req(id))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
