// Reader for SteamSpy `request=all` pages: JSON objects appid → record, prices in USD cents as strings.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { splitCompanies } from "../parse";
import type { SourceData, SourceRecord } from "../types";

/** Reads every `*_page_N.json` in `dir`. Records with no usable appid or name are counted malformed. */
export async function readSteamspyAll(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  if (!files.length) throw new Error(`catalog: no SteamSpy page files (*.json) in ${dir}`);
  for (const f of files) {
    let page: Record<string, Record<string, unknown>>;
    try {
      page = JSON.parse(await Bun.file(join(dir, f)).text());
    } catch {
      malformed++;
      continue;
    }
    for (const [key, r] of Object.entries(page)) {
      rows++;
      const appid = Number(r?.appid ?? key);
      const name = typeof r?.name === "string" ? r.name.trim() : "";
      if (!Number.isInteger(appid) || appid <= 0 || !name) {
        malformed++;
        continue;
      }
      const rec: SourceRecord = {
        name,
        developers: splitCompanies(r.developer as string),
        publishers: splitCompanies(r.publisher as string),
        positive: Number(r.positive) || 0,
        negative: Number(r.negative) || 0,
        owners: typeof r.owners === "string" ? r.owners : undefined,
      };
      const initial = Number(r.initialprice);
      // "0" is ambiguous in SteamSpy (free or unknown): only a positive price is a price.
      if (Number.isFinite(initial) && initial > 0) rec.priceCents = initial;
      records.set(appid, rec);
    }
  }
  return { key: "steamspy", label, records, report: { source: label, rows, malformed, ms: performance.now() - t0, notes: [`${files.length} pages`] } };
}
