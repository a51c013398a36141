// Reader for the SteamSpy top-1000 appdetails CSV (2023-08): the only source of tag vote counts.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readCsvRecords } from "../csv";
import { parsePyTagDict } from "../pylit";
import { englishGenre, readText, splitCompanies } from "../parse";
import type { SourceData, SourceRecord } from "../types";

/** Reads every `.csv` in `dir` (RFC 4180 quoting; the tags column is a Python dict literal of votes). */
export async function readSteamspyTop(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".csv"))) {
    const res = readCsvRecords(await readText(join(dir, f)), { backslash: false }, (r) => {
      const appid = Number(r.appid);
      const tags = parsePyTagDict(r.tags ?? "{}");
      if (!Number.isInteger(appid) || appid <= 0 || !r.name || tags === null) return void malformed++;
      tags.sort((a, b) => b[1] - a[1]);
      const rec: SourceRecord = {
        name: r.name,
        developers: splitCompanies(r.developer),
        publishers: splitCompanies(r.publisher),
        positive: Number(r.positive) || 0,
        negative: Number(r.negative) || 0,
        owners: r.owners ?? undefined,
        tags: tags.map(([t]) => t),
        tagVotes: tags.map(([, v]) => v),
        tagsOrdered: true,
      };
      const price = Number(r.initialprice);
      if (Number.isFinite(price) && price > 0) rec.priceCents = price;
      const genres = (r.genre ?? "").split(/,\s*/).map(englishGenre).filter((g): g is string => !!g);
      if (genres.length) rec.genres = genres;
      records.set(appid, rec);
    });
    rows += res.rows;
    malformed += res.malformed;
  }
  return { key: "top1000", label, records, report: { source: label, rows, malformed, ms: performance.now() - t0, notes: [] } };
}
