// Stateless streamable HTTP for the MCP server: one fresh server and web-standard transport per POST.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { createHostGuard } from "./host-guard";
import { createMcpServer } from "./server";
import type { McpDeps } from "./types";

/** Largest POST body read: tool arguments are small (a description is at most 3,000 characters). */
const MAX_BODY_BYTES = 64 * 1024;
const ACCEPT_BOTH = "application/json, text/event-stream";

/**
 * Creates the handler REST mounts at `config.mcpPath`: `(request, ip) => Response`.
 *
 * - POST: JSON-RPC over the SDK's `WebStandardStreamableHTTPServerTransport`, stateless (no session id) with
 *   JSON responses. Each request gets a fresh server and transport, as the SDK requires for stateless mode.
 * - GET and DELETE: 405 with `Allow: POST`; a stateless server offers no SSE stream and no session to end.
 * - Every method: Host and Origin checked first (see `createHostGuard`), 403 when not allowed.
 * - A `tools/call` whose params are not `{ name: string, arguments?: object }` gets JSON-RPC -32602 with one short
 *   line (the SDK would answer -32603 with its validator's dump).
 * - `ip` feeds the same rate limits as REST.
 *
 * @example
 * const mcp = createMcpHttpHandler(deps);
 * Bun.serve({ fetch: (req, srv) => mcp(req, srv.requestIP(req)?.address ?? "unknown") });
 */
export function createMcpHttpHandler<D>(deps: McpDeps<D>): (request: Request, ip: string) => Promise<Response> {
  const guard = createHostGuard(deps.config);
  const logger = deps.logger ?? console;
  return async (request, ip) => {
    const rejected = guard(request);
    if (rejected) return rejected;
    if (request.method !== "POST") return methodNotAllowed();
    const invalid = await invalidToolCall(request);
    if (invalid) return invalid;
    const server = createMcpServer(deps, { ip });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    try {
      await server.connect(transport);
      return await transport.handleRequest(lenientAccept(request));
    } catch (e) {
      logger.error("mcp: HTTP request failed", { error: e instanceof Error ? e.stack ?? e.message : String(e) });
      return Response.json({ jsonrpc: "2.0", error: { code: -32603, message: "Internal server error" }, id: null }, { status: 500 });
    } finally {
      // The JSON body is complete once handleRequest resolves; closing the server closes its transport too.
      await server.close();
    }
  };
}

/**
 * A -32602 answer when the body is one `tools/call` with malformed params, else null (the transport handles the rest).
 * Only a body with a Content-Length within the limit is peeked at (a clone; the transport still reads the original).
 */
async function invalidToolCall(request: Request): Promise<Response | null> {
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!(length > 0 && length <= MAX_BODY_BYTES)) return null;
  let message: unknown;
  try {
    message = JSON.parse(await request.clone().text());
  } catch {
    return null; // the transport answers -32700
  }
  if (typeof message !== "object" || message === null || Array.isArray(message)) return null;
  const { method, params, id } = message as { method?: unknown; params?: unknown; id?: unknown };
  if (method !== "tools/call" || id === undefined) return null;
  const problem = toolCallParamsProblem(params);
  if (!problem) return null;
  return Response.json({ jsonrpc: "2.0", id, error: { code: -32602, message: `Invalid params: ${problem}` } });
}

function toolCallParamsProblem(params: unknown): string | null {
  if (typeof params !== "object" || params === null || Array.isArray(params)) return "tools/call needs params { name, arguments }";
  const { name, arguments: args } = params as { name?: unknown; arguments?: unknown };
  if (typeof name !== "string") return "params.name must be the tool name, a string";
  if (args !== undefined && (typeof args !== "object" || args === null || Array.isArray(args))) {
    return "params.arguments must be an object of named arguments";
  }
  return null;
}

/**
 * The transport answers 406 unless Accept lists both JSON and SSE. We only ever answer JSON, so a client that
 * accepts JSON (or sends no Accept, or `*\/*`, as curl does) is served too; one that accepts neither still gets 406.
 */
function lenientAccept(request: Request): Request {
  const accept = request.headers.get("accept");
  if (accept !== null && accept.includes("application/json") && accept.includes("text/event-stream")) return request;
  if (accept !== null && accept.trim() !== "" && !/application\/json|\*\/\*|application\/\*/.test(accept)) return request;
  const headers = new Headers(request.headers);
  headers.set("accept", ACCEPT_BOTH);
  return new Request(request, { headers });
}

/** What the transport specification allows a stateless server to answer on GET (no SSE stream) and DELETE (no session). */
function methodNotAllowed(): Response {
  return Response.json(
    { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: this MCP server is stateless; send JSON-RPC with POST." }, id: null },
    { status: 405, headers: { Allow: "POST" } },
  );
}
