// The one error type of the service; each adapter (REST, MCP, web) maps it to its wire shape once.

/** Error codes, named as the spec's AgentError `error` enum. */
export type ErrorCode = "not_found" | "bad_request" | "rate_limited" | "disabled";

const STATUS: Record<ErrorCode, number> = { not_found: 404, bad_request: 400, rate_limited: 429, disabled: 503 };

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

/** True for an AppError (also across module copies). */
export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
