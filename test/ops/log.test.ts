// JSON log lines filtered by level; the real output batches stdout lines and loses none on exit or before an error line.
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

  test("a line is JSON.stringify of the time, level, message and fields, in that order", () => {
    const out: string[] = [];
    const log = createLogger("debug", (line) => out.push(line));
    const fields = { id: "a\"b", path: "/игра/\n", status: 200, ms: 1.5, nothing: undefined, list: [1, "x"] };
    log.info("request", fields);
    log.warn('a "quoted" message');
    const [withFields, bare] = out.map((line) => ({ line, time: JSON.parse(line).time as string }));
    expect(withFields!.line).toBe(JSON.stringify({ time: withFields!.time, level: "info", msg: "request", ...fields }));
    expect(bare!.line).toBe(JSON.stringify({ time: bare!.time, level: "warn", msg: 'a "quoted" message' }));
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

  test("the buffered output writes every line in order, flushes before an error line and at exit", () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(`${import.meta.dir}/../../src/ops/log.ts`)});
      const log = createLogger("info");
      for (let i = 0; i < 3000; i++) log.info("line", { i });
      log.error("boom");
      log.info("after");
      process.exit(0);`;
    const run = Bun.spawnSync([process.execPath, "-e", script]);
    const lines = run.stdout.toString().trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3001);
    expect(lines.slice(0, 3000).every((l, i) => l.i === i)).toBe(true);
    expect(lines[3000].msg).toBe("after");
    expect(JSON.parse(run.stderr.toString()).msg).toBe("boom");
  });

  test("the batch keeps lines whole across its 64 KB edge, in any script, and a line longer than a batch", () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(`${import.meta.dir}/../../src/ops/log.ts`)});
      const log = createLogger("info");
      for (let i = 0; i < 2000; i++) log.info("строка", { i, text: "ゲーム ".repeat(i % 50), emoji: "🎮" });
      log.info("long", { text: "é".repeat(100_000) });
      log.info("last");
      process.exit(0);`;
    const run = Bun.spawnSync([process.execPath, "-e", script]);
    const lines = run.stdout.toString().trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2002);
    expect(lines.slice(0, 2000).every((l, i) => l.i === i && l.msg === "строка" && l.text === "ゲーム ".repeat(i % 50) && l.emoji === "🎮")).toBe(true);
    expect(lines[2000].text).toHaveLength(100_000);
    expect(lines[2001].msg).toBe("last");
  });
});
