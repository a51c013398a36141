// createMcpServer over the SDK's in-memory transport with its real Client: initialize, tools/list, and every tools/call
// outcome (success, not found, invalid arguments, rate limited, disabled, internal error), asserted on the wire only.
import { afterEach, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { SERVICE_NAME, SERVICE_VERSION } from "../../src/config/config";
import { createMemoryStore, createRateLimiter } from "../../src/limits";
import { createMcpServer } from "../../src/mcp/server";
import type { McpDeps } from "../../src/mcp/types";
import { CRASH, DRIFT, NOT_FOUND, SECRET, countingLimiter, fixtureDeps, memoryLogger } from "./fixture-tools";

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function connect(deps: McpDeps<unknown> = fixtureDeps(), ip = "198.51.100.1"): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(deps, { ip }).connect(serverSide);
  const client = new Client({ name: "test", version: "0" });
  await client.connect(clientSide);
  open.push(client);
  await client.listTools(); // as real clients do; also arms the client's outputSchema validation
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const text = (r: CallToolResult) => (r.content[0] as { text: string }).text;

describe("createMcpServer", () => {
  test("initialize names the server and gives instructions that cite the service and its urls", async () => {
    const client = await connect();
    expect(client.getServerVersion()).toMatchObject({ name: "similarplay", title: SERVICE_NAME, version: SERVICE_VERSION });
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    const instructions = client.getInstructions() ?? "";
    for (const word of ["games_like", "game_facts", "find_game_by_description", SERVICE_NAME, "`url`"]) expect(instructions).toContain(word);
  });

  test("tools/list gives the three tools with title, JSON Schemas and read-only annotations", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["games_like", "game_facts", "find_game_by_description"]);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.annotations).toEqual({ title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    }
    const gamesLike = tools[0]!;
    expect(gamesLike.inputSchema.required).toEqual(["game"]);
    expect(gamesLike.inputSchema.properties?.n).toMatchObject({ type: "integer", minimum: 1, maximum: 20, default: 10 });
  });

  describe("when a call succeeds", () => {
    test("it returns structuredContent and the same JSON as text, with defaults applied", async () => {
      const client = await connect();
      const result = await call(client, "games_like", { game: "Hades", n: 3 });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ query: "Hades", n: 3, lang: "en", free: false, coop: false, deck: null });
      expect(JSON.parse(text(result))).toEqual(result.structuredContent!);
    });

  });

  test("an unknown tool is the protocol error -32602, not a tool result", async () => {
    const client = await connect();
    const error = await client.callTool({ name: "games_unlike", arguments: {} }).then(() => null, (e: { code: number; message: string }) => e);
    expect(error?.code).toBe(-32602);
    expect(error?.message).toBe('MCP error -32602: Unknown tool "games_unlike"; the tools are games_like, game_facts, find_game_by_description');
  });

  describe("when a call fails", () => {
    test.each([
      ["not found", "games_like", { game: NOT_FOUND }, `lookup: no game matches "${NOT_FOUND}"; try a name, an appid or a store URL`, "not_found"],
      ["missing argument", "games_like", {}, "mcp: invalid arguments for games_like: game is required", "bad_request"],
      ["n too large", "games_like", { game: "Hades", n: 50 }, "mcp: invalid arguments for games_like: n must be at most 20 (got 50)", "bad_request"],
      ["bad enum and flag", "games_like", { game: "Hades", lang: "fr", free: "maybe" }, 'mcp: invalid arguments for games_like: lang must be one of "en", "ru" (got "fr"); free must be true or false (got "maybe")', "bad_request"],
      ["description too short", "find_game_by_description", { description: "a cat" }, "mcp: invalid arguments for find_game_by_description: description must be at least 12 characters (got 5)", "bad_request"],
      ["an argument the schema does not list", "games_like", { game: "Hades", color: "blue" }, "mcp: invalid arguments for games_like: color is not an argument of this tool", "bad_request"],
      ["scalars sent as strings", "games_like", { game: "Hades", n: "2" }, 'mcp: invalid arguments for games_like: n must be an integer (got "2")', "bad_request"],
    ])("%s → isError with a message naming the value", async (_case, name, args, message, code) => {
      const client = await connect();
      const result = await call(client, name, args);
      expect(result.isError).toBe(true);
      expect(text(result)).toBe(message);
      expect(result.structuredContent).toBeUndefined();
      expect(result._meta).toEqual({ error: code });
    });

    // A rate limit must reach the model as a readable tool result (not a JSON-RPC error), saying when to retry.
    test("over the limit → isError that says when to retry, in seconds", async () => {
      const client = await connect(fixtureDeps({ limiter: countingLimiter({ api: 2 }, 17) }));
      expect((await call(client, "games_like", { game: "Hades" })).isError).toBeFalsy();
      expect((await call(client, "game_facts", { game: "Hades" })).isError).toBeFalsy();
      const limited = await call(client, "games_like", { game: "Hades" });
      expect(limited.isError).toBe(true);
      expect(text(limited)).toBe("limits: 2 api calls a minute per IP. Retry in 17 seconds.");
      expect(limited._meta).toEqual({ error: "rate_limited", retry_after_seconds: 17 });
    });

    // find_game_by_description has its own, lower buckets; each call takes one token from the caller's IP.
    test("find_game_by_description draws from the find scope and the others from api, keyed by the caller's IP", async () => {
      const limiter = countingLimiter();
      const client = await connect(fixtureDeps({ limiter }), "203.0.113.9");
      await call(client, "find_game_by_description", { description: "a cat in a neon city with a drone" });
      await call(client, "games_like", { game: "Hades" });
      await call(client, "game_facts", { game: "Hades" });
      expect(limiter.calls).toEqual(["203.0.113.9:find", "203.0.113.9:api", "203.0.113.9:api"]);
    });

    // The kill switch answers every tool without touching limits or handlers.
    test("switched off → isError disabled, and no token is taken", async () => {
      const limiter = countingLimiter();
      const client = await connect(fixtureDeps({ limiter, apiSwitch: { enabled: () => false } }));
      const result = await call(client, "games_like", { game: "Hades" });
      expect(result.isError).toBe(true);
      expect(text(result)).toBe(`mcp: ${SERVICE_NAME} is switched off for now; no tool answers until it is back on. Try again later.`);
      expect(result._meta).toEqual({ error: "disabled" });
      expect(limiter.calls).toEqual([]);
    });

    // Unknown errors are logged in full but reach the caller only as a generic line: no stack, no SQL.
    test.each([
      ["handler throws", CRASH, SECRET],
      ["handler output breaks the outputSchema", DRIFT, "output does not match games_like's Output"],
    ])("%s → generic isError, details only in the log", async (_case, game, logged) => {
      const logger = memoryLogger();
      const client = await connect(fixtureDeps({ logger }));
      const result = await call(client, "games_like", { game });
      expect(result.isError).toBe(true);
      expect(text(result)).toBe("mcp: games_like failed with an internal error; try again later.");
      expect(result._meta).toBeUndefined();
      expect(JSON.stringify(result)).not.toContain(SECRET);
      expect(logger.lines.join("\n")).toContain(logged);
    });
  });

  // The same limiter REST uses: find_game_by_description allows 3 a minute per address, then says when to retry.
  test("with the real limiter, the fourth description in a minute is refused with a retry time", async () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    const config = fixtureDeps().config;
    const limiter = createRateLimiter({ config, store: createMemoryStore(), clock: () => now });
    const client = await connect(fixtureDeps({ limiter }));
    const args = { description: "a cat in a neon city with a little drone" };
    for (let i = 0; i < 3; i++) expect((await call(client, "find_game_by_description", args)).isError).toBeFalsy();
    const limited = await call(client, "find_game_by_description", args);
    expect(limited.isError).toBe(true);
    expect(text(limited)).toBe("limits: over the limit of 3 descriptions a minute per address; retry in 60 seconds.");
    expect(limited._meta).toEqual({ error: "rate_limited", retry_after_seconds: 60 });
    // The api scope of the same address still has room.
    expect((await call(client, "games_like", { game: "Hades" })).isError).toBeFalsy();
  });
});
