// Graceful shutdown of the real entry point: on SIGTERM /readyz turns 503 first, a request already in flight still
// gets its full answer, and the process exits 0.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixtureCatalogDir, spawnServer, type ChildServer } from "../helpers/child-server";

describe("SIGTERM", () => {
  const catalog = fixtureCatalogDir();
  let server: ChildServer;

  beforeAll(async () => {
    server = await spawnServer({ CATALOG_PATH: catalog.path, SHUTDOWN_DELAY_MS: "1500", SHUTDOWN_TIMEOUT_MS: "20000" });
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    catalog.cleanup();
  });

  test("turns /readyz to 503, lets the in-flight MCP request finish, then exits 0", async () => {
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    // An MCP POST whose body is still arriving when the signal comes: the request is in flight until we end it.
    let send!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (send = c) });
    const message = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "game_facts", arguments: { game: "1145360" } } });
    send.enqueue(new TextEncoder().encode(message.slice(0, 20)));
    const inFlight = fetch(`${server.base}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body,
      // @ts-expect-error Bun streams request bodies with duplex "half", as the fetch standard names it
      duplex: "half",
    });
    await Bun.sleep(300);

    server.proc.kill("SIGTERM");
    await server.waitFor("shutting down", 10_000);
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "unavailable", checks: { shutdown: "draining" } });

    // Past the delay the listener is closed to new connections, while the request above is still open.
    await Bun.sleep(2000);
    expect(await fetch(`${server.base}/healthz`).then((r) => r.status, () => "refused")).toBe("refused");
    send.enqueue(new TextEncoder().encode(message.slice(20)));
    send.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.result.structuredContent.game).toMatchObject({ appid: 1145360, name: "Hades" });

    expect(await server.proc.exited).toBe(0);
    expect(server.lines.find((l) => l.msg === "stopped")).toMatchObject({ drained: true });
  }, 60_000);
});
