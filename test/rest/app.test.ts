// Covers createRestApp over fakes: every response field, every error row of the spec (exact 422 bodies), caching
// (ETag, 304, normalized keys), rate limits (429 + Retry-After), the kill switch (503), and the one error path.
import { describe, expect, test } from "bun:test";
import { toAgentSummary } from "../../src/facts";
import { HADES_SUMMARY } from "../helpers/fake-tool-deps";
import { restHarness, TEST_IP_HEADER } from "../helpers/rest-harness";

const LIKE = "/api/agent/games-like";
const FACTS = "/api/agent/game-facts";

describe("createRestApp", () => {
  describe("a cached answer", () => {
    test("comes back from the server handler at once, with the same body and every header of the first answer", async () => {
      const { get } = restHarness();
      const first = get(`${LIKE}?q=Hades&n=2`);
      expect(first).toBeInstanceOf(Promise);
      const a = await first;
      const again = get(`${LIKE}?q=Hades&n=2`);
      expect(again).not.toBeInstanceOf(Promise);
      const b = await again;
      const headers = (r: Response) => [...r.headers].filter(([k]) => k !== "ratelimit");
      expect(headers(b)).toEqual(headers(a));
      expect(headers(b).map(([k]) => k)).toEqual(["access-control-allow-origin", "access-control-expose-headers", "cache-control", "content-type", "etag", "ratelimit-policy", "vary"]);
      expect([a, b].map((r) => r.headers.get("ratelimit"))).toEqual(['"minute";r=29;t=60', '"minute";r=28;t=60']);
      const text = await a.text();
      expect(await b.text()).toBe(text);
      // Compressing is work to wait for: the same cached answer gzipped is a promise, and the same JSON unzipped.
      const zipped = get(`${LIKE}?q=Hades&n=2`, { "accept-encoding": "gzip" });
      expect(zipped).toBeInstanceOf(Promise);
      const z = await zipped;
      expect(z.headers.get("content-encoding")).toBe("gzip");
      expect(z.headers.get("etag")).toBe(a.headers.get("etag"));
      expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await z.arrayBuffer())))).toBe(text);
    });
  });

  describe("GET /api/agent/games-like", () => {
    test("answers every field of GamesLikeResponse, with cache and rate-limit headers", async () => {
      const { get } = restHarness();
      const res = await get(`${LIKE}?q=Hades&n=2&coop=true`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
      // Weak: the edge may send the answer compressed, and every encoding carries the same validator.
      expect(res.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers.get("ratelimit-policy")).toContain("q=30;w=60");
      expect(await res.json()).toEqual({
        query: "Hades",
        source: "SimilarPlay",
        attribution: "Data: SimilarPlay (https://sp.example). When you use it, name SimilarPlay and link each game's url. Please do not mirror the catalog in bulk.",
        seed: { appid: 1145360, name: "Hades", url: "https://sp.example/game/1145360?ref=agent", store_url: "https://store.steampowered.com/app/1145360/" },
        other_matches: [{ appid: 1145350, name: "Hades II" }],
        lang: "en",
        filters: { free: false, coop: true, deck: null },
        list_url: "https://sp.example/game/1145360/like?coop=true",
        results: [
          {
            rank: 1, appid: 413150, name: "Stardew Valley", url: "https://sp.example/game/413150?ref=agent",
            store_url: "https://store.steampowered.com/app/413150/", why: "Like Hades.", year: 2016,
            price: { is_free: false, amount: null, currency: null, text: null }, handheld_status: "verified",
            reviews: { total: 505, positive_pct: 99 }, genres: ["Indie", "RPG", "Simulation"],
          },
          {
            rank: 2, appid: 632360, name: "Risk of Rain 2", url: "https://sp.example/game/632360?ref=agent",
            store_url: "https://store.steampowered.com/app/632360/", why: "Like Hades.", year: 2020,
            price: { is_free: false, amount: null, currency: null, text: null }, handheld_status: "playable",
            reviews: null, genres: ["Action", "Indie"],
          },
        ],
        generated_at: "2026-03-01T12:00:00Z",
      });
    });

    test("echoes q exactly as received (decoded, whitespace kept) and ignores unknown parameters", async () => {
      const { get } = restHarness();
      const body = await (await get(`${LIKE}?q=+Hades+&utm_source=x&Q=ignored`)).json();
      expect(body.query).toBe(" Hades ");
    });

    test("applies lang, n and every filter, and says so in filters and list_url", async () => {
      const { get } = restHarness();
      const body = await (await get(`${LIKE}?q=1145360&n=1&lang=ru&free=no&coop=Yes&deck=playable`)).json();
      expect(body.filters).toEqual({ free: false, coop: true, deck: "playable" });
      expect(body.list_url).toBe("https://sp.example/game/1145360/like?coop=true&deck=playable&lang=ru");
      expect(body.results.length).toBe(1);
      expect(body.results[0].why).toBe("Похожа на Hades.");
    });
  });

  describe("GET /api/agent/game-facts", () => {
    test("answers every field of GameFactsResponse", async () => {
      const { get } = restHarness();
      const res = await get(`${FACTS}?q=1145360&lang=ru`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body)).toEqual(["query", "source", "attribution", "lang", "game", "other_matches", "generated_at"]);
      expect(body).toMatchObject({ query: "1145360", source: "SimilarPlay", lang: "ru", other_matches: [] });
      expect(body.attribution).toMatch(/^Данные: SimilarPlay/);
      expect(body.game).toMatchObject({ appid: 1145360, name: "Hades", similar_url: "https://sp.example/game/1145360/like" });
    });

    test("carries the store description and the mined summary, with every summary field", async () => {
      const body = await (await restHarness().get(`${FACTS}?q=1145360`)).json();
      expect(body.game.description).toBe("Defy the god of the dead.");
      expect(body.game.summary).toEqual(toAgentSummary(HADES_SUMMARY));
      expect(Object.keys(body.game.summary)).toEqual(["tagline", "difficulty", "length", "session_shape", "co_op", "hooks", "dealbreakers", "language"]);
    });
  });

  describe("when no game matches", () => {
    test.each([LIKE, FACTS])("%s answers 404 not_found naming q", async (path) => {
      const { get } = restHarness();
      const res = await get(`${path}?q=zzzzqqqxx`);
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body.source).toBe("SimilarPlay");
      expect(body.error).toBe("not_found");
      expect(body.detail).toContain('no game matches "zzzzqqqxx"');
      expect(res.headers.get("cache-control")).toBeNull();
    });
  });

  describe("when parameters are invalid (422, FastAPI's exact bodies)", () => {
    const q201 = "x".repeat(201);
    test.each([
      ["", [{ type: "missing", loc: ["query", "q"], msg: "Field required", input: null }]],
      ["q=Hades&n=0", [{ type: "greater_than_equal", loc: ["query", "n"], msg: "Input should be greater than or equal to 1", input: "0", ctx: { ge: 1 } }]],
      ["q=Hades&n=21", [{ type: "less_than_equal", loc: ["query", "n"], msg: "Input should be less than or equal to 20", input: "21", ctx: { le: 20 } }]],
      ["q=Hades&n=abc", [{ type: "int_parsing", loc: ["query", "n"], msg: "Input should be a valid integer, unable to parse string as an integer", input: "abc" }]],
      [`q=${q201}`, [{ type: "string_too_long", loc: ["query", "q"], msg: "String should have at most 200 characters", input: q201, ctx: { max_length: 200 } }]],
      ["q=", [{ type: "string_too_short", loc: ["query", "q"], msg: "String should have at least 1 character", input: "", ctx: { min_length: 1 } }]],
      ["q=Hades&lang=fr", [{ type: "literal_error", loc: ["query", "lang"], msg: "Input should be 'en' or 'ru'", input: "fr", ctx: { expected: "'en' or 'ru'" } }]],
      ["q=Hades&free=maybe", [{ type: "bool_parsing", loc: ["query", "free"], msg: "Input should be a valid boolean, unable to interpret input", input: "maybe" }]],
      ["q=Hades&coop=2", [{ type: "bool_parsing", loc: ["query", "coop"], msg: "Input should be a valid boolean, unable to interpret input", input: "2" }]],
      ["q=Hades&deck=yes", [{ type: "literal_error", loc: ["query", "deck"], msg: "Input should be 'verified' or 'playable'", input: "yes", ctx: { expected: "'verified' or 'playable'" } }]],
      [
        "n=0&lang=fr&free=maybe&coop=&deck=x",
        [
          { type: "missing", loc: ["query", "q"], msg: "Field required", input: null },
          { type: "greater_than_equal", loc: ["query", "n"], msg: "Input should be greater than or equal to 1", input: "0", ctx: { ge: 1 } },
          { type: "literal_error", loc: ["query", "lang"], msg: "Input should be 'en' or 'ru'", input: "fr", ctx: { expected: "'en' or 'ru'" } },
          { type: "bool_parsing", loc: ["query", "free"], msg: "Input should be a valid boolean, unable to interpret input", input: "maybe" },
          { type: "bool_parsing", loc: ["query", "coop"], msg: "Input should be a valid boolean, unable to interpret input", input: "" },
          { type: "literal_error", loc: ["query", "deck"], msg: "Input should be 'verified' or 'playable'", input: "x", ctx: { expected: "'verified' or 'playable'" } },
        ],
      ],
    ])("games-like?%s", async (query, detail) => {
      const { get } = restHarness();
      const res = await get(`${LIKE}?${query}`);
      expect(res.status).toBe(422);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(await res.text()).toBe(JSON.stringify({ detail }));
    });

    test("game-facts validates q and lang the same way, and ignores games-like's parameters", async () => {
      const { get } = restHarness();
      const res = await get(`${FACTS}?q=&lang=de&n=0`);
      expect(res.status).toBe(422);
      expect((await res.json()).detail.map((e: { type: string }) => e.type)).toEqual(["string_too_short", "literal_error"]);
    });

    // Invalid requests are answered before the limiter: they cost no quota.
    test("invalid requests do not use up the rate limit", async () => {
      const { get } = restHarness({ env: { RATE_LIMIT_PER_MINUTE: "1" } });
      for (let i = 0; i < 5; i++) expect((await get(`${LIKE}?n=0`)).status).toBe(422);
      expect((await get(`${FACTS}?q=Hades`)).status).toBe(200);
    });
  });

  describe("caching", () => {
    test("an identical request is served from the cache with the same body and ETag", async () => {
      const { get, tools, clock } = restHarness();
      const a = await get(`${LIKE}?q=Hades&n=3`);
      clock.now += 60_000;
      const b = await get(`${LIKE}?q=Hades&n=3`);
      expect(await b.text()).toBe(await a.text());
      expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
      expect(tools.recommender.calls.length).toBe(1);
    });

    test("equivalent spellings of the parameters share one entry; a different q does not", async () => {
      const { get, tools } = restHarness();
      await get(`${LIKE}?q=Hades&coop=true&n=10`);
      await get(`${LIKE}?coop=YES&q=Hades&lang=en&free=0`);
      expect(tools.recommender.calls.length).toBe(1);
      const other = await (await get(`${LIKE}?q=hades&coop=1`)).json();
      expect(other.query).toBe("hades");
      expect(tools.recommender.calls.length).toBe(2);
    });

    test("If-None-Match with the current ETag answers 304 with no body", async () => {
      const { get } = restHarness();
      const etag = (await get(`${FACTS}?q=Hades`)).headers.get("etag")!;
      for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const res = await get(`${FACTS}?q=Hades`, { "if-none-match": inm });
        expect(res.status).toBe(304);
        expect(await res.text()).toBe("");
        expect(res.headers.get("etag")).toBe(etag);
        expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
      }
      expect((await get(`${FACTS}?q=Hades`, { "if-none-match": '"stale"' })).status).toBe(200);
    });

    test("answers expire after a day", async () => {
      const { get, tools, clock } = restHarness();
      await get(`${LIKE}?q=Hades`);
      clock.now += 86_400_000 + 1000;
      await get(`${LIKE}?q=Hades`);
      expect(tools.recommender.calls.length).toBe(2);
    });
  });

  describe("rate limits", () => {
    // The spec's 30 requests a minute per address, counted across both endpoints and cache hits.
    test("the 31st request in a minute is 429 rate_limited with Retry-After in whole seconds", async () => {
      const { get, clock } = restHarness();
      for (let i = 0; i < 30; i++) expect((await get(i % 2 ? `${LIKE}?q=Hades` : `${FACTS}?q=Hades`)).status).toBe(200);
      const res = await get(`${FACTS}?q=Hades`);
      expect(res.status).toBe(429);
      const retry = res.headers.get("retry-after")!;
      expect(retry).toMatch(/^[1-9]\d*$/);
      expect(Number(retry)).toBeLessThanOrEqual(60);
      const body = await res.json();
      expect(body).toMatchObject({ source: "SimilarPlay", error: "rate_limited" });
      expect(body.detail.length).toBeGreaterThan(0);
      expect(res.headers.get("ratelimit")).toContain("r=0");
      // Another address has its own quota.
      expect((await get(`${FACTS}?q=Hades`, { [TEST_IP_HEADER]: "198.51.100.7" })).status).toBe(200);
      // And after Retry-After seconds a request passes again.
      clock.now += Number(retry) * 1000;
      expect((await get(`${FACTS}?q=Hades`)).status).toBe(200);
    });

    // The daily quota holds even when the caller stays under the per-minute rate.
    test("the per-day quota refuses once spent, with a Retry-After beyond the minute window", async () => {
      const { get, clock } = restHarness({ env: { RATE_LIMIT_PER_DAY: "5" } });
      for (let i = 0; i < 5; i++) {
        expect((await get(`${FACTS}?q=Hades`)).status).toBe(200);
        clock.now += 10_000;
      }
      const res = await get(`${FACTS}?q=Hades`);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(60);
    });

    // One global hourly cap is shared by every caller: new addresses do not get around it.
    test("the global hourly cap refuses every address once spent", async () => {
      const { get } = restHarness({ env: { RATE_LIMIT_GLOBAL_PER_HOUR: "3" } });
      for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
        expect((await get(`${FACTS}?q=Hades`, { [TEST_IP_HEADER]: ip })).status).toBe(200);
      const res = await get(`${FACTS}?q=Hades`, { [TEST_IP_HEADER]: "198.51.100.4" });
      expect(res.status).toBe(429);
      expect((await res.json()).error).toBe("rate_limited");
    });

    // A forged X-Forwarded-For from an untrusted peer must not buy a fresh quota.
    test("X-Forwarded-For is ignored unless the peer is a trusted proxy", async () => {
      const { get } = restHarness({ env: { RATE_LIMIT_PER_MINUTE: "1" } });
      expect((await get(`${FACTS}?q=Hades`, { "x-forwarded-for": "1.1.1.1" })).status).toBe(200);
      expect((await get(`${FACTS}?q=Hades`, { "x-forwarded-for": "2.2.2.2" })).status).toBe(429);
    });

    test("behind a trusted proxy each forwarded client has its own quota", async () => {
      const { get } = restHarness({ env: { RATE_LIMIT_PER_MINUTE: "1", TRUSTED_PROXIES: "10.0.0.0/8" } });
      const viaProxy = (client: string) => get(`${FACTS}?q=Hades`, { [TEST_IP_HEADER]: "10.0.0.2", "x-forwarded-for": client });
      expect((await viaProxy("1.1.1.1")).status).toBe(200);
      expect((await viaProxy("2.2.2.2")).status).toBe(200);
      expect((await viaProxy("1.1.1.1")).status).toBe(429);
    });

    test("RATE_LIMITS=off never refuses and sends no RateLimit headers", async () => {
      const { get } = restHarness({ env: { RATE_LIMITS: "off", RATE_LIMIT_PER_MINUTE: "1" } });
      for (let i = 0; i < 3; i++) {
        const res = await get(`${FACTS}?q=Hades`);
        expect(res.status).toBe(200);
        expect(res.headers.get("ratelimit")).toBeNull();
      }
    });
  });

  describe("the kill switch", () => {
    test.each([`${LIKE}?q=Hades`, `${FACTS}?q=Hades`, `${LIKE}?n=0`])("%s answers 503 disabled while off, and works again once on", async (url) => {
      const { get, state } = restHarness();
      state.enabled = false;
      const res = await get(url);
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toMatchObject({ source: "SimilarPlay", error: "disabled" });
      expect(body.detail).toContain("switched off");
      state.enabled = true;
      expect((await get(url)).status).not.toBe(503);
    });

    test("the OpenAPI document stays available while off", async () => {
      const { get, state } = restHarness();
      state.enabled = false;
      expect((await get("/openapi.json")).status).toBe(200);
    });
  });

  describe("one error path", () => {
    // An unexpected failure (say, SQLite) must never leak a stack trace or SQL to the caller.
    test("an unknown error is a plain 500, logged", async () => {
      const boom = { resolve: () => { throw new Error("SQLITE_ERROR: no such table: games (SELECT * FROM games)"); } };
      const { get, logs } = restHarness({ tools: { lookup: boom } });
      const res = await get(`${FACTS}?q=Hades`);
      expect(res.status).toBe(500);
      expect(await res.text()).toBe('{"detail":"Internal Server Error"}');
      expect(logs.length).toBe(1);
      expect(String(logs[0]!.fields?.error)).toContain("SQLITE_ERROR");
    });

    test("other methods on an endpoint are 405 with Allow: GET, HEAD; unknown paths are 404", async () => {
      const { get } = restHarness();
      const post = await get(`${LIKE}?q=Hades`, {}, "POST");
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET, HEAD");
      expect(await post.json()).toEqual({ detail: "Method Not Allowed" });
      const missing = await get("/api/agent/nope");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ detail: "Not Found" });
    });

    // The body stays in the Response so that its length is GET's; Bun never sends it (test/web/server-edges.test.ts).
    test("HEAD is answered like GET", async () => {
      const { get } = restHarness();
      const [head, plain] = [await get(`${FACTS}?q=Hades`, {}, "HEAD"), await get(`${FACTS}?q=Hades`)];
      expect(head.status).toBe(200);
      expect(head.headers.get("etag")).toBe(plain.headers.get("etag"));
    });
  });
});
