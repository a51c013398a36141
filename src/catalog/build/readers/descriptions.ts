// Reader for `descriptions-<snapshot>/` folders: store short descriptions, one {"app_id", "description"} JSON a line.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { plainText, readText } from "../parse";
import type { SourceData, SourceRecord } from "../types";

/** Part files the folder may hold; any name, since more part files join over time. */
const PART_FILE = /\.jsonl(\.gz)?$/;

/**
 * Reads every `*.jsonl` / `*.jsonl.gz` file in `dir`. Store HTML becomes plain text; an empty description is no
 * description; a line that is not a JSON object with an integer `app_id` is counted as malformed.
 *
 * @example
 * const d = await readDescriptions("../shared/steam-data/descriptions-2019", "descriptions@2019");
 * d.records.get(730)?.description; // "Counter-Strike: Global Offensive (CS: GO) expands upon …"
 */
export async function readDescriptions(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  let empty = 0;
  const files = readdirSync(dir).filter((f) => PART_FILE.test(f)).sort();
  for (const f of files) {
    for (const line of (await readText(join(dir, f))).split("\n")) {
      if (!line.trim()) continue;
      rows++;
      let row: { app_id?: unknown; description?: unknown };
      try {
        row = JSON.parse(line);
      } catch {
        malformed++;
        continue;
      }
      const appid = Number(row?.app_id);
      if (!Number.isInteger(appid) || appid <= 0 || (row.description != null && typeof row.description !== "string")) {
        malformed++;
        continue;
      }
      const text = plainText((row.description as string | null) ?? "");
      if (!text) {
        empty++;
        continue;
      }
      // Within one folder the first line for an app wins, as with every other reader.
      if (!records.has(appid)) records.set(appid, { description: text });
    }
  }
  return {
    key: "descriptions",
    label,
    records,
    report: { source: label, rows, malformed, ms: performance.now() - t0, notes: [`${files.length} part files, ${records.size} descriptions, ${empty} empty`] },
  };
}
