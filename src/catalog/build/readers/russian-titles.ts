// Reader for the Russian-made games list: Steam appid with its IMDb (often Cyrillic) and Steam names.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsvRecords } from "../csv";
import { parseDate, readText } from "../parse";
import type { SourceData, SourceRecord } from "../types";

/** Reads `main_info.csv`; names become alternative names, the dd.mm.yyyy date a last-resort release date. */
export async function readRussianTitles(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  const path = join(dir, "main_info.csv");
  if (!existsSync(path)) throw new Error(`catalog: source file missing: ${path}`);
  let bad = 0;
  const { rows, malformed } = readCsvRecords(await readText(path), { backslash: false }, (r) => {
    const appid = Number(r.id_steam);
    if (!Number.isInteger(appid) || appid <= 0) return void bad++;
    const names = [r.name_imdb, r.name_steam].filter((x): x is string => !!x && !!x.trim()).map((x) => x.trim());
    const date = parseDate(r.release_date);
    records.set(appid, { altNames: [...new Set(names)], releaseDate: date?.iso ?? null, year: date?.year ?? null });
  });
  return { key: "russian-titles", label, records, report: { source: label, rows, malformed: malformed + bad, ms: performance.now() - t0, notes: [] } };
}
