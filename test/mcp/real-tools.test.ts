// The real tool modules of src/mcp-tools/index.ts behind createMcpServer, over a tiny fixture catalog with the real lookup
// and a fixed recommender: their schemas are listed as they are, and their answers pass the SDK client's outputSchema
// check.
import { afterAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadConfig } from "../../src/config/config";
import { createLookup } from "../../src/lookup";
import { createGuardedCall, type GuardedCall } from "../../src/pipeline";
import { createMcpServer } from "../../src/mcp/server";
import type { AnyToolModule } from "../../src/mcp/types";
import type { Recommender } from "../../src/recommender/types";
import { tools } from "../../src/mcp-tools";
import type { ToolDeps } from "../../src/mcp-tools/types";
import { fixtureCatalog, makeGame, reviews } from "../helpers/fixture-catalog";
import { countingLimiter } from "./fixture-tools";

const games = [
  makeGame({ appid: 1145360, name: "Hades", year: 2020, genres: ["Action", "Indie"], reviews: reviews(900, 100), deck: "verified" }),
  makeGame({ appid: 588650, name: "Dead Cells", year: 2018, genres: ["Action"], reviews: reviews(800, 100), deck: "verified" }),
  makeGame({ appid: 632360, name: "Risk of Rain 2", year: 2020, genres: ["Action"], reviews: reviews(700, 100), deck: "playable" }),
];

const open: Client[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

async function connect(): Promise<Client> {
  const store = fixtureCatalog(games);
  const recommender: Recommender = {
    similar: (seed, { n }) => games.filter((g) => g.appid !== seed.appid).slice(0, n).map((game, i) => ({ game, score: 1 - i / 10, why: "Fast action roguelite." })),
    similarRefined: (seed, options) => ({ picks: recommender.similar(seed, options), leftOutUnknown: 0 }),
    refineValues: (appids) => appids.map(() => []),
  };
  const toolDeps: ToolDeps = {
    config: loadConfig({ PUBLIC_BASE_URL: "https://games.example" }),
    store,
    lookup: createLookup({ store }),
    recommender,
    now: () => new Date("2026-01-01T12:00:00Z"),
  };
  const call = createGuardedCall({ toolDeps, limiter: countingLimiter(), apiSwitch: { enabled: () => true } });
  const deps = { config: toolDeps.config, tools: tools as readonly AnyToolModule[], call: call as GuardedCall<unknown> };
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(deps, { ip: "198.51.100.2" }).connect(serverSide);
  const client = new Client({ name: "real-tools", version: "0" });
  await client.connect(clientSide);
  open.push(client);
  return client;
}

describe("createMcpServer with the real tool modules", () => {
  test("tools/list gives each module's schemas, with only `game` required", async () => {
    const { tools } = await (await connect()).listTools();
    for (const name of ["games_like", "game_facts"]) {
      const tool = tools.find((t) => t.name === name)!;
      expect(tool.inputSchema.required).toEqual(["game"]);
      expect(tool.outputSchema?.required).toContain("generated_at");
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  test("games_like answers a GamesLikeResponse that passes the client's outputSchema check", async () => {
    const client = await connect();
    await client.listTools();
    const result = (await client.callTool({ name: "games_like", arguments: { game: "hades", n: 1 } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as { seed: { appid: number }; results: { name: string }[] };
    expect(data.seed.appid).toBe(1145360);
    expect(data.results.map((r) => r.name)).toEqual(["Dead Cells"]);
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(data);
  });

  test("game_facts for an unknown game is an isError saying what would work", async () => {
    const client = await connect();
    const result = (await client.callTool({ name: "game_facts", arguments: { game: "zzzzqqqxx" } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toStartWith('game_facts: no game matches "zzzzqqqxx"');
  });
});
