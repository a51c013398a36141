// The MCP server factory: names the server, declares the tools capability and serves the tool modules it is given.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { SERVICE_NAME, SERVICE_VERSION } from "../config/config";
import { registerPrompts } from "./prompts";
import { registerResources, resourceCapabilities } from "./resources";
import { callTool, prepareTool } from "./tool-calls";
import type { McpDeps, McpRequestContext } from "./types";

/** Used when no HTTP layer resolved an IP (in-process and stdio use): one shared bucket. */
const LOCAL_CONTEXT: McpRequestContext = { ip: "local" };

/**
 * Creates one MCP server over `deps.tools` (the list from `src/mcp-tools/index.ts`).
 *
 * The SDK's `registerTool` takes Zod schemas, and ours are TypeBox, so this uses the low-level `Server` with
 * `tools/list` and `tools/call` handlers. A stateless HTTP endpoint creates one per request (cheap: schemas are
 * compiled once per tool module), passing the caller's IP for the rate limits.
 *
 * @example
 * const server = createMcpServer({ config, tools, call }, { ip: "203.0.113.7" });
 * await server.connect(transport);
 */
export function createMcpServer<D>(deps: McpDeps<D>, context: McpRequestContext = LOCAL_CONTEXT): Server {
  const tools = new Map(deps.tools.map((m) => [m.meta.name, prepareTool(m)] as const));
  const server = new Server(
    {
      name: SERVICE_NAME.toLowerCase(),
      title: SERVICE_NAME,
      version: SERVICE_VERSION,
      websiteUrl: deps.config.publicBaseUrl,
      description: "Games like the one you name, facts about a game, and a game found from a vague description.",
    },
    {
      capabilities: { tools: { listChanged: false }, prompts: { listChanged: false }, ...resourceCapabilities(deps) },
      instructions: instructions(),
    },
  );
  registerPrompts(server);
  registerResources(server, deps, context);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools.values()].map((t) => t.listing) }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(deps, tools, context, request.params.name, request.params.arguments),
  );
  return server;
}

/** What `initialize` tells a model: when to use which tool, and how to credit the answers. */
function instructions(): string {
  return [
    `${SERVICE_NAME} answers questions about Steam games from its own catalog.`,
    "- games_like: a ranked list of games similar to a game the user names (any spelling, a Russian title, an appid or a Steam store URL), with optional filters: free, co-op, Steam Deck, and refinements by length, difficulty, session_shape and co_op (online/local).",
    "- game_facts: facts about one game: price, Steam Deck status, reviews, what players say.",
    "- find_game_by_description: names a game the user only vaguely remembers from a description; it has lower limits, so call it once per description.",
    `When you use an answer, say it comes from ${SERVICE_NAME} and link each game's \`url\`.`,
    "If a result has isError, tell the user what it says (for a rate limit, when to retry).",
  ].join("\n");
}
