// The MCP endpoint of the real server (src/server.ts) with the full catalog, through the SDK's own Client over
// streamable HTTP: initialize, tools/list, each tool's success, not-found and rate-limited paths, and games_like
// returning the same list as REST and the website for the same arguments (the shared full-catalog fixture's parts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadConfig, SERVICE_NAME } from "../../src/config";
import { startService } from "../../src/service";
import { tools } from "../../src/mcp-tools";
import { fullCatalog } from "../helpers/full-catalog";

type Result = CallToolResult & { structuredContent?: Record<string, any> };

describe("the MCP endpoint of the running server", () => {
  const parts = fullCatalog();
  let base = "";
  let client: Client;
  let stop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const config = loadConfig({ PORT: "0", CATALOG_PATH: parts.path });
    const service = startService(config, { parts });
    base = `http://localhost:${service.port}`;
    stop = service.stop;
    client = new Client({ name: "end-to-end", version: "0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}${config.mcpPath}`)));
  }, 120_000); // loading the full catalog and building the indexes takes seconds on a busy 2-core machine

  afterAll(async () => {
    await client?.close();
    await stop();
  });

  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Result;

  test("initialize names the server and tools/list gives the tools with schemas and read-only annotations", async () => {
    expect(client.getServerVersion()).toMatchObject({ title: SERVICE_NAME, version: "1.0.0" });
    expect(client.getInstructions()).toContain("`url`");
    const listed = await client.listTools();
    expect(listed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.meta.name));
    for (const tool of listed.tools) {
      expect(tool.inputSchema.required).toEqual(tool.name === "find_game_by_description" ? ["description"] : ["game"]);
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    }
  });

  // The spec's rule 4.1.1 holds across surfaces: one list, in one order, whoever asks.
  test.each([
    [{ game: "hades" }, "q=hades"],
    [{ game: "stardew valley", n: 3, coop: true }, "q=stardew%20valley&n=3&coop=true"],
    [{ game: "1145360", n: 5, deck: "verified", lang: "ru" }, "q=1145360&n=5&deck=verified&lang=ru"],
    [{ game: "hades", n: 8, length: "short,medium", co_op: "local" }, "q=hades&n=8&length=short,medium&co_op=local"],
  ])("games_like %j gives the same list as REST ?%s and as the website", async (args, query) => {
    const mcp = await call("games_like", args);
    expect(mcp.isError).toBeFalsy();
    const rest = await (await fetch(`${base}/api/agent/games-like?${query}`)).json();
    const { generated_at: _a, ...fromMcp } = mcp.structuredContent!;
    const { generated_at: _b, ...fromRest } = rest;
    expect(fromMcp).toEqual(fromRest);
    // The website's list (list_url) shows the same picks in the same order; MCP's n picks are its prefix.
    const page = await fetch(`${base}${new URL(fromMcp.list_url).pathname}${new URL(fromMcp.list_url).search}`);
    expect(page.status).toBe(200);
    const siteAppids = [...(await page.text()).matchAll(/<li data-appid="(\d+)"/g)].map((m) => Number(m[1]));
    const mcpAppids = (fromMcp.results as { appid: number }[]).map((r) => r.appid);
    expect(mcpAppids.length).toBeGreaterThan(0);
    expect(siteAppids.slice(0, mcpAppids.length)).toEqual(mcpAppids);
  });

  test("game_facts gives Hades by appid, and an unknown game is an isError saying what would work", async () => {
    const facts = await call("game_facts", { game: "1145360" });
    expect(facts.structuredContent!.game).toMatchObject({ appid: 1145360, name: "Hades" });
    // The real catalog's words: a store description and a mined summary, the briefing first, the JSON after it.
    const game = facts.structuredContent!.game as { description: string | null; summary: { tagline: string | null; difficulty: string | null } | null };
    expect(game.description).toBeString();
    expect(game.summary?.tagline).toBeString();
    expect(game.summary?.difficulty).toBeOneOf(["relaxed", "moderate", "challenging", "punishing"]);
    const [briefing, json] = facts.content as { text: string }[];
    expect(briefing!.text).toStartWith(`Hades (2020, Supergiant Games): ${game.summary!.tagline}.`);
    expect(briefing!.text).toContain(`Difficulty: ${game.summary!.difficulty}.`);
    expect(JSON.parse(json!.text)).toEqual(facts.structuredContent);
    const missing = await call("game_facts", { game: "zzzzqqqxx" });
    expect(missing.isError).toBe(true);
    expect((missing.content[0] as { text: string }).text).toContain('no game matches "zzzzqqqxx"');
  });

  // Runs last: it spends this address's per-minute quota (30, shared with REST and the website).
  test("over the per-minute limit a tool answers isError with the seconds to wait, over HTTP 200", async () => {
    let limited: Result | null = null;
    for (let i = 0; i < 40 && !limited; i++) {
      const r = await call("game_facts", { game: "hades" });
      if (r.isError) limited = r;
    }
    expect(limited).not.toBeNull();
    expect((limited!.content[0] as { text: string }).text).toMatch(/^limits: over the limit of 30 requests a minute per address; retry in \d+ seconds?\.$/);
    expect(limited!._meta).toMatchObject({ error: "rate_limited" });
  });
});
