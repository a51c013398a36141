// Covers the sitemaps: which games they list and in what order, the 50,000-URL split, and the served XML over routes.
import { describe, expect, test } from "bun:test";
import { createWebRoutes, sitemapAppids } from "../../../src/web";
import { gamesSitemap, sitemapIndex, SITEMAP_MAX_URLS } from "../../../src/web/seo/sitemaps";
import { GAMES } from "../../helpers/fake-tool-deps";
import { fakeWebDeps, WEB_GAMES } from "../../helpers/fake-web-deps";

const BASE = "https://sp.example";

describe("sitemapAppids", () => {
  test("lists released games only, most reviews first, appid breaking ties", () => {
    // Hades 1000 reviews, Stardew 505, Dead Cells 100, HOSTILE 10, then no reviews by appid; Hades II is coming soon.
    expect(sitemapAppids(WEB_GAMES)).toEqual([1145360, 413150, 588650, 666, 570, 632360, 1942280]);
    expect(sitemapAppids(GAMES)).not.toContain(1145350);
  });
});

describe("sitemapIndex and gamesSitemap", () => {
  const appids = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_, i) => i + 1);

  test("splits at the protocol's 50,000 URLs per file", () => {
    const index = sitemapIndex(BASE, appids.length, "2026-01-01");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/games-1.xml`,
      `${BASE}/sitemaps/games-2.xml`,
    ]);
    expect(gamesSitemap(BASE, appids, 1, null)!.match(/<url>/g)!.length).toBe(SITEMAP_MAX_URLS);
    expect(gamesSitemap(BASE, appids, 2, null)!.match(/<loc>[^<]+<\/loc>/g)).toEqual([`<loc>${BASE}/game/50001</loc>`, `<loc>${BASE}/game/50002</loc>`]);
    expect(gamesSitemap(BASE, appids, 3, null)).toBeNull();
  });
});

describe("sitemap, robots.txt and llms.txt routes", () => {
  const deps = fakeWebDeps({ sitemap: sitemapAppids(WEB_GAMES) });
  const get = async (path: string) => {
    const res = (await createWebRoutes(deps)(new Request(BASE + path)))!;
    return { res, body: await res.text() };
  };

  test("serves the index and the game sitemap as XML, first URL the most reviewed game, with the Russian alternate", async () => {
    const index = await get("/sitemap.xml");
    expect(index.res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(index.body).toContain(`<loc>${BASE}/sitemaps/games-1.xml</loc><lastmod>2026-01-01</lastmod>`);
    const games = await get("/sitemaps/games-1.xml");
    expect(games.body).toStartWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(games.body.match(/<loc>[^<]+<\/loc>/)![0]).toBe(`<loc>${BASE}/game/1145360</loc>`);
    expect(games.body).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${BASE}/game/1145360?lang=ru"/>`);
    expect(games.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/game/1145360"/></url>`);
    expect((await get("/sitemaps/pages.xml")).body).toContain(`<loc>${BASE}/privacy</loc>`);
  });

  test("dates every entry by the data's newest snapshot, not by the build", async () => {
    const store = deps.store;
    const dated = fakeWebDeps({
      sitemap: sitemapAppids(WEB_GAMES),
      store: { getGame: (id) => store.getGame(id), describe: (id) => store.describe(id), meta: () => ({ ...store.meta(), builtAt: "2026-11-27T10:00:00Z", snapshots: { deck: "2023-06-18", steamspy: "2025-01-01" } }) },
    });
    for (const path of ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/games-1.xml"]) {
      const body = await (await createWebRoutes(dated)(new Request(BASE + path)))!.text();
      const mods = new Set([...body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]));
      expect([path, [...mods]]).toEqual([path, ["2025-01-01"]]);
    }
  });

  test("robots.txt lets crawlers read the unfiltered lists, not the filtered ones", async () => {
    const { body } = await get("/robots.txt");
    expect(body).not.toContain("Disallow: /game/*/like\n");
    expect(body).toContain("Disallow: /game/*/like?*free=\nDisallow: /game/*/like?*coop=\nDisallow: /game/*/like?*deck=\n");
  });

  test("robots.txt names the sitemap index and keeps crawlers off the API and search", async () => {
    const { res, body } = await get("/robots.txt");
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(body).toContain("User-agent: *\nAllow: /\n");
    expect(body).toContain("Disallow: /api/\n");
    expect(body).toContain("Disallow: /search\n");
    expect(body).toContain(`Sitemap: ${BASE}/sitemap.xml\n`);
  });

  test("llms.txt describes the service, the REST endpoints and the MCP URL", async () => {
    const { body } = await get("/llms.txt");
    expect(body).toStartWith("# SimilarPlay\n\n> ");
    expect(body).toContain(`[MCP server](${BASE}/mcp)`);
    expect(body).toContain(`${BASE}/api/agent/games-like?q=hades&n=10`);
    expect(body).toContain(`${BASE}/api/agent/game-facts?q=1145360`);
    expect(body).toContain(`${BASE}/openapi.json`);
  });

  test("favicon.ico is a 32×32 icon", async () => {
    const res = (await createWebRoutes(deps)(new Request(`${BASE}/favicon.ico`)))!;
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect(bytes.byteLength).toBe(6 + 16 + 40 + 32 * 32 * 4 + 32 * 4);
  });
});
