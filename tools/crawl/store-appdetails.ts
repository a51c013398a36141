// Steam store `appdetails` for one app, written as `<appid>.json` holding the `data` object.

import { writeFileAtomic } from "./atomic-write.ts";
import type { AppOutcome, CrawlContext } from "./types.ts";

/**
 * Fetches `/api/appdetails?appids=ID&cc=us&l=english` and writes its `data` object. An app the store answers
 * with `success: false` for (removed, region-locked, not an app) is skipped and gets no file.
 */
export async function fetchStoreAppdetails(ctx: CrawlContext, appid: number): Promise<AppOutcome> {
  const url = `${ctx.options.storeBase}/api/appdetails?appids=${appid}&cc=us&l=english`;
  const body = await ctx.http.getJson(url, ctx.pacers.store, ctx.signal);
  // The store answers a single-app request with `{"<appid>": {success, data}}`; `null` means it refused.
  const entry = body && typeof body === "object" ? (body as Record<string, unknown>)[String(appid)] : undefined;
  if (!entry || typeof entry !== "object") {
    throw new Error(`crawl: appdetails of ${appid} has no "${appid}" entry: ${JSON.stringify(body).slice(0, 80)}`);
  }
  const { success, data } = entry as { success?: unknown; data?: unknown };
  if (success !== true) return { state: "skipped", reason: `store success:${String(success)}` };
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new Error(`crawl: appdetails of ${appid} has success but no data object`);
  }
  await writeFileAtomic(ctx.paths.appdetails(appid), JSON.stringify(data, null, 4));
  return { state: "done" };
}
