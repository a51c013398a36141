// Covers createWebRoutes in-process: every route, the same list as the API, filters, headers, 404s, /find and errors.
import { describe, expect, test } from "bun:test";
import { AppError } from "../../src/errors";
import { handler as gamesLike } from "../../src/mcp-tools/games-like";
import type { FindAnswer, FindRequest } from "../../src/finder/types";
import { CONTENT_SECURITY_POLICY, createWebRoutes, WEB_LIST_N } from "../../src/web";
import type { WebDeps } from "../../src/web";
import { fakeWebDeps, pickAppids, withoutOwnScripts } from "../helpers/fake-web-deps";

const BASE = "https://sp.example";

async function get(path: string, deps: WebDeps = fakeWebDeps(), init: RequestInit = {}, ip?: string) {
  const res = await createWebRoutes(deps)(new Request(BASE + path, init), ip);
  if (!res) throw new Error(`no web route for ${path}`);
  return { res, body: await res.text() };
}

const fakeFinder = (answer: FindAnswer) => {
  const calls: FindRequest[] = [];
  return { calls, find: async (r: FindRequest) => (calls.push(r), answer) };
};

describe("createWebRoutes", () => {
  // A person who mistypes an address gets a page with a way back, not FastAPI's JSON (which stays for /api/*).
  describe("when the path is nobody's", () => {
    test.each(["/games/1145360", "/app/1145360", "/index.html", "/gamesx", "/game/1145360/like/extra", "/sitemaps/games-9.xml"])(
      "%p gets the site's 404 page",
      async (path) => {
        const { res, body } = await get(path);
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(body).toContain("<h1>Page not found</h1>");
        expect(body).toContain('<meta name="robots" content="noindex">');
      },
    );

    test("the 404 page has the language switch", async () => {
      const { body } = await get("/games/1?lang=ru");
      expect(body).toContain("<h1>Страница не найдена</h1>");
      expect(body).toContain('<a href="/games/1?lang=en" hreflang="en" lang="en">English</a>');
    });
  });

  describe("footer", () => {
    test("every page links the privacy page; data pages say how fresh the data is", async () => {
      const store = fakeWebDeps().store;
      const deps = fakeWebDeps({ store: { getGame: (id) => store.getGame(id), describe: (id) => store.describe(id), meta: () => ({ ...store.meta(), snapshots: { deck: "2023-06-18", steamspy: "2025-01-01" } }) } });
      for (const path of ["/", "/game/1145360", "/about", "/find", "/privacy", "/nope"]) {
        expect((await get(path, deps)).body).toContain('<a href="/privacy">Privacy</a>');
      }
      expect((await get("/game/1145360", deps)).body).toContain(
        '<p class="fresh">Deck status as of <time datetime="2023-06-18">2023-06-18</time>; reviews as of <time datetime="2025-01">2025-01</time>.</p>',
      );
      expect((await get("/game/1145360?lang=ru", deps)).body).toContain(
        '<p class="fresh">Статус Steam Deck на <time datetime="2023-06-18">2023-06-18</time>; отзывы на <time datetime="2025-01">2025-01</time>.</p>',
      );
    });

    test("the privacy page says what is recorded, for how long, and that there are no accounts or cookies", async () => {
      const { res, body } = await get("/privacy");
      expect(res.status).toBe(200);
      expect(body).toContain("It has no accounts, sets no cookies");
      expect(body).toContain("the daily ones within a day");
      expect(body).toContain("at most 30 days");
    });
  });

  describe("Accept-Language", () => {
    // Pages link their English versions without `lang`; after choosing English, a Russian-preferring browser must
    // not be taken back to Russian by the next link, form or search redirect.
    test("an English page asked for against a Russian preference pins English on its links and forms", async () => {
      const { body } = await get("/game/1145360?lang=en", fakeWebDeps(), { headers: { "accept-language": "ru-RU,ru" } });
      expect(body).toContain('<html lang="en">');
      expect(body).toContain('<a class="name" href="/game/588650?lang=en">Dead Cells</a>');
      expect(body).toContain('href="/game/1145360/like?coop=true&amp;lang=en"');
      expect(body).toContain('<a href="/game/1145360?lang=ru" hreflang="ru" lang="ru">Русский</a>');
      expect(body).toContain('<form action="/search" method="get" role="search"><input type="hidden" name="lang" value="en">');
      expect(body).toContain('href="/static/site.css?v='); // the stylesheet's URL is left alone
      const { res } = await get("/search?q=Dota+2&lang=en", fakeWebDeps(), { headers: { "accept-language": "ru" } });
      expect(res.headers.get("location")).toBe("/game/570?lang=en");
    });

    test("an English browser's pages keep their plain links", async () => {
      const { body } = await get("/game/1145360?lang=en", fakeWebDeps(), { headers: { "accept-language": "en-US" } });
      expect(body).toContain('<a class="name" href="/game/588650">Dead Cells</a>');
    });

    test.each([
      ["ru-RU,ru;q=0.9,en-US;q=0.8", "/", "ru"],
      ["en-US,en;q=0.9,ru;q=0.8", "/", "en"],
      ["ru;q=0.5,en;q=0.9", "/", "en"],
      ["ru", "/?lang=en", "en"],
      ["en", "/?lang=ru", "ru"],
    ])("%p on %p gives %p", async (accept, path, lang) => {
      const { res, body } = await get(path, fakeWebDeps(), { headers: { "accept-language": accept } });
      expect(body).toContain(`<html lang="${lang}">`);
      expect(res.headers.get("vary")).toBe("Accept-Language");
    });
  });

  describe("headers", () => {
    test("every page carries the strict CSP, nosniff and a one-day public cache with an ETag", async () => {
      const { res } = await get("/");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
      expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
      // One script may run (the find box filler, by hash); images come from the site and the store's image host only.
      expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*';/);
      expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' https://shared.akamai.steamstatic.com;");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
      expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    });

    // The route keeps GET's body on HEAD so length and encoding headers are GET's; Bun's server drops the body.
    test("HEAD over HTTP answers GET's headers without a body", async () => {
      const web = createWebRoutes(fakeWebDeps());
      const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: async (req) => (await web(req))! });
      try {
        const url = `http://127.0.0.1:${server.port}/about`;
        const [got, head] = [await fetch(url), await fetch(url, { method: "HEAD" })];
        expect(head.status).toBe(200);
        expect(await head.text()).toBe("");
        for (const h of ["etag", "content-type", "content-length", "content-security-policy"]) expect(head.headers.get(h)).toBe(got.headers.get(h));
      } finally {
        server.stop(true);
      }
    });

    // The page cache keeps a page as its fields' line and its body (routes.ts, pageText): read back, it is the page.
    test.each(["/game/1145360", "/game/1145360/like?coop=true&lang=ru", "/about", "/search?q=zzz", "/game/9"])(
      "%p from the page cache is its first rendering, body and headers",
      async (path) => {
        const deps = fakeWebDeps();
        const first = await get(path, deps);
        const again = await get(path, deps);
        expect(again.body).toBe(first.body);
        expect(again.res.status).toBe(first.res.status);
        expect([...again.res.headers]).toEqual([...first.res.headers]);
      },
    );

    test("other methods get 405 with Allow", async () => {
      const { res } = await get("/search?q=hades", fakeWebDeps(), { method: "POST" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    });

    test("the stylesheet is served as CSS with a long cache", async () => {
      const { res, body } = await get("/static/site.css");
      expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000");
      expect(body).toContain("ol.picks");
    });

    // The CSP forbids inline scripts and styles; a page that used them would break silently in browsers.
    test.each(["/", "/?lang=ru", "/game/1145360", "/game/1145360/like?coop=true&lang=ru", "/find", "/about", "/search?q=zzz", "/game/9"])(
      "%p has no inline script or style",
      async (path) => {
        const { body } = await get(path);
        expect(withoutOwnScripts(body)).not.toMatch(/<script|<style|<[^>]*\s(?:style|on[a-z]+)=/i);
        expect(body).toContain('<link rel="stylesheet" href="/static/site.css?v=');
      },
    );
  });

  describe("/", () => {
    test("shows the search box that leads to /search", async () => {
      const { body } = await get("/");
      expect(body).toStartWith("<!doctype html>\n<html lang=\"en\">");
      expect(body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(body).toContain('<form action="/search" method="get" role="search">');
      expect(body).toContain('name="q"');
    });

    test("lang=ru gives a Russian page that keeps the language in the search", async () => {
      const { body } = await get("/?lang=ru");
      expect(body).toContain('<html lang="ru">');
      expect(body).toContain("Найти похожие");
      expect(body).toContain('<input type="hidden" name="lang" value="ru">');
    });
  });

  describe("/search", () => {
    test("redirects a match to its game page", async () => {
      const { res } = await get("/search?q=Stardew+Valley");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/game/413150");
    });

    test("keeps the query when other games match, and the game page lists them", async () => {
      const { res } = await get("/search?q=hades");
      expect(res.headers.get("location")).toBe("/game/1145360?q=hades");
      const { body } = await get("/game/1145360?q=hades");
      // Folded into one line, so the list keeps its place on a phone's first screen.
      expect(body).toContain(
        '<details class="other-matches"><summary>Not the game you meant? One other match</summary>\n<p><a href="/game/1145350">Hades II</a></p></details>',
      );
      expect(body.indexOf('class="other-matches"')).toBeLessThan(body.indexOf("<h1>"));
      expect(body).toContain('name="q" value="hades"');
    });

    test("keeps the language in the redirect", async () => {
      const { res } = await get("/search?q=Dota+2&lang=ru");
      expect(res.headers.get("location")).toBe("/game/570?lang=ru");
    });

    test("an empty query goes back home", async () => {
      const { res } = await get("/search?q=+");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    });

    test("no match is a friendly 404 that offers to describe the game", async () => {
      const { res, body } = await get("/search?q=zzzzqqqxx");
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(body).toContain("No game in the catalog matches “zzzzqqqxx”.");
      expect(body).toContain('<a href="/find?description=zzzzqqqxx">Describe it instead</a>');
      expect(body).toContain('<meta name="robots" content="noindex">');
    });
  });

  describe("/game/{appid}", () => {
    test("shows the game's facts", async () => {
      const { body } = await get("/game/1145360");
      expect(body).toContain("<h1>Hades</h1>");
      for (const marker of ["2020-09-17", "Supergiant Games", "<li>Roguelite</li>", "<li>RPG</li>", "24.99 USD", "<dd>Verified</dd>", "98% positive of 1,000", "Defy the god of the dead."]) {
        expect(body).toContain(marker);
      }
      expect(body).toContain('<a href="https://store.steampowered.com/app/1145360/" rel="noopener">Steam store page</a>');
      expect(body).toContain('<link rel="canonical" href="https://sp.example/game/1145360">');
    });

    test("lists the picks in exactly the recommender's order, asking it for 20 with the API's options", async () => {
      const deps = fakeWebDeps();
      const { body } = await get("/game/1145360", deps);
      expect(deps.recommender.calls).toEqual([{ n: WEB_LIST_N, lang: "en", filters: { free: false, coop: false, deck: null } }]);
      const hades = deps.store.getGame(1145360)!;
      const expected = deps.recommender.similar(hades, deps.recommender.calls[0]!).map((p) => p.game.appid);
      expect(expected.length).toBeGreaterThan(3);
      expect(pickAppids(body)).toEqual(expected);
      expect(body).toContain('<p class="why">Like Hades.</p>');
    });

    test("ignores ref=agent (the mark on links handed to agents)", async () => {
      const plain = await get("/game/1145360");
      const marked = await get("/game/1145360?ref=agent");
      expect(marked.body).toBe(plain.body);
    });

    test.each([
      ["/game/999999", "No game with Steam appid 999999 is in the catalog."],
      ["/game/abc", "This address is not a page of the site."],
      ["/game/0", "This address is not a page of the site."],
      ["/game/1145360/reviews", "This address is not a page of the site."],
      ["/game", "This address is not a page of the site."],
    ])("%p is a 404 page", async (path, text) => {
      const { res, body } = await get(path);
      expect(res.status).toBe(404);
      expect(body).toContain(text);
    });
  });

  describe("/game/{appid}/like", () => {
    // Filtering is the recommender's (its own tests); the page passes the filters on and shows what comes back.
    test("passes the filters on, keeps the recommender's order and writes why lines in the page language", async () => {
      const deps = fakeWebDeps();
      const { body } = await get("/game/1145360/like?coop=true&lang=ru", deps);
      expect(deps.recommender.calls).toEqual([{ n: WEB_LIST_N, lang: "ru", filters: { free: false, coop: true, deck: null } }]);
      const hades = deps.store.getGame(1145360)!;
      const expected = deps.recommender.similar(hades, deps.recommender.calls[0]!).map((p) => p.game.appid);
      expect(expected.length).toBeGreaterThan(1);
      expect(pickAppids(body)).toEqual(expected);
      expect(body).toContain('<html lang="ru">');
      expect(body).toContain('<p class="why">Похожа на Hades.</p>');
    });

    test("shows the API's list for the same options as a prefix, reached through the API's own list_url", async () => {
      const deps = fakeWebDeps();
      const api = await gamesLike({ game: "Hades", n: 2, lang: "ru", deck: "playable" }, { ...deps, store: deps.store as never, now: () => new Date() });
      const path = api.list_url.slice(BASE.length);
      expect(path).toBe("/game/1145360/like?deck=playable&lang=ru");
      const { body } = await get(path, deps);
      const page = pickAppids(body);
      expect(page.slice(0, 2)).toEqual(api.results.map((r) => r.appid));
      expect(page.length).toBeGreaterThan(2);
    });

    // Links are escaped like any attribute, so `&` between parameters is written `&amp;` (the browser reads `&`).
    test("links each filter switch, marking the current state", async () => {
      const deps = fakeWebDeps();
      const { body } = await get("/game/1145360/like?free=yes&deck=bogus", deps);
      // "yes" is on and an unknown deck value is no deck filter.
      expect(deps.recommender.calls[0]!.filters).toEqual({ free: true, coop: false, deck: null });
      expect(body).toContain('<a href="/game/1145360/like" rel="nofollow" aria-current="true">Free to play</a>');
      expect(body).toContain('<a href="/game/1145360/like?free=true&amp;coop=true" rel="nofollow">Co-op</a>');
      expect(body).toContain('<a href="/game/1145360/like?free=true&amp;deck=verified" rel="nofollow">Deck: verified</a>');
      expect(body).toContain('<a href="/game/1145360/like?free=true&amp;lang=ru" hreflang="ru" lang="ru">Русский</a>');
      expect(body).toContain('<a href="/game/1145360/like" rel="nofollow">Clear filters</a>');
    });

    test("says so when no game passes the filters", async () => {
      const deps = fakeWebDeps({ recommender: { similar: () => [], similarRefined: () => ({ picks: [], leftOutUnknown: 0 }), refineValues: () => [] } });
      const { body } = await get("/game/1145360/like?free=true&deck=verified", deps);
      expect(body).toContain("No similar games match these filters.");
    });
  });

  describe("/find", () => {
    const answer: FindAnswer = { confidence: "medium", backend: "offline", results: [{ appid: 588650, name: "Dead Cells", year: 2018, why: "A roguelite with a castle.", score: 1 }] };

    test("without a description shows the form", async () => {
      const { res, body } = await get("/find");
      expect(res.status).toBe(200);
      expect(body).toContain('<textarea id="description" name="description" minlength="12" maxlength="3000" required></textarea>');
    });

    test("shows the finder's guesses with links, asking in the page language", async () => {
      const finder = fakeFinder(answer);
      const { body } = await get("/find?description=roguelite+in+a+changing+castle&lang=ru", fakeWebDeps({ finder }));
      // The find tool's own call: the same 5 answers an agent gets.
      expect(finder.calls).toEqual([{ description: "roguelite in a changing castle", lang: "ru", limit: 5, yearMin: null, yearMax: null, platform: null }]);
      expect(body).toContain('data-confidence="medium"');
      expect(body).toContain('<a class="name" href="/game/588650?lang=ru" lang="en">Dead Cells</a>');
      expect(body).toContain(">roguelite in a changing castle</textarea>");
    });

    test("asks for more than a few characters", async () => {
      const finder = fakeFinder(answer);
      const { body } = await get("/find?description=cat", fakeWebDeps({ finder }));
      expect(body).toContain("Please write at least 12 characters.");
      expect(finder.calls).toEqual([]);
    });

    test("says search by description is unavailable without a finder", async () => {
      const { res, body } = await get("/find?description=a+cat+in+a+cyberpunk+city");
      expect(res.status).toBe(503);
      expect(body).toContain("Search by description is not available on this server right now.");
    });

    // The finder may call a paid language model, so the page draws from the same `find` buckets as the MCP tool.
    test("is rate limited per client address with Retry-After", async () => {
      const seen: string[] = [];
      const limiter = {
        guard: async (ip: string, scope: string) => {
          seen.push(`${ip}/${scope}`);
          throw new AppError("rate_limited", "limits: over 3 a minute", { retryAfter: 17.2 });
        },
      };
      const { res, body } = await get("/find?description=a+cat+in+a+cyberpunk+city", fakeWebDeps({ finder: fakeFinder(answer), limiter: limiter as never }), {}, "203.0.113.9");
      expect(seen).toEqual(["203.0.113.9/find"]);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("18");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(body).toContain("Please try again in 18 seconds.");
    });
  });

  describe("/about", () => {
    test("names the data sources, the attribution line, the API and the MCP address", async () => {
      const { body } = await get("/about");
      expect(body).toContain("Data: SimilarPlay (https://sp.example). When you use it, name SimilarPlay and link each game");
      expect(body).toContain("<code>https://sp.example/mcp</code>");
      expect(body).toContain('<a href="/openapi.json">https://sp.example/openapi.json</a>');
      expect(body).toContain("Kang &amp; McAuley");
      expect(body).toContain('Catalog: 8 games, built <time datetime="2026-01-01T00:00:00Z">2026-01-01T00:00:00Z</time>.');
    });
  });

  describe("when a page fails", () => {
    test("answers a plain 500 page, logs the error and leaks nothing", async () => {
      const logged: unknown[] = [];
      const deps = fakeWebDeps({
        recommender: { similar: () => { throw new Error("SELECT secret FROM games"); }, similarRefined: () => { throw new Error("unused"); }, refineValues: () => [] },
        logger: { error: (...args: unknown[]) => logged.push(args) },
      });
      const { res, body } = await get("/game/1145360", deps);
      expect(res.status).toBe(500);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(body).toContain("Something went wrong");
      expect(body).not.toContain("SELECT");
      expect(logged.length).toBe(1);
    });
  });
});
