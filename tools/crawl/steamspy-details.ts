// SteamSpy `appdetails` for one app (owners, tags with votes), logged raw; the CSV is rebuilt from the log.

import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { AppOutcome, CrawlContext } from "./types.ts";

/**
 * Fetches `api.php?request=appdetails&appid=ID` and appends the record as one JSON line to the details log,
 * from which `writeSteamspyCsv` builds `steamspy_top1000.csv`. SteamSpy answers unknown apps with
 * `name: null`; those are skipped.
 */
export async function fetchSteamspyDetails(ctx: CrawlContext, appid: number): Promise<AppOutcome> {
  const url = `${ctx.options.steamspyBase}/api.php?request=appdetails&appid=${appid}`;
  const body = await ctx.http.getJson(url, ctx.pacers.steamspy, ctx.signal);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new Error(`crawl: SteamSpy appdetails of ${appid} is not a record: ${JSON.stringify(body).slice(0, 80)}`);
  }
  const record = body as Record<string, unknown>;
  if (record.name === null || record.name === undefined) return { state: "skipped", reason: "unknown to SteamSpy" };
  await mkdir(dirname(ctx.paths.steamspyDetailsLog), { recursive: true });
  await appendFile(ctx.paths.steamspyDetailsLog, `${JSON.stringify({ ...record, appid })}\n`);
  return { state: "done" };
}
