// Debian's Chromium for real-browser tests (playwright-core, never `playwright install`): present, or CI fails.
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";

/** Where `apt-get install -y chromium` puts the browser. */
export const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * True when Chromium is installed. Outside CI a missing browser skips the test file with a warning; in CI it throws,
 * so a browser test can never pass by not running.
 */
export function hasChromium(testName: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI) throw new Error(`${testName}: ${CHROMIUM} is missing in CI; install it with "apt-get install -y chromium" before the tests`);
  console.warn(`${testName} skipped: ${CHROMIUM} not found (apt-get install -y chromium); CI fails instead`);
  return false;
}

/** Launches headless Chromium without any network chatter of its own (updates, sync). */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}
