// Shared types of the REST facade: what createRestApp needs (wired in service.ts).
import type { AnswerCache, ApiSwitch, RateLimiter } from "../limits/types";
import type { GuardedCall } from "../pipeline";
import type { ToolDeps } from "../mcp-tools/types";

/** Where the facade reports failures it hides from callers (unknown errors become a plain 500). */
export interface RestLogger {
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Everything the REST facade needs; wired once in service.ts. */
export interface RestDeps {
  /** Handed as-is to the tool handlers (config, store, lookup, recommender, clock). */
  toolDeps: ToolDeps;
  /** The same per-IP and global buckets as MCP. */
  limiter: RateLimiter;
  /** The one-day answer cache. */
  cache: AnswerCache;
  /** The agent-API kill switch; when off, both endpoints answer 503 `disabled`. */
  apiSwitch: Pick<ApiSwitch, "enabled">;
  /**
   * The socket peer address of a request. Default: the Bun server's `requestIP` (null for in-process requests).
   * Tests pass their own to play several clients.
   */
  socketIp?: (request: Request) => string | null;
  /** Default: `console`. */
  logger?: RestLogger;
  /** The service's guarded call shared by every door (one cache in flight, one observer); built from the above when absent. */
  call?: GuardedCall<ToolDeps>;
}
