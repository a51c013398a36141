// The edge's one decision of which door a path belongs to: the agent API (REST), MCP, the ops endpoints, or the site.
import type { Door } from "../ops/types";

/** The ops endpoints' paths. */
export const OPS_PATHS = { health: "/healthz", ready: "/readyz", metrics: "/metrics" } as const;

/**
 * Which door a path belongs to: `rest` for `/api/*` and `/openapi.json`, `mcp` for the MCP endpoint, `ops` for
 * health, readiness and metrics, `web` for anything else (the site, /docs included).
 *
 * @example
 * doorOf("/api/agent/games-like", "/mcp"); // "rest"
 * doorOf("/game/1145360", "/mcp"); // "web"
 */
export function doorOf(path: string, mcpPath: string): Door {
  if (path.startsWith("/api/") || path === "/api" || path === "/openapi.json") return "rest";
  if (path === mcpPath || path.startsWith(`${mcpPath}/`)) return "mcp";
  if (path === OPS_PATHS.health || path === OPS_PATHS.ready || path === OPS_PATHS.metrics) return "ops";
  return "web";
}

/**
 * Whether browsers may call a path from any origin: the public read-only API (the MCP endpoint keeps its own Origin
 * guard).
 */
export function isCorsPath(path: string): boolean {
  return path.startsWith("/api/agent/") || path === "/openapi.json";
}

/** The path of an absolute or origin-relative URL, without query or fragment, without building a URL object. */
export function pathOf(url: string): string {
  const scheme = url.indexOf("//");
  const start = url.startsWith("/") ? 0 : url.indexOf("/", scheme < 0 ? 0 : scheme + 2);
  if (start < 0) return "/";
  let end = url.length;
  for (let i = start; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) {
      end = i;
      break;
    }
  }
  return url.slice(start, end);
}
