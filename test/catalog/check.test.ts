// Covers the start-up catalog check (issue 12 §5): a catalog whose review_texts pages are damaged stops start-up
// before listening, with one line naming the file and the table; so does a missing file.
import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkCatalogFile, createSchema, finishCatalog, writeNameIndex, writeGames, writeReviewTexts } from "../../src/catalog";
import { GAMES } from "../helpers/fake-tool-deps";
import { writeFixtureSections } from "../helpers/fixture-catalog";

const dir = mkdtempSync(join(tmpdir(), "catalog-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small catalog file; `damage` overwrites the first page of review_texts with garbage. */
function catalogFile(name: string, damage: boolean): string {
  const path = join(dir, name);
  let db = new Database(path, { create: true, strict: true });
  createSchema(db);
  writeGames(db, GAMES);
  const texts = Array.from({ length: 400 }, (_, i) => ({ appid: 1145360, text: `review number ${i} `.repeat(20), votedUp: true, votesUp: i, playtimeMinutes: 60, source: "fixture" }));
  writeReviewTexts(db, texts);
  writeNameIndex(db);
  finishCatalog(db, { builtAt: "2026-01-01T00:00:00Z", snapshots: { fixture: "2026-01-01" } });
  db.close();
  // As the catalog build leaves it: with its precomputed sections (the server reads them before it listens).
  writeFixtureSections(path);
  db = new Database(path, { readonly: true, strict: true });
  const { rootpage } = db.query<{ rootpage: number }, []>("SELECT rootpage FROM sqlite_master WHERE name = 'review_texts'").get()!;
  const { page_size } = db.query<{ page_size: number }, []>("PRAGMA page_size").get()!;
  db.close();
  if (damage) {
    const fd = openSync(path, "r+");
    writeSync(fd, Buffer.alloc(page_size, 0xa5), 0, page_size, (rootpage - 1) * page_size);
    closeSync(fd);
  }
  return path;
}

describe("checkCatalogFile", () => {
  test("passes a sound catalog", () => {
    expect(() => checkCatalogFile(catalogFile("sound.db", false))).not.toThrow();
  });

  test("a damaged review_texts table is one line naming the file and the table", () => {
    const path = catalogFile("damaged.db", true);
    let message = "";
    try {
      checkCatalogFile(path);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toStartWith(`catalog: ${path} is damaged in table review_texts (`);
    expect(message).toEndWith("; rebuild it with bun run catalog:build");
    expect(message).not.toContain("\n");
  });

  test("a missing file is one line too", () => {
    expect(() => checkCatalogFile(join(dir, "missing.db"))).toThrow(`catalog: ${join(dir, "missing.db")} (CATALOG_PATH) does not exist; build it with bun run catalog:build`);
  });

  test("the server prints that one line and exits 1 before listening", () => {
    const path = catalogFile("damaged-main.db", true);
    const run = Bun.spawnSync(["bun", "src/main.ts"], { env: { ...process.env, CATALOG_PATH: path, PORT: "0", REDIS_URL: "" } });
    expect(run.exitCode).toBe(1);
    const stderr = run.stderr.toString().trim();
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toStartWith(`catalog: ${path} is damaged in table review_texts`);
    expect(run.stdout.toString()).not.toContain("listening");
  }, 30_000);
});
