// Covers the website in a real browser (Debian Chromium via playwright-core): search → game page → filter, game art
// (right URLs, alt text, sizes; placeholders when the image host is unreachable), the CSP (no violation, same-origin
// fetches pass, other image hosts and fetch origins refused), the find page's #q= fill with and without script, the
// phone layout (after an exact-title search the first pick is whole on the first screen of a 375×667 and a 390×844
// phone in both languages; chips, search hint and footer dates not cut; no sideways scroll), and axe-core with no
// serious or critical violation in light and dark mode.
// Screenshots go to test-artifacts/web/ (gitignored). Needs /usr/bin/chromium (`apt-get install -y chromium`);
// skipped with a message only outside CI when it is missing.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { ART_ORIGIN } from "../../src/web/art";
import { createWebRoutes } from "../../src/web";
import type { GameSummary } from "../../src/catalog/types";
import { fixtureCatalog } from "../helpers/fixture-catalog";
import { fakeWebDeps, WEB_GAMES } from "../helpers/fake-web-deps";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const ARTIFACTS = "test-artifacts/web";
const TIMEOUT_MS = 90_000;
/** The phones the first screen is checked on: a small one and a common one. */
const PHONES = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
] as const;
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** A store description as long as Steam's short descriptions get (about 300 characters), written for this test. */
const LONG_DESCRIPTION =
  "Battle out of the underworld in this rogue-like dungeon crawler from the makers of earlier action games. Wield the " +
  "powers and mythic weapons of Olympus as you break free from the clutches of the underworld's ruler himself, growing " +
  "stronger and unraveling more of the story with each unique escape attempt.";
const SUMMARY: GameSummary = {
  tagline: "Fast, stylish runs out of the underworld; every death moves the story on.",
  difficulty: "challenging",
  length: "long",
  sessionShape: "short_bursts",
  coOp: null,
  hooks: ["Tight, fast combat", "Story told across runs", "Many weapon builds"],
  dealbreakers: ["Repetition of the same areas"],
};
/** A tiny stand-in for the store's JPEGs when the test lets the image host answer (the sizes of the real files). */
const fakeArt = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#8a3b12"/></svg>`;

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium && process.env.CI) {
  throw new Error(`web browser test: ${CHROMIUM} is missing in CI; install it with "apt-get install -y chromium" before the tests`);
}
if (!hasChromium) console.warn(`web browser test skipped: ${CHROMIUM} not found (apt-get install -y chromium); CI fails instead`);

describe.skipIf(!hasChromium)("the website in Chromium", () => {
  let server: ReturnType<typeof Bun.serve>;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const games = WEB_GAMES.map((g) =>
      g.appid === 1145360 ? { ...g, description: LONG_DESCRIPTION, sources: { reviews: "steamspy@2025-01-01", deck: "deck@2023-06-18" } } : g,
    );
    const store = fixtureCatalog(games, { summaries: [[1145360, SUMMARY]] });
    const meta = { ...store.meta(), snapshots: { deck: "2023-06-18", steamspy: "2025-01-01" } };
    const web = createWebRoutes(
      fakeWebDeps({ store: { getGame: (id) => store.getGame(id), describe: (id) => store.describe(id), meta: () => meta } }),
    );
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: async (req) => (await web(req)) ?? new Response("Not Found", { status: 404 }) });
    origin = `http://127.0.0.1:${server.port}`;
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    server?.stop(true);
  });

  /**
   * A page whose CSP violations and script errors are collected. `art`: "serve" answers the image host with stand-in
   * images, "unreachable" fails every request to it (as on this machine, which has no internet).
   */
  async function openPage(options: BrowserContextOptions & { art: "serve" | "unreachable" }) {
    const { art, ...contextOptions } = options;
    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    const problems: string[] = [];
    const artRequests: string[] = [];
    page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    // Runs before any page script, outside the page's CSP: it only records violations.
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.route(`${ART_ORIGIN}/**`, (route) => {
      artRequests.push(route.request().url());
      if (art === "unreachable") return route.abort("namenotresolved");
      const capsule = route.request().url().includes("capsule_");
      return route.fulfill({ contentType: "image/svg+xml", body: capsule ? fakeArt(231, 87) : fakeArt(460, 215) });
    });
    const cspViolations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    return { page, problems, artRequests, cspViolations, close: () => context.close() };
  }

  async function loadAllImages(page: Page) {
    // Lazy capsules below the fold load once scrolled to.
    await page.evaluate(async () => {
      for (const img of document.images) img.scrollIntoView();
      window.scrollTo(0, 0);
    });
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  }

  test("searches for a game, shows its list, applies a filter, with no CSP violation", async () => {
    const { page, problems, cspViolations, close } = await openPage({ viewport: { width: 1000, height: 900 }, art: "serve" });
    await page.goto(`${origin}/`);
    await page.screenshot({ path: `${ARTIFACTS}/home.png`, fullPage: true });
    await page.fill('main input[name="q"]', "Stardew Valley");
    await Promise.all([page.waitForURL(`${origin}/game/413150`), page.press('main input[name="q"]', "Enter")]);
    expect(await page.textContent("h1")).toBe("Stardew Valley");
    const names = await page.locator("ol.picks li a.name").allTextContents();
    expect(names.length).toBe(7);
    expect(names[0]).toBe(`<script>alert("name")</script>`); // the hostile fixture renders as text

    await Promise.all([page.waitForURL(`${origin}/game/413150/like?coop=true`), page.getByRole("link", { name: "Co-op", exact: true }).click()]);
    expect(await page.locator("ol.picks li a.name").allTextContents()).toEqual(["Brotato", "Risk of Rain 2"]);
    expect(await page.getByRole("link", { name: "Co-op", exact: true }).getAttribute("aria-current")).toBe("true");
    // The stylesheet loaded under the CSP: the list's custom counter style applies.
    expect(await page.locator("ol.picks").evaluate((el) => getComputedStyle(el).listStyleType)).toBe("none");
    await loadAllImages(page);
    await page.screenshot({ path: `${ARTIFACTS}/filtered-list.png`, fullPage: true });
    expect(problems).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  }, TIMEOUT_MS);

  test("shows the header image and a capsule per pick from the store's image host, sized and named", async () => {
    const { page, problems, artRequests, cspViolations, close } = await openPage({ viewport: { width: 1100, height: 900 }, art: "serve" });
    await page.goto(`${origin}/game/1145360`);
    await loadAllImages(page);
    const images = await page.$$eval("img", (all) =>
      all.map((i) => ({ src: i.getAttribute("src"), alt: i.alt, w: i.getAttribute("width"), h: i.getAttribute("height"), lazy: i.loading as string, loaded: i.naturalWidth > 0 })),
    );
    const pickIds = await page.$$eval("ol.picks li", (lis) => lis.map((li) => li.getAttribute("data-appid")));
    const pickNames = await page.locator("ol.picks li a.name").allTextContents();
    const art = (id: string | number, file: string) => `${ART_ORIGIN}/store_item_assets/steam/apps/${id}/${file}`;
    expect(images[0]).toEqual({ src: art(1145360, "header.jpg"), alt: "Hades", w: "460", h: "215", lazy: "auto", loaded: true });
    expect(images.slice(1)).toEqual(
      pickIds.map((id, i) => ({ src: art(id!, "capsule_231x87.jpg"), alt: pickNames[i]!, w: "231", h: "87", lazy: "lazy", loaded: true })),
    );
    expect(new Set(artRequests).size).toBe(images.length);
    expect(problems).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    // Exactly that host: an image from anywhere else is refused by the CSP.
    await page.evaluate(() => {
      const img = new Image();
      img.src = "https://images.example/x.png";
      document.body.append(img);
    });
    await page.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0);
    expect(await cspViolations()).toEqual(["img-src https://images.example/x.png"]);
    // Same-origin fetches pass (tools read robots.txt from the page); any other origin is refused.
    const fetched = await page.evaluate(async () => {
      const robots = await fetch("/robots.txt").then((r) => r.status);
      const elsewhere = await fetch("https://api.example/x").then(
        () => "loaded",
        () => "refused",
      );
      return { robots, elsewhere };
    });
    expect(fetched).toEqual({ robots: 200, elsewhere: "refused" });
    expect((await cspViolations()).slice(1)).toEqual(["connect-src https://api.example/x"]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${ARTIFACTS}/game-en-art.png` });
    await close();
  }, TIMEOUT_MS);

  test("keeps each image's box with a named tile when the image host is unreachable", async () => {
    const { page, problems, cspViolations, close } = await openPage({ viewport: { width: 1100, height: 900 }, art: "unreachable" });
    await page.goto(`${origin}/game/1145360`);
    await loadAllImages(page);
    const boxes = await page.$$eval(".art", (arts) =>
      arts.map((a) => {
        const img = a.querySelector("img")!;
        const r = a.getBoundingClientRect();
        const after = getComputedStyle(img, "::after");
        return { ratio: Math.round((r.width / r.height) * 100) / 100, broken: img.naturalWidth === 0, tile: after.backgroundColor, cover: after.position };
      }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const [i, b] of boxes.entries()) {
      expect(b.broken).toBe(true);
      expect(b.ratio).toBeCloseTo(i === 0 ? 460 / 215 : 231 / 87, 1);
      expect(b.cover).toBe("absolute"); // the tile covers the broken-image icon
      expect(b.tile).not.toBe("rgba(0, 0, 0, 0)");
    }
    await page.screenshot({ path: `${ARTIFACTS}/game-en.png`, fullPage: true });
    expect(problems).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();
  }, TIMEOUT_MS);

  test("fills the find box from #q= by its one allowed script, and works without script", async () => {
    const { page, problems, cspViolations, close } = await openPage({ viewport: { width: 1000, height: 900 }, art: "unreachable" });
    await page.goto(`${origin}/find#q=a%20cat%20in%20a%20neon+city`);
    expect(await page.inputValue("#description")).toBe("a cat in a neon city");
    await page.screenshot({ path: `${ARTIFACTS}/find.png`, fullPage: true });
    expect(problems).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await close();

    const noScript = await openPage({ viewport: { width: 1000, height: 900 }, javaScriptEnabled: false, art: "unreachable" });
    await noScript.page.goto(`${origin}/find?description=${encodeURIComponent("a cat in a neon city")}`);
    expect(await noScript.page.inputValue("#description")).toBe("a cat in a neon city");
    await noScript.page.fill("#description", "a farm in a quiet valley");
    await Promise.all([noScript.page.waitForURL(/\/find\?description=a\+farm/), noScript.page.click("form[action='/find'] button")]);
    await noScript.close();
  }, TIMEOUT_MS);

  /** What a phone screen cuts: filter chips past its edge, a search hint wider than its box, a date broken at a hyphen. */
  function cutOnScreen(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const out: string[] = [];
      for (const a of document.querySelectorAll<HTMLElement>("nav.filters a")) {
        if (a.getBoundingClientRect().right > document.documentElement.clientWidth) out.push(`chip ${a.textContent}`);
      }
      const ctx = document.createElement("canvas").getContext("2d")!;
      for (const input of document.querySelectorAll<HTMLInputElement>("input[type=search]")) {
        const style = getComputedStyle(input);
        ctx.font = `${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (ctx.measureText(input.placeholder).width > room) out.push(`placeholder ${input.placeholder}`);
      }
      for (const t of document.querySelectorAll("footer time")) if (t.getClientRects().length !== 1) out.push(`date ${t.textContent}`);
      return out;
    });
  }

  // An exact-title search lands on the game with its other matches: on both phones, in both languages, the first pick
  // is whole on the first screen (art, name, reason and facts line), whatever the description's length.
  for (const phone of PHONES) {
    test(`on a ${phone.width}×${phone.height} phone a search landing shows the first pick whole, and nothing is cut`, async () => {
      const { page, close } = await openPage({ viewport: phone, isMobile: true, hasTouch: true, art: "unreachable" });
      for (const lang of ["en", "ru"] as const) {
        await page.goto(`${origin}/search?q=hades${lang === "ru" ? "&lang=ru" : ""}`);
        expect(await page.locator("details.other-matches").count()).toBe(1);
        const first = (await page.locator("ol.picks li").first().boundingBox())!;
        expect({ lang, whole: first.y + first.height <= phone.height }).toEqual({ lang, whole: true });
        await page.screenshot({ path: `${ARTIFACTS}/landing-fixture-${lang}-${phone.width}x${phone.height}.png` });
        expect(await cutOnScreen(page)).toEqual([]);
        await page.goto(`${origin}/${lang === "ru" ? "?lang=ru" : ""}`);
        expect(await cutOnScreen(page)).toEqual([]);
      }
      for (const path of ["/", "/game/1145360", "/game/1145360?lang=ru", "/game/413150/like?coop=true", "/find", "/about", "/privacy", "/nope", "/game/666"]) {
        await page.goto(origin + path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect([path, overflow]).toEqual([path, 0]);
      }
      await page.goto(`${origin}/about?lang=ru`);
      await page.screenshot({ path: `${ARTIFACTS}/about-ru-${phone.width}x${phone.height}.png`, fullPage: true });
      await close();
    }, TIMEOUT_MS);
  }

  const AXE_PAGES = ["/", "/game/1145360", "/game/1145360?lang=ru", "/game/413150/like?coop=true", "/find", "/about", "/privacy", "/nope"];
  for (const scheme of ["light", "dark"] as const) {
    test(`axe finds no serious or critical violation in ${scheme} mode`, async () => {
      const { page, close } = await openPage({ viewport: { width: 1000, height: 900 }, colorScheme: scheme, art: "serve" });
      const found: string[] = [];
      for (const path of AXE_PAGES) {
        await page.goto(origin + path);
        await loadAllImages(page);
        // Evaluated through the DevTools protocol, so the page's CSP (which would refuse an injected script) allows it.
        await page.evaluate(AXE_SOURCE);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
          return (await axe.run()).violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
        });
        for (const v of violations) if (v.impact === "serious" || v.impact === "critical") found.push(`${path}: ${v.id} (${v.impact}, ${v.nodes} nodes)`);
      }
      if (scheme === "dark") {
        await page.goto(`${origin}/game/1145360/like?coop=true&lang=ru`);
        await page.screenshot({ path: `${ARTIFACTS}/like-ru-dark.png`, fullPage: true });
      }
      expect(found).toEqual([]);
      await close();
    }, TIMEOUT_MS);
  }
});
