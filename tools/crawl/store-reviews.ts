// Steam `appreviews` for one app: up to N pages of 100, written gzipped as query_summary + reviews by id.

import { gzipSync } from "node:zlib";
import { writeFileAtomic } from "./atomic-write.ts";
import type { AppOutcome, CrawlContext } from "./types.ts";

/** Reviews requested per page: the API's maximum. */
const REVIEWS_PER_PAGE = 100;

interface ReviewsPage {
  success?: unknown;
  query_summary?: unknown;
  reviews?: Array<Record<string, unknown>>;
  cursor?: unknown;
}

/**
 * Fetches up to `options.reviewPages` pages of an app's most recent reviews (all languages, all purchase types),
 * following the API's cursor, and writes `{query_summary, reviews: {<recommendationid>: review}}` gzipped.
 * `query_summary` is the first page's (the only one with the totals). An app with no reviews still gets a file
 * (its totals are data); a `success` other than 1 on the first page skips the app.
 */
export async function fetchStoreReviews(ctx: CrawlContext, appid: number): Promise<AppOutcome> {
  let cursor = "*";
  let summary: unknown = null;
  const reviews: Record<string, unknown> = {};
  for (let page = 0; page < ctx.options.reviewPages; page++) {
    const body = (await ctx.http.getJson(reviewsUrl(ctx, appid, cursor), ctx.pacers.store, ctx.signal)) as ReviewsPage | null;
    if (!body || (body.success !== 1 && body.success !== true)) {
      if (page === 0) return { state: "skipped", reason: `reviews success:${String(body?.success)}` };
      break;
    }
    if (page === 0) summary = body.query_summary ?? null;
    const list = Array.isArray(body.reviews) ? body.reviews : [];
    for (const review of list) reviews[String(review.recommendationid)] = review;
    // The API repeats the last cursor (or none) once the reviews run out.
    if (list.length === 0 || typeof body.cursor !== "string" || body.cursor === cursor) break;
    cursor = body.cursor;
  }
  const json = JSON.stringify({ query_summary: summary, reviews });
  await writeFileAtomic(ctx.paths.reviews(appid), gzipSync(json));
  return { state: "done" };
}

function reviewsUrl(ctx: CrawlContext, appid: number, cursor: string): string {
  const query = `json=1&language=all&filter=recent&num_per_page=${REVIEWS_PER_PAGE}&cursor=${encodeURIComponent(cursor)}&purchase_type=all`;
  return `${ctx.options.storeBase}/appreviews/${appid}?${query}`;
}
