// Covers the site link check on the fixture catalog: a crawl of every reachable page finds no broken link, no 5xx and
// valid OG/JSON-LD on every game page; and the checker itself notices a broken link and a broken JSON-LD block.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config/config";
import { createWebRoutes } from "../../src/web";
import { checkGameHead, crawlSite } from "../../tools/site-check/crawl-site";
import { fakeWebDeps } from "../helpers/fake-web-deps";

const BASE = "https://sp.example";

describe("crawlSite", () => {
  test("crawls the whole fixture site with no problem", async () => {
    // A crawler from one address is exactly what the website's limit refuses; the link check is about the pages.
    const web = createWebRoutes(fakeWebDeps({ config: loadConfig({ PUBLIC_BASE_URL: BASE, RATE_LIMITS: "off" }) }));
    const fetchPath = async (path: string) => (await web(new Request(BASE + path)))!;
    // The home page's example searches name well-known games the eight-game fixture does not have.
    const skip = (path: string) => path.startsWith("/search?q=") && !/Hades|Stardew/.test(path);
    const report = await crawlSite({ fetchPath, start: ["/", "/?lang=ru"], maxPages: 500, skip });
    expect(report.problems).toEqual([]);
    expect(report.pages).toBeGreaterThan(40);
    expect(report.gamePages).toBeGreaterThanOrEqual(7);
  });

  test("reports a link to a missing page and a 500", async () => {
    const pages: Record<string, Response> = {
      "/": new Response('<title>x</title><a href="/gone">a</a><a href="/boom">b</a>', { headers: { "content-type": "text/html" } }),
      "/gone": new Response("<title>404</title>", { status: 404, headers: { "content-type": "text/html" } }),
      "/boom": new Response("<title>500</title>", { status: 500, headers: { "content-type": "text/html" } }),
    };
    const report = await crawlSite({ fetchPath: async (p) => pages[p]!, start: ["/"], maxPages: 10 });
    expect(report.problems).toEqual([
      { path: "/gone", from: "/", problem: "status 404" },
      { path: "/boom", from: "/", problem: "status 500" },
    ]);
  });
});

describe("checkGameHead", () => {
  test("names missing tags and a JSON-LD block that does not parse", () => {
    expect(checkGameHead('<meta name="twitter:card" content="summary"><script type="application/ld+json">{oops</script>')).toEqual([
      "no og:title",
      "no og:description",
      "no og:image",
      "no og:url",
      expect.stringMatching(/^JSON-LD does not parse/),
    ]);
  });

  test("names an og:title that is not the page's title", () => {
    const head = (og: string) =>
      `<title>Hades · SimilarPlay</title><meta property="og:title" content="${og}"><meta property="og:description" content="d">` +
      '<meta property="og:image" content="i"><meta property="og:url" content="u"><meta name="twitter:card" content="summary">' +
      '<script type="application/ld+json">{"@graph":[{"@type":"VideoGame"},{"@type":"ItemList"}]}</script>';
    expect(checkGameHead(head("Hades · SimilarPlay"))).toEqual([]);
    expect(checkGameHead(head("Games like Hades"))).toEqual(['og:title "Games like Hades" is not the title "Hades · SimilarPlay"']);
  });
});
