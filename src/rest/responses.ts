// The facade's one error path: AppError → AgentError (404/429/503), validation → FastAPI 422, anything else → 500.
import { SERVICE_NAME } from "../config/config";
import { isAppError } from "../errors";
import { refusalHeaders } from "../http/limit-headers";
import type { RestLogger } from "./types";
import type { ValidationErrorItem } from "./validate-query";

/** A JSON response with extra headers. */
export function json(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "content-type": "application/json", ...headers } });
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
 * - AppError `not_found` → 404, `rate_limited` → 429 with the edge's refusal headers (Retry-After, RateLimit),
 *   `disabled` → 503 (REST never sends the enum's `bad_request`: invalid parameters are 422, see validationError);
 * - anything else is logged and answered `500 {"detail":"Internal Server Error"}`, never with a stack or SQL.
 */
export function errorResponse(error: unknown, logger: RestLogger, context: Record<string, unknown> = {}): Response {
  if (isAppError(error)) {
    return agentError(error.status, error.code, error.message, error.code === "rate_limited" ? refusalHeaders(error) : {});
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
 * Allowed"}` with `Allow: GET, HEAD` when the path exists but the method is neither.
 */
export function noRoute(path: string, getPaths: ReadonlySet<string>): Response {
  if (getPaths.has(path)) return json(405, '{"detail":"Method Not Allowed"}', { allow: "GET, HEAD" });
  return json(404, '{"detail":"Not Found"}');
}

/** An AgentError body (`source`, `error`, `detail`) with its status. */
export function agentError(status: number, error: string, detail: string, headers: Record<string, string> = {}): Response {
  return json(status, JSON.stringify({ source: SERVICE_NAME, error, detail }), headers);
}
