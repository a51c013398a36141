// Shared types of the MCP adapter: what the server factory and the HTTP handler need (wired in service.ts).
import type { TSchema } from "@sinclair/typebox";
import type { Config } from "../config/config";
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
 * `D` is the object the guarded call hands every tool handler: `ToolDeps`, or a superset (the finder).
 */
export interface McpDeps<D = ToolDeps> {
  config: Readonly<Config>;
  /** The tools to serve, in listing order: the list exported by `src/mcp-tools/index.ts`. */
  tools: readonly AnyToolModule<D>[];
  /** Default: `console`. */
  logger?: McpLogger;
  /** The service's guarded call shared by every door (switch, limits and cache live in it). */
  call: GuardedCall<D>;
  /**
   * The games resources are offered for: `featured` (appids, most reviewed first) are named by resources/list, and
   * `gameName` says whether the catalog holds an appid (any is read through the template). Absent: no resources.
   */
  resources?: { featured: readonly number[]; gameName(appid: number): string | null };
}

/** Per-request facts the server needs for limits and logs. */
export interface McpRequestContext {
  /** Client IP as resolved by the HTTP layer (trusted proxies applied). */
  ip: string;
}
