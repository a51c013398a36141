// Covers createAnswerCache (memory, least recently used first by a second chance, and Redis, one table: hits, TTL from createdAt, bound, off), the website's
// createPageCache, cacheKey, etagOf and etagMatches.
import { describe, expect, test } from "bun:test";
import { cacheKey, createAnswerCache, createPageCache, etagMatches, etagOf } from "../../src/limits/answer-cache";
import type { AnswerCache, CachedAnswer, RedisLike } from "../../src/limits/types";
import { useTestRedis } from "./redis-helper";

const START = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;
const { prefix, redis } = useTestRedis();
let n = 0;

const answer = (body: string, createdAt = START): CachedAnswer => ({ body, etag: etagOf(body), createdAt });

function setup(useRedis: boolean, config = { cacheTtlSeconds: 86_400, cacheMaxEntries: 3 }) {
  let now = START;
  const cache = createAnswerCache({
    config,
    redis: useRedis ? redis() : null,
    prefix: `${prefix}${++n}:`,
    clock: () => now,
  });
  return { cache, advance: (ms: number) => void (now += ms) };
}

describe.each([
  ["memory", false],
  ["redis", true],
])("createAnswerCache in %s", (_name, useRedis) => {
  test("returns what was stored under the same key, and null for other keys", async () => {
    const { cache } = setup(useRedis);
    await cache.set("games-like?q=Hades", answer('{"a":1}'));
    expect(await cache.get("games-like?q=Hades")).toEqual(answer('{"a":1}'));
    expect(await cache.get("games-like?q=hades")).toBeNull();
  });

  test("an answer lives one day from its createdAt, then is a miss", async () => {
    const { cache, advance } = setup(useRedis);
    await cache.set("k", answer("x"));
    advance(DAY - 1);
    expect(await cache.get("k")).not.toBeNull();
    advance(1);
    expect(await cache.get("k")).toBeNull();
  });

  test("an answer created more than a day ago is not stored", async () => {
    const { cache } = setup(useRedis);
    await cache.set("k", answer("x", START - DAY));
    expect(await cache.get("k")).toBeNull();
  });

  test("a TTL of 0 turns the cache off", async () => {
    const { cache } = setup(useRedis, { cacheTtlSeconds: 0, cacheMaxEntries: 3 });
    await cache.set("k", answer("x"));
    expect(await cache.get("k")).toBeNull();
  });
});

describe("createAnswerCache in memory", () => {
  test("holds at most cacheMaxEntries, dropping the least recently used", async () => {
    const { cache } = setup(false);
    for (const k of ["a", "b", "c"]) await cache.set(k, answer(k));
    await cache.get("a"); // a is now the most recent; b the least
    await cache.set("d", answer("d"));
    expect(await cache.get("b")).toBeNull();
    expect((await Promise.all(["a", "c", "d"].map((k) => cache.get(k)))).map((x) => x?.body)).toEqual(["a", "c", "d"]);
  });

  test("peek reads the same entries at once, with the same recency and lifetime", async () => {
    const { cache } = setup(false);
    for (const k of ["a", "b", "c"]) await cache.set(k, answer(k));
    expect(cache.peek!("a")?.body).toBe("a"); // a is now the most recent; b the least
    await cache.set("d", answer("d"));
    expect(cache.peek!("b")).toBeNull();
    expect(["a", "c", "d"].map((k) => cache.peek!(k)?.body)).toEqual(["a", "c", "d"]);
  });

  test("an answer read again and again stays while answers read once come and go", async () => {
    const { cache } = setup(false);
    await cache.set("hot", answer("hot"));
    for (let k = 0; k < 20; k++) {
      expect(cache.peek!("hot")?.body).toBe("hot");
      await cache.set(`cold${k}`, answer(`cold${k}`));
    }
    // Three entries at most: the hot one and the two newest.
    expect(["hot", "cold17", "cold18", "cold19"].map((k) => cache.peek!(k)?.body ?? null)).toEqual(["hot", null, "cold18", "cold19"]);
  });

  test("the answer just set is never the one dropped, even when every other was read since", async () => {
    const { cache } = setup(false, { cacheTtlSeconds: 86_400, cacheMaxEntries: 1 });
    await cache.set("a", answer("a"));
    expect(cache.peek!("a")?.body).toBe("a");
    await cache.set("b", answer("b"));
    expect([cache.peek!("a"), cache.peek!("b")?.body]).toEqual([null, "b"]);
  });

  test("a size of 0 turns the cache off", async () => {
    const { cache } = setup(false, { cacheTtlSeconds: 86_400, cacheMaxEntries: 0 });
    await cache.set("k", answer("x"));
    expect(await cache.get("k")).toBeNull();
  });
});

describe("createAnswerCache in redis", () => {
  test("stores under a hashed key with the remaining lifetime as PX", async () => {
    const p = `${prefix}px:`;
    const cache = createAnswerCache({ config: { cacheTtlSeconds: 86_400, cacheMaxEntries: 3 }, redis: redis(), prefix: p });
    await cache.set("games-like?q=" + "x".repeat(200), answer("x", Date.now() - 1000));
    const [key] = (await redis().send("KEYS", [`${p}*`])) as string[];
    expect(key).toMatch(/^test:limits:.*:px:cache:[0-9a-f]{40}$/);
    const pttl = Number(await redis().send("PTTL", [key!]));
    expect(pttl).toBeGreaterThan(DAY - 60_000);
    expect(pttl).toBeLessThanOrEqual(DAY - 1000);
  });

  test("a failing Redis is a miss, logged once, never an error", async () => {
    const broken: RedisLike = { send: async () => Promise.reject(new Error("Connection has failed")) };
    const warnings: string[] = [];
    const cache: AnswerCache = createAnswerCache({
      config: { cacheTtlSeconds: 86_400, cacheMaxEntries: 3 },
      redis: broken,
      clock: () => START,
      logger: { warn: (m) => void warnings.push(m) },
    });
    await cache.set("k", answer("x"));
    expect(await cache.get("k")).toBeNull();
    expect(warnings).toEqual(["limits: answer cache in Redis failed (Connection has failed); answering uncached"]);
  });

  // Issue 12 §1: Redis paused (SIGSTOP) or reconnecting held every REST request for the whole outage.
  test("a Redis that never answers is a miss within the cache's deadline, counted as a fallback", async () => {
    const hung: RedisLike = { send: () => new Promise(() => {}) };
    const counted: string[] = [];
    const cache = createAnswerCache({
      config: { cacheTtlSeconds: 86_400, cacheMaxEntries: 3 },
      redis: hung,
      logger: { warn() {} },
      fallbacks: { count: (kind) => void counted.push(kind) },
    });
    // Both calls return although the Redis promise never settles: only the deadline can end them.
    await cache.set("k", answer("x", Date.now()));
    expect(await cache.get("k")).toBeNull();
    expect(counted).toEqual(["cache", "cache"]);
  });
});

describe("cacheKey", () => {
  const defaults = { n: 10, lang: "en", free: false, coop: false, deck: undefined };

  test("sorts parameters and fills defaults, so equivalent requests share a key", () => {
    const a = cacheKey("games-like", { q: "Hades", n: 3, coop: true }, defaults);
    const b = cacheKey("games-like", { coop: true, lang: "en", n: 3, q: "Hades", free: false, deck: null }, defaults);
    expect(a).toBe("games-like?coop=true&free=false&lang=en&n=3&q=Hades");
    expect(b).toBe(a);
  });

  // Why: answers echo q in `query`; sharing a body between "Hades" and " hades " would echo the wrong text.
  test("keeps q exactly as received", () => {
    expect(cacheKey("game-facts", { q: " hades " })).not.toBe(cacheKey("game-facts", { q: "Hades" }));
  });

  test("escapes values so no parameter can imitate another", () => {
    expect(cacheKey("games-like", { q: "a&n=3" })).toBe("games-like?q=a%26n%3D3");
    expect(cacheKey("games-like", { q: "a", n: 3 })).not.toBe(cacheKey("games-like", { q: "a&n=3" }));
  });

  test("separates routes", () => {
    expect(cacheKey("games-like", { q: "x" })).not.toBe(cacheKey("game-facts", { q: "x" }));
  });

  // Why: keys stored in Redis by an earlier release must still be found; they were written by URLSearchParams.
  test("writes each value as URLSearchParams does", () => {
    const odd = ["a b+c", "!'()~*-._", "Ünïcödé 游戏", "\u{1F3AE}", "\ud800 lone", "%41%", "\u0000\u007f", "=&?#/"];
    for (const q of odd) expect(cacheKey("games-like", { q, "n m": 3 })).toBe(`games-like?${new URLSearchParams([["n m", "3"], ["q", q]])}`);
  });
});

describe("etagOf", () => {
  test("is a quoted strong tag that changes with the body", () => {
    expect(etagOf("{}")).toBe('"vyGp6PvFo4RvsFtPoIWeCReyIC8"');
    expect(etagOf("{} ")).not.toBe(etagOf("{}"));
  });
});

describe("etagMatches", () => {
  const tag = '"abc"';
  test.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x,y", W/"abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["abc", false],
    ["", false],
    [null, false],
  ])("If-None-Match %p → %p", (header, expected) => {
    expect(etagMatches(header, tag)).toBe(expected);
  });
});

describe("createPageCache", () => {
  test("keeps the most recent pages up to its size, each for its lifetime, and is off at size 0", async () => {
    let now = START;
    const pages = createPageCache({ ttlSeconds: 86_400, maxEntries: 2 }, () => now);
    for (const path of ["/", "/find", "/about"]) await pages.set(path, answer(`<p>${path}</p>`));
    expect(await pages.get("/")).toBeNull();
    expect((await pages.get("/about"))?.body).toBe("<p>/about</p>");
    now += DAY;
    expect(await pages.get("/about")).toBeNull();
    const off = createPageCache({ ttlSeconds: 86_400, maxEntries: 0 });
    await off.set("/", answer("<p>home</p>"));
    expect(await off.get("/")).toBeNull();
  });
});
