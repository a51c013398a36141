// Over streamable HTTP with the SDK's own Client, against the real tools, a real recommender over a fixture catalog
// with summaries, and the real limiter and answer cache: games_like's refinements (each both ways, the left-out count,
// default answers untouched, bad values), the prompts (list, get, bad arguments) and the game resources (list,
// templates, read of a real and a missing appid, limits and cache shared with game_facts), with their capabilities.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadConfig } from "../../src/config/config";
import { createAnswerCache, createMemoryStore, createRateLimiter } from "../../src/limits";
import { createLookup } from "../../src/lookup";
import { createMcpHttpHandler } from "../../src/mcp/http";
import { createMcpServer } from "../../src/mcp/server";
import { RESOURCE_NOT_FOUND } from "../../src/mcp/resources";
import type { AnyToolModule } from "../../src/mcp/types";
import { createGuardedCall, type CallObservation } from "../../src/pipeline";
import { createRecommender } from "../../src/recommender";
import { gamesLike, tools } from "../../src/mcp-tools";
import type { ToolDeps } from "../../src/mcp-tools/types";
import { fixtureCatalog } from "../helpers/fixture-catalog";
import { REFINE_GAMES, REFINE_SUMMARIES } from "../helpers/refine-fixture";

type Like = { results: { name: string; why: string }[]; refinements?: { left_out_unknown: number }; list_url: string };

const PER_MINUTE = 12;
const observed: CallObservation[] = [];
let server: ReturnType<typeof Bun.serve>;
let url: URL;
const clients: Client[] = [];
let toolDeps: ToolDeps;

beforeAll(() => {
  const config = loadConfig({ PUBLIC_BASE_URL: "https://sp.example", RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
  const store = fixtureCatalog(REFINE_GAMES, { summaries: REFINE_SUMMARIES });
  toolDeps = {
    config, store, lookup: createLookup({ store }), recommender: createRecommender({ store }), now: () => new Date("2026-01-01T12:00:00Z"),
  };
  const limiter = createRateLimiter({ config, store: createMemoryStore() });
  const cache = createAnswerCache({ config });
  const call = createGuardedCall({ limiter, cache, toolDeps, observe: (o) => observed.push(o) });
  const handler = createMcpHttpHandler({
    config, tools: tools as readonly AnyToolModule[], call,
    resources: { featured: [1, 10, 424242], gameName: (appid) => store.getGame(appid)?.name ?? null },
  });
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (req) => handler(req, req.headers.get("x-test-ip") ?? "198.51.100.9") });
  url = new URL(`http://localhost:${server.port}/mcp`);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  server.stop(true);
});

/** A client whose requests come from `ip` (each test its own, so the per-minute quota is its own). */
async function connect(ip: string): Promise<Client> {
  const client = new Client({ name: "refine-test", version: "0" });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { "x-test-ip": ip } } }));
  clients.push(client);
  return client;
}

async function like(client: Client, args: Record<string, unknown>): Promise<Like> {
  const result = (await client.callTool({ name: "games_like", arguments: { game: "Underworld Run", n: 10, ...args } })) as CallToolResult;
  expect(result.isError).toBeFalsy();
  return result.structuredContent as Like;
}

const names = (answer: Like) => answer.results.map((r) => r.name);

describe("games_like refinements over MCP", () => {
  test("each refinement cuts the list both ways, keeping the unrefined order", async () => {
    const client = await connect("203.0.113.1");
    const all = names(await like(client, {}));
    const only = (...keep: string[]) => all.filter((n) => keep.includes(n));
    expect(names(await like(client, { length: "short" }))).toEqual(only("Ashen Loop", "Brief Descent"));
    expect(names(await like(client, { length: "long,massive,endless" }))).toEqual(only("Crypt Sprint", "Deep Vault", "Endless Spire"));
    expect(names(await like(client, { difficulty: "relaxed" }))).toEqual(only("Ashen Loop", "Fable Pit"));
    expect(names(await like(client, { difficulty: "challenging,punishing" }))).toEqual(only("Crypt Sprint", "Deep Vault", "Gloom Tide"));
    expect(names(await like(client, { session_shape: "short_bursts" }))).toEqual(only("Ashen Loop", "Fable Pit"));
    expect(names(await like(client, { session_shape: "long_sessions" }))).toEqual(only("Crypt Sprint", "Deep Vault"));
    expect(names(await like(client, { co_op: "local" }))).toEqual(only("Ashen Loop", "Deep Vault", "Fable Pit"));
    expect(names(await like(client, { co_op: "online" }))).toEqual(only("Crypt Sprint", "Deep Vault", "Endless Spire"));
  });

  test("says how many games were left out for unknown data, names the refinement in the why line, and links the refined list", async () => {
    const client = await connect("203.0.113.2");
    const short = await like(client, { length: "short", lang: "ru" });
    expect(short.refinements).toEqual({ length: ["short"], left_out_unknown: 2 } as never);
    expect(short.results.every((r) => r.why.endsWith("; короче: вечер-два."))).toBe(true);
    expect(short.list_url).toBe("https://sp.example/game/1/like?length=short&lang=ru");
  });

  test("without refinements the answer has no refinements field and no refinement in its lines", async () => {
    const client = await connect("203.0.113.3");
    const plain = await like(client, { coop: false });
    expect(Object.keys(plain)).toEqual(["query", "source", "attribution", "seed", "other_matches", "lang", "filters", "list_url", "results", "generated_at"]);
    expect(plain.results.some((r) => /shorter|longer|easier|harder/.test(r.why))).toBe(false);
    // A refined call is its own cache entry, never the default answer.
    const refined = await like(client, { difficulty: "relaxed" });
    expect(refined.refinements).toBeDefined();
  });

  test("a bad value is an isError bad_request naming the argument", async () => {
    const client = await connect("203.0.113.4");
    const result = (await client.callTool({ name: "games_like", arguments: { game: "Underworld Run", length: "tiny" } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result._meta).toEqual({ error: "bad_request" });
    expect((result.content[0] as { text: string }).text).toStartWith("mcp: invalid arguments for games_like: length");
  });

  test("a JSON array for a comma list is refused with the accepted form named", async () => {
    const client = await connect("203.0.113.20");
    const result = (await client.callTool({ name: "games_like", arguments: { game: "Underworld Run", co_op: ["online"] } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(result._meta).toEqual({ error: "bad_request" });
    expect((result.content[0] as { text: string }).text).toBe(
      'mcp: invalid arguments for games_like: co_op must be one string: one of online, local, or several joined by commas without spaces (e.g. "online,local"), not a JSON array (got ["online"])',
    );
  });

  test("tools/list shows the refinements with their comma syntax", async () => {
    const client = await connect("203.0.113.5");
    const tool = (await client.listTools()).tools.find((t) => t.name === "games_like")!;
    const props = tool.inputSchema.properties as Record<string, { type: string; description: string }>;
    for (const name of ["length", "difficulty", "session_shape", "co_op"]) {
      expect(props[name]!.type).toBe("string");
      expect(props[name]!.description).toContain("separated by commas");
    }
    expect(tool.inputSchema.required).toEqual(["game"]);
  });
});

describe("prompts", () => {
  test("initialize declares prompts and resources; prompts/list names the three", async () => {
    const client = await connect("203.0.113.6");
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, prompts: {}, resources: {} });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["games_like_with_a_twist", "coop_evening", "what_was_that_game"]);
    expect(prompts[0]!.arguments).toEqual([
      expect.objectContaining({ name: "game", required: true }),
      expect.objectContaining({ name: "twist", required: true }),
    ]);
  });

  test("prompts/get walks the assistant through the tools with the user's words", async () => {
    const client = await connect("203.0.113.7");
    const twist = await client.getPrompt({ name: "games_like_with_a_twist", arguments: { game: "Underworld Run", twist: "shorter" } });
    const text = (twist.messages[0]!.content as { text: string }).text;
    expect(twist.messages[0]!.role).toBe("user");
    expect(text).toContain('"Underworld Run"');
    for (const step of ["game_facts", "games_like", "length", "left_out_unknown"]) expect(text).toContain(step);

    const evening = await client.getPrompt({ name: "coop_evening", arguments: { players: "4", where: "couch", game: "Underworld Run" } });
    expect((evening.messages[0]!.content as { text: string }).text).toContain("co_op=local");
    const memory = await client.getPrompt({ name: "what_was_that_game", arguments: { memory: "a knight in a bug kingdom" } });
    expect((memory.messages[0]!.content as { text: string }).text).toContain("find_game_by_description once");
  });

  test.each([
    ["no_such_prompt", {}],
    ["games_like_with_a_twist", { game: "Underworld Run" }],
    ["coop_evening", { players: "lots" }],
  ])("prompts/get %s %j is InvalidParams", async (name, args) => {
    const client = await connect("203.0.113.8");
    const error = await client.getPrompt({ name, arguments: args as Record<string, string> }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
  });
});

describe("resources", () => {
  test("a server without game_facts neither declares nor serves resources", async () => {
    const limiter = createRateLimiter({ config: toolDeps.config, store: createMemoryStore() });
    const call = createGuardedCall({ limiter, cache: createAnswerCache({ config: toolDeps.config }), toolDeps });
    const deps = {
      config: toolDeps.config, tools: [gamesLike] as readonly AnyToolModule[], call,
      resources: { featured: [1], gameName: (appid: number) => toolDeps.store.getGame(appid)?.name ?? null },
    };
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(deps).connect(serverSide);
    const client = new Client({ name: "no-resources", version: "0" });
    await client.connect(clientSide);
    clients.push(client);
    expect(client.getServerCapabilities()?.resources).toBeUndefined();
    expect(client.getServerCapabilities()?.prompts).toBeDefined();
    const error = await client.listResourceTemplates().catch((e: unknown) => e);
    expect((error as McpError).code).toBe(ErrorCode.MethodNotFound);
  });

  test("resources/templates/list gives the game template and resources/list the featured games the catalog holds", async () => {
    const client = await connect("203.0.113.9");
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([expect.objectContaining({ uriTemplate: "similarplay://game/{appid}", mimeType: "text/markdown" })]);
    const { resources } = await client.listResources();
    expect(resources.map((r) => [r.uri, r.name])).toEqual([["similarplay://game/1", "Underworld Run"], ["similarplay://game/10", "Ashen Loop"]]);
  });

  test("resources/read of a real appid gives the facts briefing and the JSON, through game_facts' cache", async () => {
    const client = await connect("203.0.113.10");
    await client.callTool({ name: "game_facts", arguments: { game: "1" } });
    const { contents } = await client.readResource({ uri: "similarplay://game/1" });
    expect(contents.map((c) => c.mimeType)).toEqual(["text/markdown", "application/json"]);
    expect(contents[0]).toMatchObject({ uri: "similarplay://game/1" });
    expect((contents[0] as { text: string }).text).toContain("Underworld Run");
    expect((contents[0] as { text: string }).text).toContain("A crypt crawl lit by one lantern");
    expect(JSON.parse((contents[1] as { text: string }).text).game.appid).toBe(1);
    expect(observed.at(-1)).toMatchObject({ door: "mcp", tool: "game_facts", status: "ok", cached: true });
  });

  test.each(["similarplay://game/424242", "similarplay://game/abc", "similarplay://game/0", "https://example.com/game/1"])(
    "resources/read %s is -32002 resource not found",
    async (uri) => {
      const client = await connect("203.0.113.11");
      const error = await client.readResource({ uri }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(RESOURCE_NOT_FOUND);
      expect((error as McpError).data).toEqual({ uri });
    },
  );

  test("reads draw from the same per-minute quota as tool calls", async () => {
    const client = await connect("203.0.113.12");
    for (let i = 0; i < PER_MINUTE; i++) await client.readResource({ uri: "similarplay://game/10" });
    const error = await client.readResource({ uri: "similarplay://game/10" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).data).toMatchObject({ error: "rate_limited" });
    const tool = (await client.callTool({ name: "game_facts", arguments: { game: "10" } })) as CallToolResult;
    expect(tool._meta).toMatchObject({ error: "rate_limited" });
  });
});
