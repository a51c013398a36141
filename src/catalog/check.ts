// Start-up check of a built catalog file: every table the service reads is sound, or one line says what is wrong.
import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";

/**
 * Tables the service reads after start-up (on requests, or when the finder builds its index) with their indexes and
 * FTS shadow tables. `games`, `game_names` and `user_recommendations` are read in full while the service starts, so a
 * damaged page there fails start-up anyway; `games` (the largest) is left to that read.
 */
const CHECKED_TABLES = [
  "game_names",
  "review_texts",
  "user_recommendations",
  "user_library",
  "meta",
  "names_fts_data",
  "names_fts_idx",
  "names_fts_content",
  "names_fts_docsize",
  "names_fts_config",
] as const;

/**
 * Checks the catalog at `path` before the service listens: the file opens, and `PRAGMA quick_check` passes for each
 * table in CHECKED_TABLES (every page and overflow page of the table and its indexes is read; about 0.2 s on the full
 * catalog; `tables` names others: "every" checks them all, games and game_texts too, several seconds; [] only opens). Throws an Error whose message
 * is one line naming the file, the table and what is wrong.
 *
 * @example
 * checkCatalogFile("data/catalog.db"); // throws "catalog: data/catalog.db is damaged in table review_texts: …"
 */
export function checkCatalogFile(path: string, options: { tables?: readonly string[] | "every" } = {}): void {
  // The path comes from the environment: a wrong one names the variable too.
  if (!existsSync(path)) throw new CatalogFileError(`catalog: ${path} (CATALOG_PATH) does not exist; build it with bun run catalog:build or set CATALOG_PATH to a built catalog`);
  let db: Database;
  try {
    db = new Database(path, { readonly: true, strict: true });
  } catch (e) {
    throw catalogError(path, `cannot be opened (${messageOf(e)})`);
  }
  try {
    const tables = new Set(db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((r) => r.name));
    for (const table of options.tables === "every" ? [...tables].sort() : (options.tables ?? CHECKED_TABLES)) {
      if (!tables.has(table)) throw catalogError(path, `has no table ${table}`);
      let problems: string[];
      try {
        problems = db.query<{ quick_check: string }, []>(`PRAGMA quick_check("${table}")`).all().map((r) => r.quick_check);
      } catch (e) {
        throw catalogError(path, `is damaged in table ${table} (${messageOf(e)})`);
      }
      if (problems.join() !== "ok") throw catalogError(path, `is damaged in table ${table} (${problems.slice(0, 2).join("; ")})`);
    }
  } catch (e) {
    if (e instanceof CatalogFileError) throw e;
    throw catalogError(path, `cannot be read (${messageOf(e)})`);
  } finally {
    db.close();
  }
}

/** A damaged or missing catalog: `message` is the one line to print. */
export class CatalogFileError extends Error {
  override name = "CatalogFileError";
}

/**
 * Runs `work` (opening the store, building indexes) and turns a SQLite error into the same one-line CatalogFileError.
 *
 * @example
 * const store = withCatalogErrors(path, () => openCatalog(path));
 */
export function withCatalogErrors<T>(path: string, work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (e instanceof CatalogFileError || (e as { name?: string })?.name !== "SQLiteError") throw e;
    throw catalogError(path, `cannot be read (${messageOf(e)})`);
  }
}

function catalogError(path: string, what: string): CatalogFileError {
  return new CatalogFileError(`catalog: ${path} ${what}; rebuild it with bun run catalog:build`);
}

function messageOf(e: unknown): string {
  return String((e as Error)?.message ?? e).split("\n")[0]!;
}
