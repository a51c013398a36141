// Stateless streamable HTTP for the MCP server: one fresh server and web-standard transport per POST.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { createHostGuard } from "./host-guard";
import { createMcpServer } from "./server";
import type { McpDeps } from "./types";

/** Largest POST body read: tool arguments are small (a description is at most 3,000 characters). */
const MAX_BODY_BYTES = 64 * 1024;
const ACCEPT_BOTH = "application/json, text/event-stream";

/**
 * Creates the handler server.ts mounts at `config.mcpPath`: `(request, ip) => Response`.
 *
 * - POST: JSON-RPC over the SDK's `WebStandardStreamableHTTPServerTransport`, stateless (no session id) with
 *   JSON responses. Each request gets a fresh server and transport, as the SDK requires for stateless mode.
 * - GET and DELETE: 405 with `Allow: POST`; a stateless server offers no SSE stream and no session to end.
 * - Every method: Host and Origin checked first (see `createHostGuard`), 403 when not allowed.
 * - The body is read here (at most 64 KiB, else 413) and checked as JSON-RPC 2.0 before the transport sees it:
 *   not JSON → -32700 Parse error; JSON that is no valid message (no `"jsonrpc": "2.0"`, no method, an `id` of null
 *   or another type than string or number) or an empty batch → -32600 Invalid Request (the SDK would call all of
 *   these -32700, or answer an empty batch 202 without a body); a `tools/call` whose params are not
 *   `{ name: string, arguments?: object }` → -32602 with one short line (the SDK would answer -32603 with its
 *   validator's dump).
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
    // A body of another type is left to the transport, which answers 415 without reading it.
    const body = isJsonType(request.headers.get("content-type")) ? await readMessage(request) : undefined;
    if (body instanceof Response) return body;
    const server = createMcpServer(deps, { ip });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      return await transport.handleRequest(lenientAccept(request), body === undefined ? undefined : { parsedBody: body });
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
 * The parsed JSON-RPC body, or the error answer when it is too large, not JSON, not a JSON-RPC 2.0 message (or a
 * non-empty batch of them), or a malformed `tools/call`.
 */
async function readMessage(request: Request): Promise<unknown> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const text = await readBounded(request, MAX_BODY_BYTES);
  if (text === null) return tooLarge();
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return rpcError(-32700, "Parse error: the body is not JSON", null);
  }
  const batch = Array.isArray(message) ? message : [message];
  if (batch.length === 0) return rpcError(-32600, "Invalid Request: an empty batch", null);
  for (const item of batch) {
    const problem = messageProblem(item);
    if (problem) return rpcError(-32600, `Invalid Request: ${problem}`, null);
  }
  if (!Array.isArray(message)) {
    const { method, params, id } = message as { method?: unknown; params?: unknown; id?: unknown };
    const problem = method === "tools/call" && id !== undefined ? toolCallParamsProblem(params) : null;
    if (problem) return rpcError(-32602, `Invalid params: ${problem}`, id, 200);
  }
  return message;
}

/** The body as text, or null once it grows past `max` bytes (a chunked body declares no length; it is not read on). */
async function readBounded(request: Request, max: number): Promise<string | null> {
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Why a value is no JSON-RPC 2.0 request, notification or response, or null when it is one. */
function messageProblem(item: unknown): string | null {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return "a message must be a JSON object";
  const m = item as Record<string, unknown>;
  if (m.jsonrpc !== "2.0") return 'a message must carry "jsonrpc": "2.0"';
  // Only an error response may carry id null (it answers a message whose id could not be read).
  const nullOk = m.id === null && "error" in m && !("method" in m);
  if ("id" in m && !nullOk && typeof m.id !== "string" && !(typeof m.id === "number" && Number.isFinite(m.id))) {
    return "an id must be a string or a number (null is not allowed)";
  }
  if ("method" in m) {
    if (typeof m.method !== "string") return "method must be a string";
    if ("params" in m && (typeof m.params !== "object" || m.params === null)) return "params must be an object or an array";
    return null;
  }
  if ("id" in m && ("result" in m || "error" in m)) return null; // a response (the client answering a server request)
  return "a message needs a method (or, for a response, an id and a result or an error)";
}

function isJsonType(contentType: string | null): boolean {
  return contentType !== null && /^\s*application\/json\s*(;|$)/i.test(contentType);
}

function rpcError(code: number, message: string, id: unknown, status = 400): Response {
  return Response.json({ jsonrpc: "2.0", id, error: { code, message } }, { status });
}

function tooLarge(): Response {
  return rpcError(-32000, `Payload too large: at most ${MAX_BODY_BYTES} bytes`, null, 413);
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
  // The body may be read already (it is then handed over parsed), so only the URL, method and headers are copied.
  return new Request(request.url, { method: request.method, headers, body: request.bodyUsed ? null : request.body });
}

/** What the transport specification allows a stateless server to answer on GET (no SSE stream) and DELETE (no session). */
function methodNotAllowed(): Response {
  return Response.json(
    { jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: this MCP server is stateless; send JSON-RPC with POST." }, id: null },
    { status: 405, headers: { Allow: "POST" } },
  );
}
