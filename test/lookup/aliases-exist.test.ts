// Every appid in the project's alias tables must be a game of the built catalog (skips when data/catalog.db is missing).
import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { openCatalog } from "../../src/catalog/store";
import { loadAliasTables } from "../../src/lookup/aliases";

const CATALOG = "data/catalog.db";
const hasCatalog = existsSync(CATALOG);
if (!hasCatalog) console.warn(`aliases-exist: skipped, no catalog at ${CATALOG} (bun run catalog:build)`);

describe.skipIf(!hasCatalog)("alias tables against the built catalog", () => {
  const store = hasCatalog ? openCatalog(CATALOG) : null;
  const tables = loadAliasTables();

  test.each([
    ["aliases-en.json", tables.en],
    ["aliases-ru.json", tables.ru],
  ] as const)("every appid of %s is in the catalog", (_file, rows) => {
    const missing = rows.filter((r) => !store!.getGame(r.appid)).map((r) => `${r.appid} ${r.name}`);
    expect(missing).toEqual([]);
  });

  test("the tables are not empty", () => {
    expect(tables.en.length).toBeGreaterThan(0);
    expect(tables.ru.length).toBeGreaterThan(0);
  });
});
