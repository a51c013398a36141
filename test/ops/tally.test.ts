// Covers the tallies: the same updates render the very text prom-client's own Counter and Histogram render.
import { describe, expect, test } from "bun:test";
import { Counter, Histogram, Registry } from "prom-client";
import { tallyCounter, tallyHistogram } from "../../src/ops/tally";

const BUCKETS = [0.001, 0.01, 0.1, 1];

/** A small deterministic stream of label values and durations. */
function* updates(n: number): Generator<{ door: string; tool: string; status: string; seconds: number }> {
  let x = 7;
  for (let i = 0; i < n; i++) {
    x = (x * 48271) % 2147483647;
    yield { door: ["rest", "mcp", "web"][x % 3]!, tool: ["games_like", "find"][x % 2]!, status: ["200", "404", "429"][x % 5 % 3]!, seconds: (x % 2000) / 1000 };
  }
}

describe("tallies", () => {
  test("render exactly as prom-client's Counter and Histogram for the same updates", async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const counter = new Counter({ name: "t_calls_total", help: "Calls.", labelNames: ["door", "tool", "status"], registers: [theirs] });
    const histogram = new Histogram({ name: "t_seconds", help: "Latency.", labelNames: ["door"], buckets: BUCKETS, registers: [theirs] });
    const single = new Counter({ name: "t_hits_total", help: "Hits.", labelNames: ["result"], registers: [theirs] });
    const tCounter = tallyCounter({ name: "t_calls_total", help: "Calls.", labelNames: ["door", "tool", "status"], registry: ours });
    const tHistogram = tallyHistogram({ name: "t_seconds", help: "Latency.", labelNames: ["door"], buckets: BUCKETS, registry: ours });
    const tSingle = tallyCounter({ name: "t_hits_total", help: "Hits.", labelNames: ["result"], registry: ours });
    single.inc({ result: "miss" }, 0);
    tSingle.inc(0, "miss");
    for (const u of updates(300)) {
      counter.inc({ door: u.door, tool: u.tool, status: u.status });
      tCounter.inc(1, u.door, u.tool, u.status);
      histogram.observe({ door: u.door }, u.seconds);
      tHistogram.observe(u.seconds, u.door);
      if (u.status === "200") {
        single.inc({ result: "hit" });
        tSingle.inc(1, "hit");
      }
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('t_seconds_bucket{le="+Inf",door="rest"}');
    expect(text).toContain('t_hits_total{result="miss"} 0');
  });
});
