// Covers the catalog build's robustness (issue 19): what a killed build left (`<out>.tmp-<pid>`, its SQLite journal,
// a half-written sections file) is removed by the next build, which also writes the stamped sections; and killing the
// `bun run catalog:build` wrapper stops the real build instead of leaving it running. Real CLI on the fixture dumps.
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openCatalog } from "../../../src/catalog";
import { openSectionsFile, sectionsPathOf } from "../../../src/catalog/sections";
import { steamDataFixture } from "../../helpers/source-dumps-fixture";

const fx = steamDataFixture();
const dir = mkdtempSync(join(tmpdir(), "catalog-interrupted-"));
afterAll(() => {
  fx.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const running = (pid: number) => existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, "utf8"));

describe("an interrupted catalog build", () => {
  test("the next build removes the temp files of a killed one and writes the catalog with its stamped sections", async () => {
    const out = join(dir, "catalog.db");
    // A build process that is gone: its pid names the leftovers.
    const gone = Bun.spawn(["true"]);
    await gone.exited;
    const leftovers = [`catalog.db.tmp-${gone.pid}`, `catalog.db.tmp-${gone.pid}-journal`, `catalog.db.sections.tmp-${gone.pid}`];
    for (const name of leftovers) writeFileSync(join(dir, name), "half a build");
    const run = Bun.spawnSync([process.execPath, "tools/catalog-build.ts", "--source", fx.dir, "--out", out], { env: { ...process.env } });
    expect(run.exitCode).toBe(0);
    expect(run.stdout.toString()).toContain(`removed what an interrupted build left: ${[...leftovers].sort().join(", ")}`);
    expect(readdirSync(dir).sort()).toEqual(["catalog.db", "catalog.db.sections"]);
    const store = openCatalog(out);
    expect(openSectionsFile(sectionsPathOf(out)).stamp.buildId).toBe(store.meta().buildId!);
    expect(store.meta().buildId).toMatch(/^[0-9a-f-]{36}$/);
    store.close();
  }, 120_000);

  test("killing the bun run wrapper stops the build it started", async () => {
    const out = join(dir, "wrapped.db");
    const wrapper = Bun.spawn([process.execPath, "run", "catalog:build", "--source", fx.dir, "--out", out], { stdout: "pipe", stderr: "ignore" });
    // The build announces its sources once it has asked to die with its parent.
    let text = "";
    const reader = wrapper.stdout.getReader();
    while (!text.includes("catalog: reading sources")) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the build ended early: ${text}`);
      text += new TextDecoder().decode(value);
    }
    const children = readFileSync(`/proc/${wrapper.pid}/task/${wrapper.pid}/children`, "utf8").trim().split(/\s+/).map(Number);
    expect(children.length).toBe(1);
    const build = children[0]!;
    // Held still so it cannot finish first; it gets the parent's death signal while stopped and dies when resumed.
    process.kill(build, "SIGSTOP");
    wrapper.kill("SIGKILL");
    await wrapper.exited;
    process.kill(build, "SIGCONT");
    for (let i = 0; i < 100 && running(build); i++) await Bun.sleep(50);
    expect(running(build)).toBe(false);
    expect(existsSync(out)).toBe(false);
  }, 120_000);
});
