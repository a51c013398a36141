// Shared types of the ops domain: metrics, readiness, logs and the server's ops layer.
import type { LogLevel } from "../config/config";

export type { LogLevel };

/** Which door a request came through; `ops` is the health and metrics endpoints themselves. */
export type Door = "rest" | "mcp" | "web" | "ops";

/** One tool call as the request pipeline's observer reports it (REST route, MCP tool or website page). */
export interface ToolCallEvent {
  door: Door;
  /** Tool or route name: games_like, game_facts, resolve_game, find_game_by_description, or a page name. */
  tool: string;
  /** HTTP status, or the AppError code the call ended with ("ok" when none). */
  status: number | string;
  /** True on an answer-cache hit, false on a miss, undefined when the call does not use the cache. */
  cached?: boolean;
  /** The limit scope that refused the call, when one did. */
  limited?: string | null;
  seconds: number;
}

/** The service's metrics; every method is cheap and never throws. */
export interface Metrics {
  /** Every HTTP request, at the outermost layer. */
  request(door: Door, status: number, seconds: number): void;
  /** The request pipeline's observer hook: counts calls, cache hits/misses, limiter rejections and not-found answers. */
  toolCall(event: ToolCallEvent): void;
  /** One answer-cache lookup. */
  cache(hit: boolean): void;
  /** One call refused by a limit scope ("api", "find", "web", ...). */
  limited(scope: string): void;
  /** A lookup that found no game (`tool` asked it). */
  notFound(tool: string): void;
  /** Which backend answered find_game_by_description: offline, llm, or fallback (the model failed, offline answered). */
  finderBackend(backend: "offline" | "llm" | "fallback"): void;
  /** The limiter fell back to memory because Redis did not answer. */
  limiterFallback(): void;
  /** Redis reachable (1) or not (0), as the last readiness check saw it. */
  redisUp(up: boolean): void;
  /** The exposition text and its content type, for GET /metrics. */
  render(): Promise<{ body: string; contentType: string }>;
}

/** What the build-info gauge labels: the service version and the catalog's build and snapshot dates. */
export interface BuildInfo {
  version: string;
  catalogBuiltAt: string;
  /** Source folder → snapshot date. */
  snapshots: Record<string, string>;
}

/** One readiness check: null when fine, else the reason (short, no secrets). May be async; a throw is a failure. */
export interface ReadinessCheck {
  name: string;
  check(): string | null | Promise<string | null>;
}

/** The readiness state: named checks plus the drain flag set on shutdown. */
export interface Readiness {
  /** Marks the service as going away: every later /readyz answers 503 "draining". */
  drain(): void;
  readonly draining: boolean;
  /** Runs every check (each bounded by `timeoutMs`); `ok` when none failed and not draining. */
  evaluate(): Promise<{ ok: boolean; checks: Record<string, string> }>;
}

/** Fields of one log line besides time, level and msg. Never client IPs, headers or query text (see the privacy note). */
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export interface OpsDeps {
  metrics: Metrics;
  readiness: Readiness;
  logger: Logger;
  /** The MCP endpoint's path, to tell the MCP door from the website. */
  mcpPath: string;
}

/** Per-request bookkeeping the server's hooks call: begin on arrival, end once the response is out. */
export interface RequestTracker {
  /**
   * Starts a request at `path` (its URL's path, which the server has read already); returns it as tracked, with its
   * id (to send as the X-Request-Id header).
   */
  begin(request: Request, path: string): TrackedRequest;
  /** Ends it with the response's status: one log line and the request metrics. */
  end(tracked: TrackedRequest, status: number): void;
}

/** A request between `begin` and `end`. */
export interface TrackedRequest {
  readonly id: string;
  readonly method: string;
  readonly door: Door;
  readonly path: string;
  readonly started: number;
}
