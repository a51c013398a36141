// Writes SteamSpy appdetails records as the `steamspy_top1000.csv` the catalog build reads.

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { writeFileAtomic } from "./atomic-write.ts";
import { toPythonLiteral } from "./python-literal.ts";

/** The CSV's columns, in order (those of `steamspy-top1000-2023-08/steamspy_top1000.csv`). */
export const STEAMSPY_CSV_COLUMNS = [
  "appid", "name", "developer", "publisher", "score_rank", "positive", "negative", "userscore", "owners",
  "average_forever", "average_2weeks", "median_forever", "median_2weeks", "price", "initialprice", "discount",
  "languages", "genre", "ccu", "tags",
] as const;

/** One SteamSpy `appdetails` response; `any`-free but loose, since it comes straight off the wire. */
export type SteamspyRecord = Record<string, unknown>;

/**
 * Renders records as CSV text: header, one row per record, CRLF line ends and minimal quoting (as Python's csv
 * module writes it), `tags` as a Python dict literal (`[]` when SteamSpy has no tags), missing values empty.
 *
 * @example steamspyCsv([{ appid: 10, name: "Counter-Strike", tags: { Action: 5448 } }])
 */
export function steamspyCsv(records: readonly SteamspyRecord[]): string {
  const rows = [STEAMSPY_CSV_COLUMNS.join(",")];
  for (const record of records) rows.push(STEAMSPY_CSV_COLUMNS.map((column) => csvCell(cellText(record, column))).join(","));
  return rows.map((row) => `${row}\r\n`).join("");
}

/**
 * Rebuilds the CSV at `csvPath` from the JSON-lines log of raw records at `logPath`: one row per appid (the last
 * record wins, so a record logged twice by an interrupted run appears once), sorted by appid. A torn last line
 * (a crash mid-append) is ignored. Does nothing when the log does not exist.
 */
export async function writeSteamspyCsv(logPath: string, csvPath: string): Promise<number> {
  if (!existsSync(logPath)) return 0;
  const byAppid = new Map<number, SteamspyRecord>();
  for (const line of (await readFile(logPath, "utf8")).split("\n")) {
    const record = parseLine(line);
    if (record && typeof record.appid === "number") byAppid.set(record.appid, record);
  }
  const records = [...byAppid.entries()].sort(([a], [b]) => a - b).map(([, record]) => record);
  await writeFileAtomic(csvPath, steamspyCsv(records));
  return records.length;
}

function cellText(record: SteamspyRecord, column: string): string {
  const value = record[column];
  if (column === "tags") return toPythonLiteral(value ?? []);
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? toPythonLiteral(value) : String(value);
}

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function parseLine(line: string): SteamspyRecord | null {
  if (line.trim() === "") return null;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as SteamspyRecord) : null;
  } catch {
    return null;
  }
}
