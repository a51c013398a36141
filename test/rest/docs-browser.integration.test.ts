// Covers /docs in a real browser (Debian Chromium via playwright-core): Swagger UI loads from this server only, shows
// both operations of /openapi.json, runs "Try it out" against the API, and trips no Content-Security-Policy rule.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { loadConfig } from "../../src/config/config";
import { createServerHandler } from "../../src/server";
import { hasChromium, launchChromium } from "../helpers/chromium";
import { restDoor } from "../helpers/rest-harness";

const SCREENSHOT = "/tmp/rest-docs-page.png";
const TIMEOUT_MS = 90_000;

describe.skipIf(!hasChromium("docs browser test"))("/docs in Chromium", () => {
  let server: ReturnType<typeof Bun.serve>;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    // The document's `servers` must be this origin for "Try it out", so the app is built once the port is known.
    let app: ReturnType<typeof createServerHandler> | null = null;
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req, srv) => app!.fetch(req, srv) });
    origin = `http://127.0.0.1:${server.port}`;
    const config = loadConfig({ PUBLIC_BASE_URL: origin, RATE_LIMITS: "off" });
    app = createServerHandler({ config, rest: restDoor(config) });
    browser = await launchChromium();
  }, TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    server?.stop(true);
  });

  test("lists both operations, answers Try it out, loads nothing from another host, and breaks no CSP rule", async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    page.on("request", (r) => !r.url().startsWith(origin) && !r.url().startsWith("data:") && foreign.push(r.url()));
    // A violation the console might word differently is still caught by the DOM event.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });

    const response = await page.goto(`${origin}/docs`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.waitForSelector(".opblock-summary-path", { timeout: 30_000 });
    const paths = await page.locator(".opblock-summary-path").allTextContents();
    expect(paths.map((p) => p.replace(/\u200b/g, ""))).toEqual(["/api/agent/games-like", "/api/agent/game-facts"]);
    expect(await page.locator(".opblock-summary-method").allTextContents()).toEqual(["GET", "GET"]);

    // Try it out: game-facts for Hades, answered by this server under the page's connect-src 'self'.
    await page.locator("#operations-default-gameFacts .opblock-summary").click();
    const op = page.locator("#operations-default-gameFacts");
    await op.getByRole("button", { name: "Try it out" }).click();
    await op.locator('tr[data-param-name="q"] input').fill("1145360");
    await op.getByRole("button", { name: "Execute" }).click();
    await op.locator(".live-responses-table tbody .response-col_status").first().waitFor({ timeout: 30_000 });
    expect((await op.locator(".live-responses-table tbody .response-col_status").first().textContent())?.trim()).toBe("200");
    expect(await op.locator(".live-responses-table .microlight").first().textContent()).toContain('"name": "Hades"');

    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, TIMEOUT_MS);
});
