// JSON log lines filtered by level.
import { describe, expect, test } from "bun:test";
import { createLogger } from "../../src/ops";

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
