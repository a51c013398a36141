// Reader for `store-pages-<snapshot>/` folders: scraped Steam store pages as CSV (descriptions, dates, developers).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readCsvRecords } from "../csv";
import { parseDate, plainText, readText } from "../parse";
import { parsePyStringList } from "../pylit";
import type { SourceData, SourceRecord } from "../types";

/** The appid sits in the page link: `https://store.steampowered.com/app/<appid>/<slug>?snr=…`. */
const APP_LINK = /\/app\/(\d+)(?:[/?#]|$)/;
/** Review counts as the page shows them: "(611,858)" or "(94% of 196)\u00a0All Time". */
const REVIEW_TEXT = /\((?:(\d{1,3})% of )?([\d,]+)\)/;

/** A display number such as "62,791" as an integer; null when it is not one. */
export function displayNumber(text: string | null | undefined): number | null {
  const m = /^\s*([\d,]+)\s*$/.exec(text ?? "");
  if (!m) return null;
  const n = Number(m[1]!.replaceAll(",", ""));
  return Number.isSafeInteger(n) ? n : null;
}

/** Positive/negative counts from the page's review text, when it gives a share; else null. */
export function reviewCounts(text: string | null | undefined): { positive: number; negative: number } | null {
  const m = REVIEW_TEXT.exec(text ?? "");
  if (!m || m[1] === undefined) return null;
  const total = displayNumber(m[2]);
  if (!total) return null;
  const positive = Math.round((total * Number(m[1])) / 100);
  return { positive, negative: total - positive };
}

/** One CSV record as a SourceRecord, or null when its link holds no appid. */
function toRecord(rec: Record<string, string | null>): [number, SourceRecord] | null {
  const m = APP_LINK.exec(rec.link ?? "");
  if (!m) return null;
  const out: SourceRecord = {};
  const name = rec.name?.trim();
  if (name) out.name = name;
  const description = plainText(rec.short_description ?? "");
  if (description) out.description = description;
  const date = parseDate(rec.release_date);
  if (date) {
    out.releaseDate = date.iso;
    out.year = date.year;
  }
  const developers = parsePyStringList(rec.developer ?? "")?.map((d) => d.trim()).filter(Boolean);
  if (developers?.length) out.developers = developers;
  const publishers = parsePyStringList(rec.publisher ?? "")?.map((d) => d.trim()).filter(Boolean);
  if (publishers?.length) out.publishers = publishers;
  const counts = reviewCounts(rec.number_of_reviews_from_purchased_people);
  if (counts) Object.assign(out, counts);
  return [Number(m[1]), out];
}

/**
 * Reads every `*.csv` / `*.csv.gz` file in `dir` (plain RFC 4180 CSV with quoted multi-line fields). A record with
 * the wrong field count (a truncated line) or without an appid in its link is counted as malformed, never guessed.
 *
 * @example
 * const p = await readStorePages("../shared/steam-data/store-pages-2024", "store-pages@2024");
 * p.records.get(1085660)?.releaseDate; // "2019-10-01"
 */
export async function readStorePages(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  for (const f of readdirSync(dir).filter((x) => /\.csv(\.gz)?$/.test(x)).sort()) {
    const counts = readCsvRecords(await readText(join(dir, f)), { backslash: false }, (rec) => {
      const hit = toRecord(rec);
      if (!hit) malformed++;
      else if (!records.has(hit[0])) records.set(hit[0], hit[1]);
    });
    rows += counts.rows;
    malformed += counts.malformed;
  }
  const described = [...records.values()].filter((r) => r.description).length;
  return {
    key: "store-pages",
    label,
    records,
    report: { source: label, rows, malformed, ms: performance.now() - t0, notes: [`${records.size} pages, ${described} with a short description`] },
  };
}
