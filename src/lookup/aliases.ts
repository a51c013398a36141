// The project's alias tables (short names, Russian names) as data, from src/lookup/data/ (imported, so that
// `bun build --compile` embeds them in the binary; a folder of tables can still be read from disk).
import { existsSync, readFileSync } from "node:fs";
import aliasesEn from "./data/aliases-en.json" with { type: "json" };
import aliasesRu from "./data/aliases-ru.json" with { type: "json" };

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

/**
 * Reads `aliases-en.json` and `aliases-ru.json` from `dir` (default: the tables of `src/lookup/data/`, built in).
 * A missing file is an empty table; a malformed one throws at start-up, naming the file.
 */
export function loadAliasTables(dir?: URL): AliasTables {
  const table = (name: string, builtIn: unknown, listField: string) => {
    const file = dir ? new URL(name, dir) : null;
    if (file && !existsSync(file)) return [];
    return checkTable(file ? JSON.parse(readFileSync(file, "utf8")) : builtIn, file?.pathname ?? name, listField);
  };
  return {
    en: table("aliases-en.json", aliasesEn, "aliases") as unknown as EnglishAlias[],
    ru: table("aliases-ru.json", aliasesRu, "ru") as unknown as RussianAlias[],
  };
}

/** Every (appid, alias) pair of both tables, skipping blank aliases. */
export function aliasEntries(tables: AliasTables): AliasEntry[] {
  const out: AliasEntry[] = [];
  for (const row of tables.en) for (const a of row.aliases) if (a.trim()) out.push({ appid: row.appid, alias: a, lang: "en" });
  for (const row of tables.ru) for (const a of row.ru) if (a.trim()) out.push({ appid: row.appid, alias: a, lang: "ru" });
  return out;
}

// The JSON file is a boundary: its shape is checked row by row.
function checkTable(data: unknown, file: string, listField: string): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new Error(`lookup: ${file} must hold a JSON array`);
  return data.filter((row): row is Record<string, unknown> => {
    const r = row as Record<string, unknown>;
    const ok = r !== null && typeof r === "object" && Number.isInteger(r.appid) && Array.isArray(r[listField]);
    if (!ok) throw new Error(`lookup: ${file}: bad row ${JSON.stringify(row).slice(0, 200)}`);
    return (r[listField] as unknown[]).every((x) => typeof x === "string");
  });
}
