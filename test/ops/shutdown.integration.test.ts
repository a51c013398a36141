// Graceful shutdown of the real entry point: on SIGTERM /readyz turns 503 first, a request already in flight still
// gets its full answer, 50 keep-alive clients lose no request (the drain's answers say Connection: close), and the
// process exits 0; a busy port is one line and a non-zero exit.
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

/** A keep-alive client on a raw socket: sends GETs one after another; tells how its last answer and the socket ended. */
function keepAliveClient(port: number, path: string) {
  const result = { answers: 0, lost: 0, closedByAnswer: false };
  let buffer = "";
  let waiting: (() => void) | null = null;
  let closed = false;
  const finished = (async () => {
    const socket = await Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        data: (_s, chunk) => {
          buffer += chunk.toString();
          waiting?.();
        },
        close: () => {
          closed = true;
          waiting?.();
        },
        error: () => {
          closed = true;
          waiting?.();
        },
      },
    });
    while (!closed) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      // One whole answer: the head, then Content-Length bytes of body.
      let answer: string | null = null;
      while (answer === null) {
        const head = buffer.indexOf("\r\n\r\n");
        const length = head < 0 ? -1 : Number(/content-length: *(\d+)/i.exec(buffer.slice(0, head))?.[1] ?? 0);
        if (head >= 0 && buffer.length >= head + 4 + length) {
          answer = buffer.slice(0, head);
          buffer = buffer.slice(head + 4 + length);
        } else if (closed) {
          break;
        } else {
          await new Promise<void>((resolve) => (waiting = resolve));
        }
      }
      if (answer === null) {
        result.lost++; // the request went out on a connection that closed without answering it
        break;
      }
      result.answers++;
      if (/\r\nconnection: *close/i.test(answer)) {
        result.closedByAnswer = true;
        socket.end();
        break;
      }
      await Bun.sleep(50);
    }
  })();
  return { result, finished };
}

describe("SIGTERM under 50 keep-alive clients", () => {
  const catalog = fixtureCatalogDir();
  let server: ChildServer;

  beforeAll(async () => {
    server = await spawnServer({ CATALOG_PATH: catalog.path, SHUTDOWN_DELAY_MS: "1500", SHUTDOWN_TIMEOUT_MS: "10000" });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    catalog.cleanup();
  });

  test("every request sent is answered; each client is told Connection: close during the drain; exit 0", async () => {
    const clients = Array.from({ length: 50 }, () => keepAliveClient(server.port, "/healthz"));
    while (clients.some((c) => c.result.answers === 0)) await Bun.sleep(20);
    server.proc.kill("SIGTERM");
    await Promise.all(clients.map((c) => c.finished));
    expect(clients.reduce((n, c) => n + c.result.lost, 0)).toBe(0);
    expect(clients.filter((c) => !c.result.closedByAnswer)).toHaveLength(0);
    expect(await server.proc.exited).toBe(0);
  }, 60_000);
});

describe("a port already in use", () => {
  test("is one line on stderr and a non-zero exit, no stack trace", async () => {
    const catalog = fixtureCatalogDir();
    const taken = Bun.serve({ port: 0, hostname: "0.0.0.0", fetch: () => new Response() });
    try {
      const proc = Bun.spawn([process.execPath, "src/main.ts"], {
        env: { ...process.env, CATALOG_PATH: catalog.path, PORT: String(taken.port), LOG_LEVEL: "info" },
        stdout: "ignore",
        stderr: "pipe",
      });
      const code = await proc.exited;
      const lines = (await new Response(proc.stderr).text()).trim().split("\n");
      expect(code).not.toBe(0);
      expect(lines).toEqual([`server: port ${taken.port} is already in use; stop what listens there or set PORT to another port`]);
    } finally {
      taken.stop(true);
      catalog.cleanup();
    }
  }, 60_000);
});
