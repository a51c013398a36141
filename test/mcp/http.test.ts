// createMcpHttpHandler served by a real Bun.serve on a free port: the SDK's own Client over streamable HTTP, raw
// JSON-RPC POSTs the way smoke tests send them, the stateless GET/DELETE answers, and the DNS-rebinding guard.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LATEST_PROTOCOL_VERSION, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { SERVICE_NAME } from "../../src/config/config";
import { createMcpHttpHandler } from "../../src/mcp/http";
import { NOT_FOUND, countingLimiter, fixtureDeps } from "./fixture-tools";

const limiter = countingLimiter({ find: 1 }, 20);
const handler = createMcpHttpHandler(fixtureDeps({ limiter }));
let server: ReturnType<typeof Bun.serve>;
let url: string;

beforeAll(() => {
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req, srv) => handler(req, srv.requestIP(req)?.address ?? "unknown") });
  url = `http://localhost:${server.port}/mcp`;
});
afterAll(() => server.stop(true));

const JSON_RPC_HEADERS = { Accept: "application/json, text/event-stream", "Content-Type": "application/json" };

async function rpc(method: string, params: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: "POST", headers: { ...JSON_RPC_HEADERS, ...headers }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
}

describe("createMcpHttpHandler with the SDK client", () => {
  test("initialize, tools/list and each tool's success, not-found and rate-limited paths", async () => {
    const client = new Client({ name: "http-test", version: "0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      expect(client.getServerVersion()?.title).toBe(SERVICE_NAME);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(["games_like", "game_facts", "find_game_by_description"]);
      expect(tools.every((t) => t.annotations?.readOnlyHint === true && t.outputSchema?.type === "object")).toBe(true);

      const ok = (await client.callTool({ name: "games_like", arguments: { game: "Hades", n: 2 } })) as CallToolResult;
      expect(ok.isError).toBeFalsy();
      expect((ok.structuredContent as { results: unknown[] }).results).toHaveLength(2);

      const facts = (await client.callTool({ name: "game_facts", arguments: { game: "Hades", lang: "ru" } })) as CallToolResult;
      expect(facts.structuredContent).toEqual({ name: "Hades", lang: "ru" });

      const missing = (await client.callTool({ name: "game_facts", arguments: { game: NOT_FOUND } })) as CallToolResult;
      expect(missing.isError).toBe(true);

      const args = { description: "a cat in a neon city with a little drone" };
      expect(((await client.callTool({ name: "find_game_by_description", arguments: args })) as CallToolResult).isError).toBeFalsy();
      const limited = (await client.callTool({ name: "find_game_by_description", arguments: args })) as CallToolResult;
      expect(limited.isError).toBe(true);
      expect((limited.content[0] as { text: string }).text).toBe("limits: 1 find calls a minute per IP. Retry in 20 seconds.");
    } finally {
      await client.close();
    }
  });
});

describe("createMcpHttpHandler with raw JSON-RPC", () => {
  test("initialize answers 200 with server info and no session id (stateless)", async () => {
    const res = await rpc("initialize", { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "curl", version: "0" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("mcp-session-id")).toBeNull();
    const body = await res.json();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 1, result: { serverInfo: { title: SERVICE_NAME }, capabilities: { tools: {} } } });
    expect(body.result.instructions).toContain("games_like");
  });

  // Stateless: every POST stands alone, so tools/list and tools/call work without a prior initialize.
  test.each([
    ["tools/list", {}, (r: Record<string, unknown>) => expect((r.tools as unknown[]).length).toBe(3)],
    ["tools/call", { name: "games_like", arguments: { game: "Hades", n: 1 } }, (r: Record<string, unknown>) => expect(r.structuredContent).toMatchObject({ n: 1 })],
  ])("%s answers 200 with a result", async (method, params, check) => {
    const res = await rpc(method, params, { "Mcp-Protocol-Version": LATEST_PROTOCOL_VERSION });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toBeUndefined();
    check(body.result);
  });

  // Smoke tests often send only `Accept: application/json`, or curl's `*/*`; the answer is JSON either way.
  test.each(["application/json", "*/*"])("Accept %s is served too", async (accept) => {
    const res = await rpc("tools/list", {}, { Accept: accept });
    expect(res.status).toBe(200);
  });

  test("a client that accepts neither JSON nor SSE gets 406", async () => {
    const res = await rpc("tools/list", {}, { Accept: "text/html" });
    expect(res.status).toBe(406);
  });

  // Over a limit the HTTP answer is still 200: the tool result carries isError, never a 429.
  test("a rate-limited tools/call is a 200 with an isError result", async () => {
    const res = await rpc("tools/call", { name: "find_game_by_description", arguments: { description: "a cat in a neon city with a drone" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toContain("Retry in 20 seconds.");
  });

  test.each(["GET", "DELETE"])("%s → 405 with Allow: POST", async (method) => {
    const res = await fetch(url, { method, headers: { Accept: "text/event-stream" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json()).error.code).toBe(-32000);
  });

  // DNS rebinding: a page on evil.example resolving to this server must not reach the tools.
  test("a wrong Host header is rejected with 403", async () => {
    const res = await rpc("tools/list", {}, { Host: "evil.example" });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("Invalid Host header: evil.example");
  });

  // Browsers send Origin; a foreign one is refused even with a good Host.
  test("a foreign Origin is rejected with 403", async () => {
    const res = await rpc("tools/list", {}, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  // Remote clients (Claude, ChatGPT) come through the public hostname of PUBLIC_BASE_URL.
  test("the public hostname and origin are accepted", async () => {
    const res = await rpc("tools/list", {}, { Host: "games.example", Origin: "https://games.example" });
    expect(res.status).toBe(200);
  });
});
