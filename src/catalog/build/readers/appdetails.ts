// Reader for Steam store `appdetails` records (<appid>.json = the `data` object): the freshest, most authoritative source.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { englishCategory, englishGenre, parseDate, plainText, splitCompanies } from "../parse";
import type { SourceData, SourceRecord } from "../types";

/** Content descriptor 3 is Steam's "Adult Only Sexual Content". */
const ADULT_ONLY_DESCRIPTOR = 3;

interface AppDetails {
  type?: string;
  name?: string;
  steam_appid?: number;
  is_free?: boolean;
  short_description?: string;
  developers?: string[];
  publishers?: string[];
  price_overview?: { currency?: string; initial?: number; final?: number };
  categories?: { description?: string }[];
  genres?: { description?: string }[];
  release_date?: { coming_soon?: boolean; date?: string };
  content_descriptors?: { ids?: number[] };
}

/** Reads every `<appid>.json` in `dir`. Prices count only when the record's currency is USD. */
export async function readAppDetails(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  let nonUsd = 0;
  for (const f of readdirSync(dir).sort()) {
    const m = /^(\d+)\.json$/.exec(f);
    if (!m) continue;
    rows++;
    let d: AppDetails;
    try {
      d = JSON.parse(await Bun.file(join(dir, f)).text());
    } catch {
      malformed++;
      continue;
    }
    const appid = Number(d.steam_appid ?? m[1]);
    if (!Number.isInteger(appid) || !d.name) {
      malformed++;
      continue;
    }
    const date = parseDate(d.release_date?.date);
    const rec: SourceRecord = {
      name: d.name.trim(),
      type: d.type,
      isFree: d.is_free === true,
      releaseDate: date?.iso ?? null,
      year: date?.year ?? null,
      comingSoon: d.release_date?.coming_soon === true,
      adultOnly: (d.content_descriptors?.ids ?? []).includes(ADULT_ONLY_DESCRIPTOR),
    };
    if (d.developers?.length) rec.developers = d.developers.flatMap((x) => splitCompanies(x));
    if (d.publishers?.length) rec.publishers = d.publishers.flatMap((x) => splitCompanies(x)).filter(Boolean);
    const genres = (d.genres ?? []).map((g) => englishGenre(g.description ?? "")).filter((g): g is string => !!g);
    if (genres.length) rec.genres = [...new Set(genres)];
    const cats = (d.categories ?? []).map((c) => englishCategory(c.description ?? "")).filter((c): c is string => !!c);
    if (cats.length) rec.categories = [...new Set(cats)];
    if (d.short_description) rec.description = plainText(d.short_description);
    const p = d.price_overview;
    if (p && p.currency === "USD" && Number.isFinite(p.initial)) rec.priceCents = p.initial;
    else if (p) nonUsd++;
    records.set(appid, rec);
  }
  return {
    key: "appdetails",
    label,
    records,
    report: { source: label, rows, malformed, ms: performance.now() - t0, notes: [`${nonUsd} prices in another currency not used as USD`] },
  };
}
