// The crawl itself: wires client, pacers and checkpoint, runs SteamSpy pages first, then the per-app endpoints.

import { runAppPhase } from "./app-phase.ts";
import { appidsFromSteamspyPages } from "./appid-source.ts";
import { openCheckpoint } from "./checkpoint.ts";
import { createHttpClient } from "./http-client.ts";
import { outputPaths } from "./output-paths.ts";
import { createRequestPacer } from "./request-pacer.ts";
import { isAbortError } from "./sleep.ts";
import { crawlSteamspyAll } from "./steamspy-all.ts";
import { writeSteamspyCsv } from "./steamspy-csv.ts";
import { fetchSteamspyDetails } from "./steamspy-details.ts";
import { fetchStoreAppdetails } from "./store-appdetails.ts";
import { fetchStoreReviews } from "./store-reviews.ts";
import type { AppEndpoint, AppOutcome, AppState, CrawlContext, CrawlDeps, CrawlOptions, CrawlSummary } from "./types.ts";

const APP_FETCHERS: Record<AppEndpoint, (ctx: CrawlContext, appid: number) => Promise<AppOutcome>> = {
  "steamspy-details": fetchSteamspyDetails,
  appdetails: fetchStoreAppdetails,
  reviews: fetchStoreReviews,
};

/**
 * Crawls `options.endpoints` into `options.out`, resuming from its checkpoint. SteamSpy `all` pages come first
 * (they may be the appid source); then store appdetails, store reviews and SteamSpy appdetails run side by side,
 * the two store endpoints sharing the store's rate pacer. Aborting `deps.signal` stops the crawl, keeping the
 * checkpoint and the SteamSpy CSV consistent, and resolves with `interrupted: true`.
 *
 * @example
 * const summary = await runCrawl(options, { log: (line) => console.error(line) })
 * summary.counts.appdetails // { done: 97, skipped: 2, failed: 1 }
 */
export async function runCrawl(options: CrawlOptions, deps: CrawlDeps = {}): Promise<CrawlSummary> {
  const log = deps.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const paths = outputPaths(options.out, options.snapshot);
  const checkpoint = await openCheckpoint(paths.checkpoint, options.snapshot);
  const ctx: CrawlContext = {
    options,
    http: createHttpClient({ ...options, fetch: deps.fetch, random: deps.random, log }),
    pacers: {
      store: createRequestPacer({ intervalMs: options.storeIntervalMs }),
      steamspyAll: createRequestPacer({ intervalMs: options.steamspyAllIntervalMs }),
      steamspy: createRequestPacer({ intervalMs: options.steamspyIntervalMs }),
    },
    checkpoint,
    paths,
    log,
    signal: deps.signal,
  };
  const appEndpoints = options.endpoints.filter((endpoint): endpoint is AppEndpoint => endpoint !== "steamspy-all");
  let steamspyPages = 0;
  let appids: number[] = [];
  try {
    if (options.endpoints.includes("steamspy-all")) steamspyPages = await crawlSteamspyAll(ctx);
    if (appEndpoints.length > 0 && !deps.signal?.aborted) {
      appids = options.appids ?? (await appidsFromSteamspyPages(paths.steamspyDir, options.top));
      log(`crawl: ${appids.length} apps x ${appEndpoints.join(", ")} (snapshot ${options.snapshot}, out ${options.out})`);
      await Promise.all(appEndpoints.map((endpoint) => runAppPhase(ctx, endpoint, appids, (id) => APP_FETCHERS[endpoint](ctx, id))));
    }
  } catch (error) {
    if (!isAbortError(error)) throw error;
  } finally {
    if (options.endpoints.includes("steamspy-details")) {
      const rows = await writeSteamspyCsv(paths.steamspyDetailsLog, paths.steamspyCsv);
      if (rows > 0) log(`crawl steamspy-details: ${rows} rows in ${paths.steamspyCsv}`);
    }
    await checkpoint.save();
  }
  return { interrupted: deps.signal?.aborted ?? false, steamspyPages, counts: countStates(ctx, appids) };
}

// Totals over the whole selection, earlier runs included, so a resumed run reports where the snapshot stands.
function countStates(ctx: CrawlContext, appids: readonly number[]): CrawlSummary["counts"] {
  const counts = {} as CrawlSummary["counts"];
  for (const endpoint of ["steamspy-details", "appdetails", "reviews"] as const) {
    const tally: Record<AppState, number> = { done: 0, skipped: 0, failed: 0 };
    for (const appid of appids) {
      const state = ctx.checkpoint.get(endpoint, appid)?.state;
      if (state) tally[state]++;
    }
    counts[endpoint] = tally;
  }
  return counts;
}
