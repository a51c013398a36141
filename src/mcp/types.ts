// Shared types of the MCP adapter: what the server factory and the HTTP handler need (wired in service.ts).
import type { TSchema } from "@sinclair/typebox";
import type { Config } from "../config/config";
import type { AnswerCache, ApiSwitch, RateLimiter } from "../limits/types";
import type { GuardedCall } from "../pipeline";
import type { ToolDeps, ToolModule } from "../mcp-tools/types";

/** Where the adapter reports failures it hides from callers (unknown errors, schema drift). */
export interface McpLogger {
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One tool module as the adapter sees it. `any` is the boundary here: each module's handler is typed by its own
 * TypeBox `Input`, and the adapter only ever calls it with a value that passed that schema's compiled check.
 */
export type AnyToolModule<D = ToolDeps> = ToolModule<TSchema, TSchema, D> & { handler(input: any, deps: D): Promise<any> };

/**
 * Everything the MCP server needs; wired once in service.ts.
 *
 * `D` is the object handed to every tool handler: `ToolDeps`, or a superset when a tool needs more (the finder).
 */
export interface McpDeps<D = ToolDeps> {
  config: Readonly<Config>;
  /** The tools to serve, in listing order: the list exported by `src/mcp-tools/index.ts`. */
  tools: readonly AnyToolModule<D>[];
  /** Passed as-is to every tool handler. */
  toolDeps: D;
  /** The same per-IP and global buckets as REST. */
  limiter: RateLimiter;
  /** The agent-API kill switch; when off, every tool call answers `disabled`. */
  apiSwitch: Pick<ApiSwitch, "enabled">;
  /** Default: `console`. */
  logger?: McpLogger;
  /** The one-day answer cache shared with REST; absent: MCP answers are not cached. */
  cache?: AnswerCache;
  /** The service's guarded call shared by every door; built from the above when absent. */
  call?: GuardedCall<D>;
  /** Games resources/list names (appids, most reviewed first); absent: none listed, the template still reads any. */
  resources?: { featured: readonly number[] };
}

/** Per-request facts the server needs for limits and logs. */
export interface McpRequestContext {
  /** Client IP as resolved by the HTTP layer (trusted proxies applied). */
  ip: string;
}
