// Runs one per-app endpoint over a list of appids: skips settled apps, records outcomes, reports progress.

import { createProgress } from "./progress.ts";
import { isAbortError } from "./sleep.ts";
import type { AppEndpoint, AppOutcome, AppState, CrawlContext } from "./types.ts";

/** How long the checkpoint may lag behind during a phase; a crash re-fetches at most this much work. */
const CHECKPOINT_EVERY_MS = 1000;

/**
 * Calls `fetchOne` for every appid not yet done or skipped at `endpoint` (failed ones are retried), in order,
 * and marks each outcome in the checkpoint: the returned state, or `failed` with the error message. Stops
 * between apps when the context's signal aborts; the app in flight is left unmarked. Returns this run's counts.
 *
 * @example await runAppPhase(ctx, "appdetails", [10, 20], (appid) => fetchStoreAppdetails(ctx, appid))
 */
export async function runAppPhase(
  ctx: CrawlContext,
  endpoint: AppEndpoint,
  appids: readonly number[],
  fetchOne: (appid: number) => Promise<AppOutcome>,
): Promise<Record<AppState, number>> {
  const pending = appids.filter((appid) => !ctx.checkpoint.isSettled(endpoint, appid));
  const settled = appids.length - pending.length;
  const progress = createProgress({ label: endpoint, total: pending.length, write: ctx.log, everyMs: ctx.options.progressEveryMs });
  if (settled > 0) ctx.log(`crawl ${endpoint}: ${settled} of ${appids.length} apps already settled, ${pending.length} to go`);
  for (const appid of pending) {
    if (ctx.signal?.aborted) break;
    let state: AppState;
    try {
      const outcome = await fetchOne(appid);
      state = outcome.state;
      ctx.checkpoint.mark(endpoint, appid, state, outcome.reason);
    } catch (error) {
      if (isAbortError(error) || ctx.signal?.aborted) break;
      state = "failed";
      const message = error instanceof Error ? error.message : String(error);
      ctx.checkpoint.mark(endpoint, appid, state, message);
      ctx.log(`crawl ${endpoint}: app ${appid} failed: ${message}`);
    }
    progress.tick(state);
    await ctx.checkpoint.save(CHECKPOINT_EVERY_MS);
  }
  progress.finish(ctx.signal?.aborted ? "(interrupted)" : "(finished)");
  return progress.counts;
}
