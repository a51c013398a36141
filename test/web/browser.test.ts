// Covers the website in a real browser (Debian Chromium via playwright-core): home → search → game page → filter.
// Needs /usr/bin/chromium (`apt-get install -y chromium`); skipped with a message only outside CI when it is missing.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { createWebRoutes } from "../../src/web";
import { fakeWebDeps } from "../helpers/fake-web-deps";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const SCREENSHOT = "/tmp/web-browser-like-page.png";
const SCREENSHOT_MOBILE = "/tmp/web-browser-game-page-mobile.png";
const TIMEOUT_MS = 60_000;

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
    const web = createWebRoutes(fakeWebDeps());
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: async (req) => (await web(req)) ?? new Response("Not Found", { status: 404 }) });
    origin = `http://127.0.0.1:${server.port}`;
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    server?.stop(true);
  });

  test("searches for a game, shows its list, applies a filter, with no CSP violation", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));

    await page.goto(`${origin}/`);
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
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, TIMEOUT_MS);

  test("fits a phone screen", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${origin}/game/1145360?lang=ru`);
    expect(await page.getAttribute("html", "lang")).toBe("ru");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: SCREENSHOT_MOBILE, fullPage: true });
    await page.close();
  }, TIMEOUT_MS);
});
