// The one error type of the service; each adapter (REST, MCP, web) maps it to its wire shape once.
import type { AgentErrorT } from "./schemas";

/**
 * The codes the service throws: the spec's AgentError `error` enum less `bad_request`. Nothing throws that one:
 * REST answers every invalid parameter with FastAPI's 422, and MCP tags invalid arguments `bad_request` itself
 * (mcp/tool-calls.ts) before any handler runs.
 */
export type ErrorCode = Exclude<AgentErrorT["error"], "bad_request">;

const STATUS: Record<ErrorCode, number> = { not_found: 404, rate_limited: 429, disabled: 503 };

/**
 * A domain failure with a code, an HTTP status and a message that names the bad value and what would be valid.
 *
 * @example
 * throw new AppError("not_found", 'lookup: no game matches "zzzzqqqxx"; try a name, an appid or a store URL');
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Whole seconds until a retry can pass (rate_limited only). */
  readonly retryAfter: number | null;

  constructor(code: ErrorCode, message: string, options: { retryAfter?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = STATUS[code];
    this.retryAfter = options.retryAfter ?? null;
  }
}

/** True for an AppError: an `instanceof` check, which holds because the service (and its binary) loads one copy of this module. */
export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
