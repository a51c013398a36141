// The compiled binary (`bun build --compile`, as the Dockerfile builds it) starts, answers its own --healthcheck,
// carries the data tables that used to be read from files beside the source (an alias-only name resolves), and lets
// a long URL reach the edge.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureCatalogDir, spawnServer, type ChildServer } from "../helpers/child-server";

describe("the compiled binary", () => {
  const catalog = fixtureCatalogDir();
  const dir = mkdtempSync(join(tmpdir(), "similarplay-bin-"));
  const binary = join(dir, "similarplay");
  let server: ChildServer;

  beforeAll(async () => {
    // As package.json's build:binary and the Dockerfile build it.
    const build = Bun.spawnSync([process.execPath, "build", "--compile", "--compile-exec-argv=--max-http-header-size=65536", "--minify", "src/main.ts", "--outfile", binary]);
    if (build.exitCode !== 0) throw new Error(`bun build --compile failed: ${build.stderr.toString()}`);
    server = await spawnServer({ CATALOG_PATH: catalog.path }, [binary]);
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    catalog.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  test("serves the API and is ready", async () => {
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const res = await fetch(`${server.base}/api/agent/game-facts?q=570`);
    expect(res.status).toBe(200);
    expect((await res.json()).game).toMatchObject({ appid: 570, name: "Dota 2" });
  });

  test("resolves a name known only from the built-in alias table", async () => {
    const res = await fetch(`${server.base}/api/agent/game-facts?q=ror2`);
    expect(res.status).toBe(200);
    expect((await res.json()).game).toMatchObject({ appid: 632360 });
  });

  // Bun's own head limit (16 KiB) would answer a bare 431 first; the binary raises it, so the edge answers.
  test("a 20 kB URL is the edge's 414 with a body", async () => {
    const res = await fetch(`${server.base}/api/agent/game-facts?q=${"x".repeat(20_000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ detail: "URI Too Long" });
  });

  test("--healthcheck exits 0 against it", () => {
    const probe = Bun.spawnSync([binary, "--healthcheck"], { env: { ...process.env, PORT: String(server.port) } });
    expect(probe.exitCode).toBe(0);
  });
});
