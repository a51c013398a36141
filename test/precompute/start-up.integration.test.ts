// Covers the server's start-up over the precomputed sections (issue 19): it refuses, in one line and with exit code 1
// before listening, a catalog whose sections file is missing, from another build, computed by another version of the
// build step (other weights, vocabularies or shapes), lacking a section (the stored list rows among them) or damaged,
// and a catalog damaged in game_texts (a table the old check skipped); a sound catalog starts. Real entry point, real
// files.
import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { closeSync, copyFileSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { openSectionsFile, sectionsPathOf, writeSectionsFile } from "../../src/catalog/sections";
import { SECTIONS_FORMAT, stepVersion } from "../../src/precompute/version";
import { GAMES } from "../helpers/fake-tool-deps";
import { fixtureCatalogFiles } from "../helpers/fixture-catalog";

const catalog = fixtureCatalogFiles("precompute-start-", GAMES);

/** Runs the real entry point on `path` until it exits or says it listens. */
function start(path: string): { code: number | null; stderr: string; stdout: string } {
  const run = Bun.spawnSync([process.execPath, "src/main.ts"], {
    env: { ...process.env, CATALOG_PATH: path, PORT: "0", REDIS_URL: "", LOG_LEVEL: "info" },
    timeout: 20_000,
  });
  return { code: run.exitCode, stderr: run.stderr.toString().trim(), stdout: run.stdout.toString() };
}

function expectRefused(path: string, message: string): void {
  const run = start(path);
  expect(run.code).toBe(1);
  expect(run.stderr.split("\n")).toHaveLength(1);
  expect(run.stderr).toContain(message);
  expect(run.stderr).toContain("bun run catalog:build");
  expect(run.stdout).not.toContain("listening");
}

function damagePage(path: string, page: number): void {
  const db = new Database(path, { readonly: true });
  const { page_size } = db.query<{ page_size: number }, []>("PRAGMA page_size").get()!;
  db.close();
  const fd = openSync(path, "r+");
  writeSync(fd, Buffer.alloc(page_size, 0xa5), 0, page_size, (page - 1) * page_size);
  closeSync(fd);
}

describe("start-up over the precomputed sections", () => {
  test("a sound catalog with its sections starts and answers", async () => {
    const path = catalog();
    const proc = Bun.spawn([process.execPath, "src/main.ts"], {
      env: { ...process.env, CATALOG_PATH: path, PORT: "0", REDIS_URL: "", LOG_LEVEL: "info" },
      stdout: "pipe",
      stderr: "pipe",
    });
    try {
      let text = "";
      const reader = proc.stdout.getReader();
      while (!text.includes('"msg":"ready"')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      const port = JSON.parse(text.split("\n").find((l) => l.includes('"listening"'))!).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/agent/games-like?q=${GAMES[0]!.appid}&n=3`);
      expect(res.status).toBe(200);
    } finally {
      proc.kill();
      await proc.exited;
    }
  }, 30_000);

  test("without its sections file", () => {
    const path = catalog();
    rmSync(sectionsPathOf(path));
    expectRefused(path, `catalog: ${sectionsPathOf(path)} is missing`);
  }, 30_000);

  test("with the sections of another build", () => {
    const path = catalog();
    const other = catalog();
    copyFileSync(sectionsPathOf(other), sectionsPathOf(path));
    expectRefused(path, `catalog: ${sectionsPathOf(path)} is from another build`);
  }, 30_000);

  test("with a section missing", () => {
    const path = catalog();
    const { stamp } = openSectionsFile(sectionsPathOf(path));
    writeSectionsFile(sectionsPathOf(path), stamp, { lookup: {}, sitemap: [] });
    expectRefused(path, "has no section recommender, lists, listRows, reasons, finder");
  }, 30_000);

  test("with sections computed by another version of the build step (other weights or shapes)", () => {
    const path = catalog();
    const file = openSectionsFile(sectionsPathOf(path));
    expect(file.stamp.step).toBe(stepVersion());
    const sections: Record<string, unknown> = Object.fromEntries(file.names.map((name) => [name, file.section(name)]));
    writeSectionsFile(sectionsPathOf(path), { ...file.stamp, step: `${SECTIONS_FORMAT - 1}-0000000000000000` }, sections);
    expectRefused(path, `was computed by another version of the build step (${SECTIONS_FORMAT - 1}-0000000000000000; this server is ${stepVersion()})`);
  }, 30_000);

  test("from before the stored list rows (every other section there)", () => {
    const path = catalog();
    const file = openSectionsFile(sectionsPathOf(path));
    const sections: Record<string, unknown> = Object.fromEntries(file.names.filter((name) => name !== "listRows").map((name) => [name, file.section(name)]));
    writeSectionsFile(sectionsPathOf(path), file.stamp, sections);
    expectRefused(path, "has no section listRows");
  }, 30_000);

  test("with sections from before the build step was versioned", () => {
    const path = catalog();
    const file = openSectionsFile(sectionsPathOf(path));
    const sections: Record<string, unknown> = Object.fromEntries(file.names.map((name) => [name, file.section(name)]));
    const { step: _, ...older } = file.stamp;
    writeSectionsFile(sectionsPathOf(path), older as typeof file.stamp, sections);
    expectRefused(path, "was computed by another version of the build step (unversioned;");
  }, 30_000);

  test("with a damaged sections file", () => {
    const path = catalog();
    const file = sectionsPathOf(path);
    const fd = openSync(file, "r+");
    writeSync(fd, Uint8Array.of(1, 2, 3), 0, 3, statSync(file).size - 10);
    closeSync(fd);
    expectRefused(path, `catalog: ${file} is damaged`);
  }, 30_000);

  test("with the catalog damaged inside game_texts", () => {
    const path = catalog();
    const db = new Database(path, { readonly: true });
    const { rootpage } = db.query<{ rootpage: number }, []>("SELECT rootpage FROM sqlite_master WHERE name = 'game_texts'").get()!;
    expect(db.query<{ c: number }, []>("SELECT COUNT(*) AS c FROM game_texts").get()!.c).toBeGreaterThan(0);
    db.close();
    damagePage(path, rootpage);
    expectRefused(path, `catalog: ${path} is damaged in table game_texts`);
  }, 30_000);

  test("CATALOG_PATH naming no file is one line naming the variable", () => {
    expectRefused(join(dirname(catalog()), "nowhere.db"), "(CATALOG_PATH) does not exist");
  }, 30_000);
});
