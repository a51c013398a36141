// MCP resources: one per game, `similarplay://game/{appid}`, read as the game_facts briefing. Reads go through the
// same guarded call as the game_facts tool (switch, limits, one-day answer cache), so a resource costs what a call does.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  ErrorCode, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, McpError, ReadResourceRequestSchema,
  type ReadResourceResult, type Resource,
} from "@modelcontextprotocol/sdk/types.js";
import { SERVICE_NAME } from "../config/config";
import { prepareTool } from "./tool-calls";
import type { GuardedCall } from "../pipeline";
import type { McpDeps, McpRequestContext } from "./types";

/** The URI scheme of the service's resources. */
export const RESOURCE_SCHEME = "similarplay";
/** The one resource template: a game by Steam appid. */
export const GAME_TEMPLATE = `${RESOURCE_SCHEME}://game/{appid}`;
/** MCP's code for a resource that does not exist (the spec's, not a JSON-RPC one). */
export const RESOURCE_NOT_FOUND = -32002;

/** The tool a game resource reads. */
const FACTS_TOOL = "game_facts";
const GAME_URI = /^similarplay:\/\/game\/([1-9][0-9]{0,9})$/;

/** The URI of a game's resource. */
export function gameResourceUri(appid: number): string {
  return `${RESOURCE_SCHEME}://game/${appid}`;
}

/** The `resources` capability, declared only when the server serves the game_facts tool they read. */
export function resourceCapabilities<D>(deps: McpDeps<D>): { resources?: { subscribe: false; listChanged: false } } {
  return deps.resources && deps.tools.some((t) => t.meta.name === FACTS_TOOL) ? { resources: { subscribe: false, listChanged: false } } : {};
}

/**
 * Registers resources/list (the `featured` games of `deps.resources`, most reviewed first), resources/templates/list
 * (the game template) and resources/read. A read of an unknown or malformed URI is MCP's -32002 "Resource not found";
 * a refused read (switch off, rate limited) is an error saying why and when to retry.
 *
 * @example
 * registerResources(server, deps, { ip });
 * // resources/read { uri: "similarplay://game/1145360" } → [{ mimeType: "text/markdown", text: "Hades …" }, { mimeType: "application/json", … }]
 */
export function registerResources<D>(server: Server, deps: McpDeps<D>, context: McpRequestContext): void {
  const facts = deps.tools.find((t) => t.meta.name === FACTS_TOOL);
  if (!facts || !deps.resources) return;
  const tool = prepareTool(facts);
  const gameName = (appid: number) => deps.resources?.gameName(appid) ?? null;

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [{
      uriTemplate: GAME_TEMPLATE,
      name: "game",
      title: "Facts about a game",
      description:
        `What a Steam game is like (difficulty, length, sessions, co-op, what players love and complain about) and its ` +
        `facts, by appid, from ${SERVICE_NAME}. The same data as the game_facts tool.`,
      mimeType: "text/markdown",
    }],
  }));

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: (deps.resources?.featured ?? []).flatMap((appid): Resource[] => {
      const name = gameName(appid);
      return name ? [{ uri: gameResourceUri(appid), name, title: name, mimeType: "text/markdown" }] : [];
    }),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request): Promise<ReadResourceResult> => {
    const uri = request.params.uri;
    const appid = Number(GAME_URI.exec(uri)?.[1] ?? NaN);
    const notFound = () => new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
    // Only an appid the catalog holds: the lookup would otherwise read the digits as a name.
    if (!Number.isSafeInteger(appid) || !gameName(appid)) throw notFound();
    const outcome = await (deps.call as GuardedCall<unknown>)({ door: "mcp", tool: facts, ip: context.ip, args: { game: String(appid) }, check: tool.checkArguments });
    switch (outcome.status) {
      case "ok":
        return {
          contents: [
            { uri, mimeType: "text/markdown", text: facts.briefing?.(outcome.output) ?? outcome.body },
            { uri, mimeType: "application/json", text: outcome.body },
          ],
        };
      case "error":
        if (outcome.error.code === "not_found") throw notFound();
        throw new McpError(ErrorCode.InternalError, outcome.error.message);
      case "limited":
        throw new McpError(ErrorCode.InternalError, `${outcome.error.message.replace(/[.\s]+$/, "")}.`, {
          error: "rate_limited", retry_after_seconds: outcome.error.retryAfter,
        });
      case "disabled":
        throw new McpError(ErrorCode.InternalError, `${SERVICE_NAME} is switched off for now; try again later.`, { error: "disabled" });
      default:
        throw new McpError(ErrorCode.InternalError, `reading ${uri} failed with an internal error; try again later.`);
    }
  });
}
