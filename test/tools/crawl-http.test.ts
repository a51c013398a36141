// Covers the crawler's HTTP client against a local server: retries with backoff on 5xx, 429 with Retry-After,
// timeouts, no retry on other 4xx, and how failed apps land in the checkpoint.

import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHttpClient, createRequestPacer, CrawlHttpError, parseRetryAfter, runCrawl } from "../../tools/crawl/index.ts";
import { startFakeSteam, type FakeSteam } from "../fixtures/crawl/fake-steam.ts";
import { readJson } from "../fixtures/crawl/readers.ts";
import { testOptions } from "../fixtures/crawl/test-options.ts";

let fake: FakeSteam;
let lines: string[];
const KEY = "appdetails:10";
const url = () => `${fake.base}/api/appdetails?appids=10&cc=us&l=english`;
const client = (overrides: { retries?: number; timeoutMs?: number } = {}) =>
  createHttpClient({ userAgent: "crawl-test/1.0", timeoutMs: 2000, retries: 3, backoffMs: 5, maxBackoffMs: 20, log: (line) => lines.push(line), ...overrides });
const pacer = () => createRequestPacer({ intervalMs: 0 });

beforeEach(() => {
  fake = startFakeSteam();
  lines = [];
});

afterEach(() => fake.stop());

describe("createHttpClient", () => {
  test("retries 5xx responses and returns the body once one succeeds", async () => {
    fake.inject(KEY, { status: 500 }, { status: 503 });
    const body = (await client().getJson(url(), pacer())) as Record<string, { success: boolean }>;
    expect(body["10"]!.success).toBe(true);
    expect(fake.count(KEY)).toBe(3);
    expect(lines[0]).toMatch(/^crawl: GET http:\/\/127\.0\.0\.1:\d+\/api\/appdetails\?appids=10&cc=us&l=english returned HTTP 500; retry 1\/3 in 0\.0 s$/);
  });

  test("waits for a 429's Retry-After before retrying", async () => {
    // Fractional seconds keep the test fast; real servers send whole seconds or a date.
    fake.inject(KEY, { status: 429, headers: { "Retry-After": "0.2" } });
    await client().getJson(url(), pacer());
    const [first, second] = fake.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(195);
  });

  test("a 429 holds back other requests sharing the pacer", async () => {
    fake.inject(KEY, { status: 429, headers: { "Retry-After": "0.15" } });
    // The second request starts once the 429 has been read (a fixed sleep raced it on a loaded machine).
    const base = pacer();
    let pushedBack = () => {};
    const pushed = new Promise<void>((resolve) => (pushedBack = resolve));
    const shared = { ...base, pushBack: (ms: number) => (base.pushBack(ms), pushedBack()) };
    const http = client();
    const retried = http.getJson(url(), shared);
    await pushed;
    await http.getJson(`${fake.base}/api/appdetails?appids=20&cc=us&l=english`, shared);
    await retried;
    const first429 = fake.requests[0]!.at;
    const other = fake.requests.find((r) => r.key === "appdetails:20")!;
    expect(other.at - first429).toBeGreaterThanOrEqual(140);
  });

  test("does not retry a 404", async () => {
    const error = await client().getJson(`${fake.base}/api/appdetails?appids=404&cc=us&l=english`, pacer()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrawlHttpError);
    expect((error as CrawlHttpError).status).toBe(404);
    expect((error as CrawlHttpError).retryable).toBe(false);
    expect(fake.count("appdetails:404")).toBe(1);
  });

  test("gives up after the configured retries with the last error", async () => {
    fake.inject(KEY, { status: 502 }, { status: 502 }, { status: 502 });
    const error = await client({ retries: 2 }).getJson(url(), pacer()).catch((e: unknown) => e);
    expect((error as Error).message).toEndWith("/api/appdetails?appids=10&cc=us&l=english returned HTTP 502");
    expect(fake.count(KEY)).toBe(3);
  });

  test("retries a request that times out", async () => {
    fake.inject(KEY, { status: 200, body: "{}", delayMs: 300 });
    const body = await client({ timeoutMs: 80 }).getJson(url(), pacer());
    expect(body).toHaveProperty("10");
    expect(lines[0]).toContain("timed out after 80 ms; retry 1/3");
  });

  test("rejects a body that is not JSON without retrying", async () => {
    fake.inject(KEY, { status: 200, body: "<html>busy</html>" });
    const error = await client().getJson(url(), pacer()).catch((e: unknown) => e);
    expect((error as Error).message).toEndWith("returned a body that is not JSON: <html>busy</html>");
    expect(fake.count(KEY)).toBe(1);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-06-01T00:00:00Z");
  test.each([
    ["120", 120_000],
    ["0.5", 500],
    ["Sun, 01 Jun 2025 00:00:30 GMT", 30_000],
    ["Sat, 31 May 2025 23:00:00 GMT", 0],
    ["soon", null],
    [null, null],
  ])("parses %p as %p ms", (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});

describe("runCrawl failures", () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), "crawl-http-"));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  test("marks an app failed on a 404, and a rerun tries it again", async () => {
    fake.inject(KEY, { status: 404 });
    const options = testOptions(fake.base, out, { appids: [10], endpoints: ["appdetails"] });
    const first = await runCrawl(options, { log: () => undefined });
    expect(first.counts.appdetails).toEqual({ done: 0, skipped: 0, failed: 1 });
    const checkpoint = readJson(join(out, "crawl-checkpoint.json")) as { apps: { appdetails: Record<string, { state: string; reason: string }> } };
    expect(checkpoint.apps.appdetails["10"]!.state).toBe("failed");
    expect(checkpoint.apps.appdetails["10"]!.reason).toEndWith("returned HTTP 404");
    expect(fake.count(KEY)).toBe(1);

    const second = await runCrawl(options, { log: () => undefined });
    expect(second.counts.appdetails).toEqual({ done: 1, skipped: 0, failed: 0 });
    expect(fake.count(KEY)).toBe(2);
  });
});
