// Shared types of the REST facade: what createRestApp needs (wired in service.ts).
import type { Config } from "../config/config";
import type { GuardedCall } from "../pipeline";
import type { ToolDeps } from "../mcp-tools/types";

/** Where the facade reports failures it hides from callers (unknown errors become a plain 500). */
export interface RestLogger {
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Everything the REST facade needs; wired once in service.ts. */
export interface RestDeps {
  /** The public base URL (in /openapi.json and the `disabled` answer) and the answers' cache lifetime. */
  config: Pick<Readonly<Config>, "publicBaseUrl" | "cacheTtlSeconds">;
  /** The service's guarded call shared by every door (switch, limits and cache live in it). */
  call: GuardedCall<ToolDeps>;
  /** Default: `console`. */
  logger?: RestLogger;
}
