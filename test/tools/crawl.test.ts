// Covers runCrawl end to end against a local fake Steam/SteamSpy: output formats and paths, app selection,
// success:false skips, and resuming after an interruption.

import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCrawl, STEAMSPY_CSV_COLUMNS } from "../../tools/crawl/index.ts";
import { readFixture, startFakeSteam, type FakeSteam } from "../fixtures/crawl/fake-steam.ts";
import { parseCsv, parsePythonTagDict, readGzipJson, readJson } from "../fixtures/crawl/readers.ts";
import { SNAPSHOT, testOptions } from "../fixtures/crawl/test-options.ts";

let fake: FakeSteam;
let out: string;
const silent = () => undefined;

beforeEach(() => {
  fake = startFakeSteam();
  out = mkdtempSync(join(tmpdir(), "crawl-test-"));
});

afterEach(() => {
  fake.stop();
  rmSync(out, { recursive: true, force: true });
});

type Review = { recommendationid: string };
type ReviewsFixture = Record<string, { query_summary: unknown; reviews: Review[] }>;

describe("runCrawl", () => {
  describe("when crawling everything from the SteamSpy pages", () => {
    test("writes every dump in the catalog build's formats and paths", async () => {
      const summary = await runCrawl(testOptions(fake.base, out), { log: silent });
      expect(summary.interrupted).toBe(false);

      // SteamSpy `all`: page 0 as appid -> record, no file for the empty page 1.
      const pageDir = join(out, `steamspy-${SNAPSHOT}`);
      expect(readJson(join(pageDir, "20250601_steamspy_page_0.json"))).toEqual(readFixture("steamspy-all-page-0.json"));
      expect(existsSync(join(pageDir, "20250601_steamspy_page_1.json"))).toBe(false);

      // Store appdetails: the `data` object only.
      const store10 = readFixture("store-appdetails-10.json") as Record<string, { data: unknown }>;
      expect(readJson(join(out, `appdetails-${SNAPSHOT}`, "10.json"))).toEqual(store10["10"]!.data);
      expect(existsSync(join(out, `appdetails-${SNAPSHOT}`, "20.json"))).toBe(true);

      // Reviews: first page's query_summary, reviews keyed by recommendationid, capped at 2 pages.
      const pages = readFixture("appreviews-10.json") as ReviewsFixture;
      const dump = readGzipJson(join(out, `reviews-${SNAPSHOT}`, "review_10.json.gz")) as { query_summary: unknown; reviews: Record<string, Review> };
      expect(dump.query_summary).toEqual(pages["*"]!.query_summary);
      const expected = [...pages["*"]!.reviews, ...pages["AoJ+8/x1Q=="]!.reviews];
      expect(dump.reviews).toEqual(Object.fromEntries(expected.map((review) => [review.recommendationid, review])));
      const empty = readGzipJson(join(out, `reviews-${SNAPSHOT}`, "review_30.json.gz")) as { reviews: object };
      expect(empty.reviews).toEqual({});

      // SteamSpy appdetails: the top-1000 CSV with CRLF rows and Python-dict tags.
      const csvText = readFileSync(join(out, `steamspy-top-${SNAPSHOT}`, "steamspy_top1000.csv"), "utf8");
      expect(csvText.endsWith("\r\n")).toBe(true);
      const [header, ...rows] = parseCsv(csvText);
      expect(header).toEqual([...STEAMSPY_CSV_COLUMNS]);
      expect(rows.map((row) => row[0])).toEqual(["10", "20", "30"]);
      for (const row of rows) {
        const source = readFixture(`steamspy-appdetails-${row[0]}.json`) as Record<string, unknown>;
        const record = Object.fromEntries(header!.map((column, i) => [column, row[i]]));
        expect(record.owners).toBe(source.owners as string);
        expect(record.languages).toBe(source.languages as string);
        expect(parsePythonTagDict(record.tags!)).toEqual(Array.isArray(source.tags) ? {} : (source.tags as Record<string, number>));
      }
      expect(rows[2]![19]).toBe("[]");
      expect(csvText).toContain(`"{'Action': 540, 'FPS': 480, ""1990's"": 120, 'Team-Based': 90}"`);
    });

    test("records success:false as skipped, with no file", async () => {
      const summary = await runCrawl(testOptions(fake.base, out), { log: silent });
      expect(summary.counts.appdetails).toEqual({ done: 2, skipped: 1, failed: 0 });
      expect(existsSync(join(out, `appdetails-${SNAPSHOT}`, "30.json"))).toBe(false);
      const checkpoint = readJson(join(out, "crawl-checkpoint.json")) as { apps: { appdetails: Record<string, { state: string; reason: string }> } };
      expect(checkpoint.apps.appdetails["30"]).toMatchObject({ state: "skipped", reason: "store success:false" });

      // A rerun does not ask again about a skipped app.
      await runCrawl(testOptions(fake.base, out), { log: silent });
      expect(fake.count("appdetails:30")).toBe(1);
    });

    test("visits apps most-reviewed first and --top keeps the first N", async () => {
      await runCrawl(testOptions(fake.base, out, { top: 2, endpoints: ["steamspy-all", "appdetails"] }), { log: silent });
      const order = fake.requests.filter((r) => r.key.startsWith("appdetails:")).map((r) => r.key);
      expect(order).toEqual(["appdetails:30", "appdetails:10"]);
    });

    test("sends the configured User-Agent", async () => {
      await runCrawl(testOptions(fake.base, out, { endpoints: ["steamspy-all"] }), { log: silent });
      expect(fake.requests.map((r) => r.userAgent)).toEqual(["crawl-test/1.0", "crawl-test/1.0"]);
    });
  });

  describe("when given explicit appids", () => {
    test("crawls only those apps and no SteamSpy pages", async () => {
      await runCrawl(testOptions(fake.base, out, { appids: [20], endpoints: ["appdetails", "reviews"] }), { log: silent });
      expect(fake.requests.map((r) => r.key).sort()).toEqual(["appdetails:20", "reviews:20", "reviews:20"]);
    });
  });

  describe("when interrupted", () => {
    test("a rerun skips what is done and finishes the rest", async () => {
      // Abort while the second store appdetails request is in flight (Ctrl-C in the CLI).
      const controller = new AbortController();
      fake.onRequest = (request) => {
        if (request.key.startsWith("appdetails:") && fake.requests.filter((r) => r.key.startsWith("appdetails:")).length === 2) controller.abort();
      };
      const first = await runCrawl(testOptions(fake.base, out), { log: silent, signal: controller.signal });
      expect(first.interrupted).toBe(true);
      const checkpoint = readJson(join(out, "crawl-checkpoint.json")) as { apps: Record<string, Record<string, { state: string }>> };
      const settled = Object.entries(checkpoint.apps).flatMap(([endpoint, apps]) =>
        Object.entries(apps).filter(([, record]) => record.state !== "failed").map(([appid]) => `${endpoint}:${appid}`),
      );
      expect(settled).toContain("appdetails:30");
      expect(settled).not.toContain("appdetails:10");

      fake.onRequest = undefined;
      const before = fake.requests.length;
      const second = await runCrawl(testOptions(fake.base, out), { log: silent });
      const rerun = fake.requests.slice(before).map((r) => r.key);
      expect(second.interrupted).toBe(false);
      expect(rerun).not.toContain("steamspy-all:0");
      for (const key of settled) expect(rerun).not.toContain(key);
      expect(rerun).toContain("appdetails:10");
      expect(second.counts).toEqual({
        "steamspy-details": { done: 3, skipped: 0, failed: 0 },
        appdetails: { done: 2, skipped: 1, failed: 0 },
        reviews: { done: 3, skipped: 0, failed: 0 },
      });
      expect(parseCsv(readFileSync(join(out, `steamspy-top-${SNAPSHOT}`, "steamspy_top1000.csv"), "utf8"))).toHaveLength(4);

      // A third run has nothing left to fetch.
      const done = fake.requests.length;
      await runCrawl(testOptions(fake.base, out), { log: silent });
      expect(fake.requests.length).toBe(done);
    });
  });

  describe("when the checkpoint belongs to another snapshot", () => {
    test("refuses to mix the two", async () => {
      await runCrawl(testOptions(fake.base, out, { endpoints: ["steamspy-all"] }), { log: silent });
      const promise = runCrawl(testOptions(fake.base, out, { snapshot: "2025-07-01" }), { log: silent });
      await expect(promise).rejects.toThrow(
        `crawl: ${join(out, "crawl-checkpoint.json")} belongs to snapshot ${SNAPSHOT}, not 2025-07-01; pass --snapshot ${SNAPSHOT} to resume it or use another --out`,
      );
    });
  });
});
