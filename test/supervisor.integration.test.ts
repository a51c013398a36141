// Covers WORKERS (issue 19): two worker processes serve one port; a worker killed with SIGKILL is replaced and the
// port keeps answering; SIGTERM to the supervisor drains the workers and leaves no process behind.
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { fixtureCatalogDir, spawnServer, type ChildServer } from "./helpers/child-server";

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8"));

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  for (const t0 = Date.now(); !check(); await Bun.sleep(50)) if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
}

describe("WORKERS=2", () => {
  const catalog = fixtureCatalogDir();
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.kill();
    catalog.cleanup();
  });

  test("serves from two processes, replaces a killed one, and drains both on SIGTERM", async () => {
    server = await spawnServer({ CATALOG_PATH: catalog.path, WORKERS: "2" });
    const s = server;
    const started = () => s.lines.filter((l) => l.msg === "worker started").map((l) => Number(l.pid));
    await until(() => s.lines.filter((l) => l.msg === "listening").length === 2, "two workers listening");
    const [first, second] = started();
    expect(first).not.toBe(second);
    expect(s.lines.filter((l) => l.msg === "listening").every((l) => l.port === s.port)).toBe(true);

    process.kill(second!, "SIGKILL");
    // (The notice of the dead worker goes to stderr, an error line; the replacement's start to stdout.)
    await until(() => started().length === 3, "a replacement worker");
    await until(() => s.lines.filter((l) => l.msg === "listening").length === 3, "the replacement listening");
    const replacement = started().at(-1)!;
    expect(replacement).not.toBe(second);
    for (let i = 0; i < 20; i++) expect((await fetch(`${s.base}/healthz`)).status).toBe(200);

    s.proc.kill("SIGTERM");
    expect(await s.proc.exited).toBe(0);
    await until(() => !alive(first!) && !alive(replacement), "the workers to exit", 10_000);
  }, 90_000);
});
