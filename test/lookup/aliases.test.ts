// Covers aliases.ts: reading the alias tables, missing and malformed files, and flattening them into entries.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { aliasEntries, loadAliasTables } from "../../src/lookup/aliases";

const dirs: string[] = [];
function dirWith(files: Record<string, string>): URL {
  const dir = mkdtempSync(join(tmpdir(), "lookup-aliases-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return pathToFileURL(`${dir}/`);
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("loadAliasTables", () => {
  test("reads both tables", () => {
    const dir = dirWith({
      "aliases-en.json": JSON.stringify([{ appid: 1, name: "A", aliases: ["a1"] }]),
      "aliases-ru.json": JSON.stringify([{ appid: 2, name: "B", ru: ["Б"] }]),
    });
    expect(loadAliasTables(dir)).toEqual({
      en: [{ appid: 1, name: "A", aliases: ["a1"] }],
      ru: [{ appid: 2, name: "B", ru: ["Б"] }],
    });
  });

  test("treats a missing file as an empty table", () => {
    expect(loadAliasTables(dirWith({}))).toEqual({ en: [], ru: [] });
  });

  test("names the file and the row when a row is malformed", () => {
    const dir = dirWith({ "aliases-en.json": JSON.stringify([{ appid: "x", aliases: [] }]) });
    expect(() => loadAliasTables(dir)).toThrow(/^lookup: .*aliases-en\.json: bad row \{"appid":"x","aliases":\[\]\}$/);
  });

  test("refuses a file that is not an array", () => {
    const dir = dirWith({ "aliases-ru.json": "{}" });
    expect(() => loadAliasTables(dir)).toThrow(/^lookup: .*aliases-ru\.json must hold a JSON array$/);
  });

  test("loads the project's own tables without error", () => {
    const tables = loadAliasTables();
    expect(Array.isArray(tables.en)).toBe(true);
    expect(Array.isArray(tables.ru)).toBe(true);
  });
});

describe("aliasEntries", () => {
  test("flattens both tables and skips blank aliases", () => {
    const entries = aliasEntries({
      en: [{ appid: 1, name: "A", aliases: ["a1", " "] }],
      ru: [{ appid: 2, name: "B", ru: ["Б"] }],
    });
    expect(entries).toEqual([
      { appid: 1, alias: "a1", lang: "en" },
      { appid: 2, alias: "Б", lang: "ru" },
    ]);
  });
});
