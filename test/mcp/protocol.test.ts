// Covers MCP and JSON-RPC to the letter over the wire, as one table of cases: envelopes (-32700, -32600, empty
// batch), tools/call params (-32602), an unknown tool (-32602, also through the SDK's client), and arguments checked
// against the very input schema tools/list publishes (unknown keys, wrong types, nulls).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import Ajv from "ajv";
import { createMcpHttpHandler } from "../../src/mcp/http";
import { fixtureDeps } from "./fixture-tools";

let server: ReturnType<typeof Bun.serve>;
let url = "";
beforeAll(() => {
  const handler = createMcpHttpHandler(fixtureDeps());
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => handler(req, "198.51.100.9") });
  url = `http://localhost:${server.port}/mcp`;
});
afterAll(() => server.stop(true));

const post = (body: string) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body });
const call = (args: unknown, id: unknown = 1, name = "games_like") =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });

type Expect = { status: number; code?: number; id?: unknown; toolError?: RegExp; ok?: true };

/** Each case: a raw body and what the wire must carry back. */
const CASES: [string, string, Expect][] = [
  ["not JSON", "{nope", { status: 400, code: -32700, id: null }],
  ['a message without "jsonrpc"', JSON.stringify({ id: 1, method: "tools/list" }), { status: 400, code: -32600, id: null }],
  ["an id of null", JSON.stringify({ jsonrpc: "2.0", id: null, method: "tools/list" }), { status: 400, code: -32600, id: null }],
  ["an id that is an object", JSON.stringify({ jsonrpc: "2.0", id: {}, method: "tools/list" }), { status: 400, code: -32600, id: null }],
  ["a method that is a number", JSON.stringify({ jsonrpc: "2.0", id: 1, method: 5 }), { status: 400, code: -32600, id: null }],
  ["a JSON string", JSON.stringify("tools/list"), { status: 400, code: -32600, id: null }],
  ["an empty batch", "[]", { status: 400, code: -32600, id: null }],
  ["a batch with an invalid member", JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "tools/list" }, 7]), { status: 400, code: -32600, id: null }],
  ["tools/call without params", JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call" }), { status: 200, code: -32602, id: 3 }],
  ["tools/call with arguments not an object", call("Hades", 4), { status: 200, code: -32602, id: 4 }],
  ["tools/call of an unknown tool", call({}, 5, "games_unlike"), { status: 200, code: -32602, id: 5 }],
  ["an argument the schema does not list", call({ game: "hades", foo: "bar" }), { status: 200, toolError: /foo is not an argument/ }],
  ["a number for a string", call({ game: 620 }), { status: 200, toolError: /game must be a string \(got 620\)/ }],
  ["a string for an integer", call({ game: "hades", n: "5" }), { status: 200, toolError: /n must be an integer \(got "5"\)/ }],
  ["a null the schema does not allow", call({ game: "hades", n: null }), { status: 200, toolError: /n must be an integer \(got null\)/ }],
  ["valid arguments", call({ game: "hades", n: 2 }), { status: 200, ok: true }],
];

describe("MCP over HTTP, to the letter", () => {
  test.each(CASES)("%s", async (_name, body, want) => {
    const res = await post(body);
    expect(res.status).toBe(want.status);
    const answer = (await res.json()) as { id?: unknown; error?: { code: number; message: string }; result?: CallToolResult };
    if (want.code !== undefined) {
      expect(answer.error?.code).toBe(want.code);
      expect(answer.id).toEqual(want.id);
      expect(answer.error?.message).not.toContain("\n");
    } else if (want.toolError) {
      expect(answer.result?.isError).toBe(true);
      expect((answer.result?.content[0] as { text: string }).text).toMatch(want.toolError);
    } else {
      expect(answer.result?.isError).toBeFalsy();
    }
  });

  test("every tool's arguments are judged by the schema it publishes: what that schema refuses is refused", async () => {
    const client = new Client({ name: "protocol-test", version: "0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const { tools } = await client.listTools();
      const samples: unknown[] = [{}, { game: "hades" }, { game: "hades", n: 3 }, { game: 620 }, { game: "hades", extra: 1 }, { description: "a cat in a neon city", lang: "en" }, { description: null }];
      for (const tool of tools) {
        // The published JSON Schema, compiled by another validator (Ajv), agrees with the server on every sample.
        const published = new Ajv({ strict: false }).compile(tool.inputSchema);
        for (const args of samples) {
          const result = (await client.callTool({ name: tool.name, arguments: args as Record<string, unknown> })) as CallToolResult;
          const refusedForArguments = result.isError === true && /invalid arguments/.test((result.content[0] as { text: string }).text);
          expect([tool.name, args, refusedForArguments]).toEqual([tool.name, args, !published(args)]);
        }
      }
      const unknown = await client.callTool({ name: "games_unlike", arguments: {} }).then(() => null, (e: { code: number }) => e.code);
      expect(unknown).toBe(-32602);
    } finally {
      await client.close();
    }
  });
});

describe("MCP bodies", () => {
  test("a body over 64 KiB is 413, whether it declares its length or comes in chunks", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(70_000) } });
    expect((await post(big)).status).toBe(413);
    const chunked = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 8; i++) c.enqueue(new TextEncoder().encode(big.slice(i * 10_000, (i + 1) * 10_000)));
        c.close();
      },
    });
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: chunked,
      // @ts-expect-error Bun streams request bodies with duplex "half", as the fetch standard names it
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32000);
  });
});
