// The project's alias tables (short names, Russian names) as data, read from src/lookup/data/ at start-up.
import { existsSync, readFileSync } from "node:fs";

/** One row of `data/aliases-en.json`: short names people use ("gta 5", "rdr2"). */
export interface EnglishAlias {
  appid: number;
  name: string;
  aliases: string[];
}

/** One row of `data/aliases-ru.json`: Russian titles and the names Russian players use. */
export interface RussianAlias {
  appid: number;
  name: string;
  ru: string[];
}

/** Both alias tables. */
export interface AliasTables {
  en: EnglishAlias[];
  ru: RussianAlias[];
}

/** One alias: a name and the game it stands for. */
export interface AliasEntry {
  appid: number;
  alias: string;
  lang: "en" | "ru";
}

const DATA_DIR = new URL("./data/", import.meta.url);

/**
 * Reads `aliases-en.json` and `aliases-ru.json` from `dir` (default `src/lookup/data/`). A missing file is an empty
 * table; a malformed one throws at start-up, naming the file.
 */
export function loadAliasTables(dir: URL = DATA_DIR): AliasTables {
  return {
    en: readTable(new URL("aliases-en.json", dir), "aliases") as unknown as EnglishAlias[],
    ru: readTable(new URL("aliases-ru.json", dir), "ru") as unknown as RussianAlias[],
  };
}

/** Every (appid, alias) pair of both tables, skipping blank aliases. */
export function aliasEntries(tables: AliasTables): AliasEntry[] {
  const out: AliasEntry[] = [];
  for (const row of tables.en) for (const a of row.aliases) if (a.trim()) out.push({ appid: row.appid, alias: a, lang: "en" });
  for (const row of tables.ru) for (const a of row.ru) if (a.trim()) out.push({ appid: row.appid, alias: a, lang: "ru" });
  return out;
}

function readTable(file: URL, listField: string): Record<string, unknown>[] {
  if (!existsSync(file)) return [];
  // The JSON file is a boundary: its shape is checked row by row below.
  const data: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(data)) throw new Error(`lookup: ${file.pathname} must hold a JSON array`);
  return data.filter((row): row is Record<string, unknown> => {
    const r = row as Record<string, unknown>;
    const ok = r !== null && typeof r === "object" && Number.isInteger(r.appid) && Array.isArray(r[listField]);
    if (!ok) throw new Error(`lookup: ${file.pathname}: bad row ${JSON.stringify(row).slice(0, 200)}`);
    return (r[listField] as unknown[]).every((x) => typeof x === "string");
  });
}
