// End-to-end over a real port with the full catalog (the shared full-catalog fixture's parts): the newcomer's smoke
// test, the wiring of limits and cache, the OpenAPI document, and the MCP mount answering a raw JSON-RPC POST.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadConfig } from "../src/config";
import { startService } from "../src/service";
import { fullCatalog } from "./helpers/full-catalog";

describe("startServer with the full catalog", () => {
  const parts = fullCatalog();
  let base = "";
  let stop: () => Promise<void> = async () => {};

  beforeAll(() => {
    const service = startService(loadConfig({ PORT: "0", CATALOG_PATH: parts.path }), { parts });
    base = `http://127.0.0.1:${service.port}`;
    stop = service.stop;
  }, 120_000); // building the shared indexes (when no other file has) takes seconds on a busy 2-core machine

  afterAll(async () => {
    await stop();
  });

  test("games-like?q=stardew valley&n=3&coop=true gives three co-op picks", async () => {
    const res = await fetch(`${base}/api/agent/games-like?q=stardew%20valley&n=3&coop=true`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.seed).toMatchObject({ appid: 413150, name: "Stardew Valley" });
    expect(body.filters).toEqual({ free: false, coop: true, deck: null });
    expect(body.results.length).toBe(3);
    for (const pick of body.results) {
      const game = parts.store.getGame(pick.appid)!;
      expect(game.coop.online || game.coop.local || game.coop.lan).toBe(true);
    }
    expect(res.headers.get("ratelimit-policy")).toContain("q=30;w=60");
  });

  test("games-like bodies are JSON.stringify's text of their answer (the pick frames), English and Russian, stored and live seeds", async () => {
    for (const q of ["hades", "portal 2", "1145360", "stardew valley", "570"]) {
      for (const extra of ["", "&lang=ru&n=20", "&deck=verified", "&free=true&n=5"]) {
        const res = await fetch(`${base}/api/agent/games-like?q=${encodeURIComponent(q)}${extra}`);
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(JSON.stringify(JSON.parse(text))).toBe(text);
      }
    }
  });

  test("game-facts?q=1145360 gives Hades", async () => {
    const res = await fetch(`${base}/api/agent/game-facts?q=1145360`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.game).toMatchObject({ appid: 1145360, name: "Hades", store_url: "https://store.steampowered.com/app/1145360/" });
    // The second identical request is a cache hit with the same ETag, and If-None-Match gives 304.
    const again = await fetch(`${base}/api/agent/game-facts?q=1145360`, { headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  test("q=zzzzqqqxx gives 404 not_found", async () => {
    const res = await fetch(`${base}/api/agent/games-like?q=zzzzqqqxx`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe("not_found");
  });

  test("serves /openapi.json and 404s unknown paths", async () => {
    expect((await (await fetch(`${base}/openapi.json`)).json()).openapi).toBe("3.1.0");
    expect((await fetch(`${base}/no/such/page`)).status).toBe(404);
  });

  test("serves /docs (Swagger UI over /openapi.json) and answers other methods there 405, as FastAPI does", async () => {
    const page = await fetch(`${base}/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="swagger-ui"></div>');
    const post = await fetch(`${base}/docs`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ detail: "Method Not Allowed" });
  });

  test("mounts MCP: a raw JSON-RPC initialize POST answers 200 with a result", async () => {
    const res = await fetch(`${base}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "0" } } }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).result.serverInfo.name).toBeTruthy();
  });
});
