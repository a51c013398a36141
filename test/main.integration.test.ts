// The real entry point's `--healthcheck` probe and its JSON request log: one line per request with the id the response carried, the path
// without its query string, and nothing of the client (no IP, no headers), as the privacy note promises.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixtureCatalogDir, sparePort, spawnServer, type ChildServer } from "./helpers/child-server";

describe("request logs", () => {
  const catalog = fixtureCatalogDir();
  let server: ChildServer;

  beforeAll(async () => {
    server = await spawnServer({ CATALOG_PATH: catalog.path, TRUSTED_PROXIES: "127.0.0.1" });
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    catalog.cleanup();
  });

  test("a request logs id, method, door, path, status and ms, and no query text or client address", async () => {
    const res = await fetch(`${server.base}/api/agent/games-like?q=my%20secret%20words`, {
      headers: { "x-forwarded-for": "203.0.113.77", "user-agent": "private-agent/1.0" },
    });
    const id = res.headers.get("x-request-id")!;
    const line = await (async () => {
      for (let i = 0; i < 100; i++) {
        const found = server.lines.find((l) => l.msg === "request" && l.id === id);
        if (found) return found;
        await Bun.sleep(50);
      }
      throw new Error(`no log line for request ${id}`);
    })();
    expect(Object.keys(line).sort()).toEqual(["door", "id", "level", "method", "ms", "msg", "path", "status", "time"]);
    expect(line).toMatchObject({ level: "info", method: "GET", door: "rest", path: "/api/agent/games-like", status: res.status });
    const all = JSON.stringify(server.lines);
    for (const secret of ["secret", "203.0.113.77", "private-agent"]) expect(all).not.toContain(secret);
  });

  test("--healthcheck exits 0 against the running server, 1 when nothing answers", () => {
    const probe = (port: number) => Bun.spawnSync([process.execPath, "src/main.ts", "--healthcheck"], { env: { ...process.env, PORT: String(port) } }).exitCode;
    expect(probe(server.port)).toBe(0);
    expect(probe(sparePort())).toBe(1);
  });

  test("start-up lines say the port and the number of games", () => {
    expect(server.lines.find((l) => l.msg === "listening")).toMatchObject({ level: "info", port: server.port, games: 7 });
  });
});

describe("npm start", () => {
  test("SIGTERM to npm reaches the server: it drains and the port closes (the script execs the server)", async () => {
    const catalog = fixtureCatalogDir();
    const server = await spawnServer({ CATALOG_PATH: catalog.path }, ["npm", "start", "--silent"]);
    try {
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      server.proc.kill("SIGTERM");
      await server.waitFor("stopped", 15_000);
      await server.proc.exited;
      let refused = false;
      for (let i = 0; i < 50 && !refused; i++) {
        refused = await fetch(`${server.base}/healthz`).then(() => false, () => true);
        if (!refused) await Bun.sleep(100);
      }
      expect(refused).toBe(true);
    } finally {
      await server.kill();
      catalog.cleanup();
    }
  }, 90_000);
});
