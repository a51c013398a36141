// Covers the page shell on every page kind: hreflang alternates, Open Graph and Twitter tags (og:title = <title>),
// the home page's title and heading, the footer's plain-language data line and its unbroken dates.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config/config";
import { createWebRoutes } from "../../src/web";
import { fakeWebDeps } from "../helpers/fake-web-deps";

const BASE = "https://sp.example";
// Many pages in a row from one address: the website's own limit is off here (page-limit.test.ts covers it).
const web = createWebRoutes(fakeWebDeps({ config: loadConfig({ PUBLIC_BASE_URL: BASE, RATE_LIMITS: "off" }) }));
const get = async (path: string) => (await (await web(new Request(BASE + path)))!.text());
const title = (page: string) => page.match(/<title>([^<]*)<\/title>/)![1]!;
const meta = (page: string, attr: "property" | "name", key: string) => page.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`))?.[1] ?? null;
const alternates = (page: string) =>
  [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, "&")] as [string, string]);

/** Every page kind a visitor lands on, in both languages, with the canonical English and Russian addresses. */
const KINDS = [
  ["/", `${BASE}/`, `${BASE}/?lang=ru`],
  ["/game/1145360", `${BASE}/game/1145360`, `${BASE}/game/1145360?lang=ru`],
  ["/game/1145360/like", `${BASE}/game/1145360/like`, `${BASE}/game/1145360/like?lang=ru`],
  ["/game/1145360/like?coop=true", `${BASE}/game/1145360/like?coop=true`, `${BASE}/game/1145360/like?coop=true&lang=ru`],
  ["/find", `${BASE}/find`, `${BASE}/find?lang=ru`],
  ["/about", `${BASE}/about`, `${BASE}/about?lang=ru`],
  ["/privacy", `${BASE}/privacy`, `${BASE}/privacy?lang=ru`],
] as const;

describe("hreflang alternates", () => {
  for (const [path, en, ru] of KINDS) {
    test(`${path} names its English, Russian and default versions in both languages`, async () => {
      const want: [string, string][] = [["en", en], ["ru", ru], ["x-default", en]];
      expect(alternates(await get(path))).toEqual(want);
      expect(alternates(await get(path + (path.includes("?") ? "&" : "?") + "lang=ru"))).toEqual(want);
    });
  }

  test("pages kept out of the index name no alternates", async () => {
    for (const path of ["/nope", "/game/999999", "/search?q=zzzzqqq", "/find?description=a+cat+in+a+neon+city"]) {
      const page = await get(path);
      expect(page).toContain('<meta name="robots" content="noindex">');
      expect(alternates(page)).toEqual([]);
    }
  });
});

describe("link previews", () => {
  for (const [path, canonical] of KINDS) {
    test(`${path}: og:title and twitter:title are the page title, with a description and the canonical URL`, async () => {
      const page = await get(path);
      expect(meta(page, "property", "og:title")).toBe(title(page));
      expect(meta(page, "name", "twitter:title")).toBe(title(page));
      expect(meta(page, "property", "og:url")).toBe(canonical.replace(/&/g, "&amp;"));
      expect(meta(page, "property", "og:description")).toBeTruthy();
      expect(meta(page, "property", "og:locale")).toBe("en_US");
      expect(meta(page, "name", "twitter:card")).toBe("summary");
    });
  }

  test("game and list pages show the game's header art in the card; the other pages have no image", async () => {
    const header = "https://shared.akamai.steamstatic.com/store_item_assets/steam/apps/1145360/header.jpg";
    for (const path of ["/game/1145360", "/game/1145360/like"]) {
      const page = await get(path);
      expect([meta(page, "property", "og:image"), meta(page, "name", "twitter:image"), meta(page, "property", "og:image:alt")]).toEqual([header, header, "Hades"]);
    }
    for (const path of ["/", "/find", "/about"]) expect(meta(await get(path), "property", "og:image")).toBeNull();
  });

  test("a Russian page says so", async () => {
    const page = await get("/about?lang=ru");
    expect(meta(page, "property", "og:locale")).toBe("ru_RU");
    expect(meta(page, "property", "og:locale:alternate")).toBe("en_US");
  });
});

describe("home page", () => {
  for (const lang of ["en", "ru"] as const) {
    test(`${lang}: a title search results show whole, and the site's name once as a heading`, async () => {
      const page = await get(lang === "ru" ? "/?lang=ru" : "/");
      expect(title(page).length).toBeLessThanOrEqual(60);
      expect(title(page)).toStartWith("SimilarPlay: ");
      expect(page.match(/<h1>([^<]*)<\/h1>/g)).toHaveLength(1);
      expect(page).not.toContain("<h1>SimilarPlay</h1>");
    });
  }
});

describe("footer", () => {
  test("says where the data comes from in plain words; the API's attribution sentence stays on /about", async () => {
    for (const [path, line] of [
      ["/", "Game data from the Steam store and open datasets (see About). Not affiliated with Valve."],
      ["/?lang=ru", "Данные об играх — из магазина Steam и открытых наборов данных (см. «О сервисе»). Сайт не связан с Valve."],
    ] as const) {
      const page = await get(path);
      const footer = page.slice(page.indexOf("<footer>"));
      expect(footer).toContain(`<p>${line}</p>`);
      expect(footer).not.toContain("url");
    }
  });
});

describe("Russian about page", () => {
  test("names the sources, the API's authentication and the cited field in Russian", async () => {
    const page = await get("/about?lang=ru");
    expect(page).toContain(">Совместимость со Steam Deck</a>");
    expect(page).toContain(">Русские названия игр</a>");
    expect(page).toContain("(импорт в GPT action, без аутентификации)");
    expect(page).not.toContain("аутентификация: none");
    expect(page).toContain("ставьте ссылку на страницу каждой игры (поле <code>url</code> в ответе API)");
  });
});
