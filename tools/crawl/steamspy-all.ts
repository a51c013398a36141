// Phase 1: the SteamSpy `request=all` pages (1,000 apps each), written as `<YYYYMMDD>_steamspy_page_N.json`.

import { existsSync } from "node:fs";
import { writeFileAtomic } from "./atomic-write.ts";
import { formatDuration } from "./progress.ts";
import type { CrawlContext } from "./types.ts";

/**
 * Fetches SteamSpy `all` pages from page 0 until the first empty page or `options.steamspyMaxPages`, skipping
 * pages the checkpoint has on disk and stopping at a known end page. Returns the number of pages fetched now.
 * Errors (after the HTTP client's retries) propagate: later pages would only repeat the failure.
 */
export async function crawlSteamspyAll(ctx: CrawlContext): Promise<number> {
  const { options, checkpoint, paths, log } = ctx;
  const state = checkpoint.data.steamspyAll;
  const started = performance.now();
  let fetched = 0;
  for (let page = 0; options.steamspyMaxPages === null || page < options.steamspyMaxPages; page++) {
    if (state.endPage !== null && page >= state.endPage) break;
    if (state.pagesDone.includes(page) && existsSync(paths.steamspyPage(page))) continue;
    ctx.signal?.throwIfAborted();
    const url = `${options.steamspyBase}/api.php?request=all&page=${page}`;
    const records = asPage(await ctx.http.getJson(url, ctx.pacers.steamspyAll, ctx.signal), page);
    fetched++;
    const elapsed = formatDuration((performance.now() - started) / 1000);
    const size = Object.keys(records).length;
    if (size === 0) {
      checkpoint.markEndPage(page);
      await checkpoint.save();
      log(`crawl steamspy-all: page ${page} is empty, the list ends there (${fetched} pages fetched, elapsed ${elapsed})`);
      return fetched;
    }
    await writeFileAtomic(paths.steamspyPage(page), JSON.stringify(records, null, 4));
    checkpoint.markPage(page);
    await checkpoint.save();
    log(`crawl steamspy-all: page ${page} written (${size} apps, ${fetched} pages fetched, elapsed ${elapsed})`);
  }
  const reachedEnd = state.endPage !== null && (options.steamspyMaxPages === null || options.steamspyMaxPages >= state.endPage);
  log(`crawl steamspy-all: ${reachedEnd ? `all ${state.endPage} pages already on disk` : "stopped at the page limit"} (${fetched} pages fetched)`);
  return fetched;
}

// SteamSpy answers `[]` (a PHP empty array) past the last page, and an appid -> record object otherwise.
function asPage(body: unknown, page: number): Record<string, unknown> {
  if (Array.isArray(body) && body.length === 0) return {};
  if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new Error(`crawl: SteamSpy page ${page} is not an appid -> record object: ${JSON.stringify(body).slice(0, 80)}`);
}
