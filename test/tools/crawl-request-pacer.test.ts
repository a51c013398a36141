// Covers createRequestPacer's spacing (measured with small intervals), 429 push-back, abort, and the store's
// shared pacer as seen by the server during a crawl.

import { describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequestPacer, runCrawl } from "../../tools/crawl/index.ts";
import { startFakeSteam } from "../fixtures/crawl/fake-steam.ts";
import { testOptions } from "../fixtures/crawl/test-options.ts";

// Timers may fire a millisecond early relative to performance.now(); allow that much.
const SLACK_MS = 2;
const SERVER_SLACK_MS = 30;

function gaps(times: number[]): number[] {
  return times.slice(1).map((time, i) => time - times[i]!);
}

describe("createRequestPacer", () => {
  test("lets the first request through at once and spaces the next ones by the interval", async () => {
    // On a clock that never moves a first request that waited would wait forever.
    await createRequestPacer({ intervalMs: 40, now: () => 1000 }).acquire();
    const pacer = createRequestPacer({ intervalMs: 40 });
    const times: number[] = [];
    await Promise.all([0, 1, 2, 3].map(() => pacer.acquire().then(() => times.push(performance.now()))));
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(40 - SLACK_MS);
  });

  test("pushBack holds the next request back", async () => {
    const pacer = createRequestPacer({ intervalMs: 0 });
    await pacer.acquire();
    pacer.pushBack(60);
    const start = performance.now();
    await pacer.acquire();
    expect(performance.now() - start).toBeGreaterThanOrEqual(60 - SLACK_MS);
  });

  test("a waiting request rejects when its signal aborts", async () => {
    const pacer = createRequestPacer({ intervalMs: 10_000 });
    await pacer.acquire();
    const controller = new AbortController();
    const waiting = pacer.acquire(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow();
  });
});

describe("runCrawl rate limits", () => {
  test("store appdetails and reviews share one pacer, as the server sees it", async () => {
    const fake = startFakeSteam();
    const out = mkdtempSync(join(tmpdir(), "crawl-rate-"));
    try {
      await runCrawl(testOptions(fake.base, out, { appids: [10, 20], endpoints: ["appdetails", "reviews"], storeIntervalMs: 30 }), {
        log: () => undefined,
      });
      const times = fake.requests.map((r) => r.at);
      expect(times.length).toBe(6);
      // Arrival times at the server jitter on a loaded machine, so check the span: six requests through ONE pacer
      // take at least five intervals (two separate pacers would take about half), less one interval of jitter.
      expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(5 * 30 - SERVER_SLACK_MS);
    } finally {
      fake.stop();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
