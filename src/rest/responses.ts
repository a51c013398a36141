// The facade's one error path: AppError → AgentError (404/429/503), validation → FastAPI 422, anything else → 500.
import { SERVICE_NAME } from "../config/config";
import { isAppError } from "../errors";
import { limitDecisionOf, rateLimitHeaders } from "../limits";
import type { RestLogger } from "./types";
import type { ValidationErrorItem } from "./validate-query";

const JSON_TYPE = { "content-type": "application/json" };

/** A JSON response with extra headers. */
export function json(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...JSON_TYPE, ...headers } });
}

/** 422 with FastAPI's HTTPValidationError body: every error of the request in one list. */
export function validationError(detail: ValidationErrorItem[]): Response {
  return json(422, JSON.stringify({ detail }));
}

/** 503 `disabled`: the agent API is switched off (the website keeps working). */
export function disabled(siteUrl: string): Response {
  return agentError(503, "disabled", `The agent API is switched off for now; try again later. The website still answers at ${siteUrl}.`);
}

/**
 * Maps any thrown value to a response, once for the whole facade:
 * - AppError `not_found` → 404, `rate_limited` → 429 with `Retry-After` (whole seconds) and RateLimit headers,
 *   `disabled` → 503 (REST never sends the enum's `bad_request`: invalid parameters are 422, see validationError);
 * - anything else is logged and answered `500 {"detail":"Internal Server Error"}`, never with a stack or SQL.
 */
export function errorResponse(error: unknown, logger: RestLogger, context: Record<string, unknown> = {}): Response {
  if (isAppError(error)) {
    const headers: Record<string, string> = {};
    if (error.code === "rate_limited") {
      const decision = limitDecisionOf(error);
      if (decision) Object.assign(headers, rateLimitHeaders(decision));
      headers["Retry-After"] = String(Math.max(1, Math.ceil(error.retryAfter ?? 1)));
    }
    return agentError(error.status, error.code, error.message, headers);
  }
  logger.error("rest: request failed", { ...context, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return internalError();
}

/** FastAPI's plain 500, for a failure already logged. */
export function internalError(): Response {
  return json(500, '{"detail":"Internal Server Error"}');
}

/**
 * What FastAPI answers for a path no route serves: 404 `{"detail":"Not Found"}`, or 405 `{"detail":"Method Not
 * Allowed"}` with `Allow: GET` when the path exists but the method is not GET (or HEAD).
 */
export function noRoute(request: Request, getPaths: ReadonlySet<string>): Response {
  const path = pathOf(request.url);
  if (getPaths.has(path)) return json(405, '{"detail":"Method Not Allowed"}', { allow: "GET" });
  return json(404, '{"detail":"Not Found"}');
}

function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.slice(start).search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

function agentError(status: number, error: string, detail: string, headers: Record<string, string> = {}): Response {
  return json(status, JSON.stringify({ source: SERVICE_NAME, error, detail }), headers);
}
