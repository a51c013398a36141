// What a refusal by the limits tells an HTTP client: Retry-After and the RateLimit headers, one rule for every door.
import type { AppError } from "../errors";
import { limitDecisionOf, rateLimitHeaders } from "../limits";

/**
 * Whole seconds to wait after a `rate_limited` refusal (at least 1): the Retry-After value, and what an MCP result's
 * text and `_meta` say.
 *
 * @example
 * retryAfterSeconds(new AppError("rate_limited", "…", { retryAfter: 0.2 })); // 1
 */
export function retryAfterSeconds(error: Pick<AppError, "retryAfter">): number {
  return Math.max(1, Math.ceil(error.retryAfter ?? 1));
}

/** The headers of a refusal: the limits' RateLimit and RateLimit-Policy when it carries a decision, and Retry-After. */
export function refusalHeaders(error: AppError): Record<string, string> {
  const decision = limitDecisionOf(error);
  return { ...(decision ? rateLimitHeaders(decision) : {}), "Retry-After": String(retryAfterSeconds(error)) };
}
