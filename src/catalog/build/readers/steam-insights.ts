// Reader for steam-insights (2024-10): MySQL-style CSVs (games, reviews, genres, categories, steamspy) and tags JSONL.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsvRecords } from "../csv";
import { englishCategory, englishGenre, parseDate, readText, splitCompanies } from "../parse";
import type { SourceData, SourceRecord } from "../types";

const MYSQL = { backslash: true };
const FILES = ["games.csv.gz", "reviews.csv.gz", "genres.csv.gz", "categories.csv.gz", "steamspy_insights.csv.gz", "tags.jsonl.gz"];

function need(dir: string, file: string): string {
  const p = join(dir, file);
  if (!existsSync(p)) throw new Error(`catalog: required source file missing: ${p}`);
  return p;
}

function appidOf(v: string | null | undefined): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Checks every steam-insights file is present before any reading starts. */
export function checkSteamInsights(dir: string): void {
  for (const f of FILES) need(dir, f);
}

/** games.csv: name, ISO release date, is_free, type. price_overview is in many currencies (mostly EUR): not used as USD. */
export async function readInsightsGames(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let badId = 0;
  const { rows, malformed } = readCsvRecords(await readText(need(dir, "games.csv.gz")), MYSQL, (r) => {
    const appid = appidOf(r.app_id);
    if (!appid || !r.name) return void badId++;
    const date = parseDate(r.release_date);
    records.set(appid, {
      name: r.name.trim(),
      type: r.type ?? undefined,
      releaseDate: date?.iso ?? null,
      year: date?.year ?? null,
      isFree: r.is_free === "1",
    });
  });
  return { key: "insights-games", label, records, report: { source: `${label} games.csv`, rows, malformed: malformed + badId, ms: performance.now() - t0, notes: [] } };
}

/** reviews.csv: Steam's own positive/negative counts. */
export async function readInsightsReviews(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let bad = 0;
  const { rows, malformed } = readCsvRecords(await readText(need(dir, "reviews.csv.gz")), MYSQL, (r) => {
    const appid = appidOf(r.app_id);
    if (!appid) return void bad++;
    const positive = Number(r.positive);
    const negative = Number(r.negative);
    if (r.positive === null || r.negative === null) return; // no summary for this app: a null, not an error
    if (!Number.isFinite(positive) || !Number.isFinite(negative)) return void bad++;
    records.set(appid, { positive, negative });
  });
  return { key: "insights-reviews", label, records, report: { source: `${label} reviews.csv`, rows, malformed: malformed + bad, ms: performance.now() - t0, notes: [] } };
}

/** A two-column (app_id, label) file folded into a list per app through `map`; unmapped labels are counted. */
async function readPairs(dir: string, file: string, column: string, map: (l: string) => string | null) {
  const lists = new Map<number, string[]>();
  const dropped = new Map<string, number>();
  let bad = 0;
  const { rows, malformed } = readCsvRecords(await readText(need(dir, file)), MYSQL, (r) => {
    const appid = appidOf(r.app_id);
    const raw = r[column];
    if (!appid || !raw) return void bad++;
    const label = map(raw);
    if (!label) return void dropped.set(raw, (dropped.get(raw) ?? 0) + 1);
    const list = lists.get(appid);
    if (!list) lists.set(appid, [label]);
    else if (!list.includes(label)) list.push(label);
  });
  const droppedRows = [...dropped.values()].reduce((a, b) => a + b, 0);
  return { lists, rows, malformed: malformed + bad, notes: [`${droppedRows} rows with ${dropped.size} localized/non-genre labels dropped`] };
}

/** Steam's adult genre label; it marks the app adult-only rather than naming a genre. */
const ADULT_GENRE = "Sexual Content";

export async function readInsightsGenres(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  // Keep the adult label through the fold as a marker, then turn it into a flag.
  const { lists, rows, malformed, notes } = await readPairs(dir, "genres.csv.gz", "genre", (l) => (l === ADULT_GENRE ? l : englishGenre(l)));
  const records = new Map<number, SourceRecord>(
    [...lists].map(([id, all]) => {
      const genres = all.filter((g) => g !== ADULT_GENRE);
      const rec: SourceRecord = genres.length ? { genres } : {};
      if (all.includes(ADULT_GENRE)) rec.adultOnly = true;
      return [id, rec];
    }),
  );
  return { key: "insights-genres", label, records, report: { source: `${label} genres.csv`, rows, malformed, ms: performance.now() - t0, notes } };
}

export async function readInsightsCategories(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const { lists, rows, malformed, notes } = await readPairs(dir, "categories.csv.gz", "category", englishCategory);
  const records = new Map<number, SourceRecord>([...lists].map(([id, categories]) => [id, { categories }]));
  return { key: "insights-categories", label, records, report: { source: `${label} categories.csv`, rows, malformed, ms: performance.now() - t0, notes } };
}

/** steamspy_insights.csv: developers, publishers, owners, regular USD price in cents, genres. */
export async function readInsightsSteamspy(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let bad = 0;
  const { rows, malformed } = readCsvRecords(await readText(need(dir, "steamspy_insights.csv.gz")), MYSQL, (r) => {
    const appid = appidOf(r.app_id);
    if (!appid) return void bad++;
    const rec: SourceRecord = {};
    const devs = splitCompanies(r.developer);
    const pubs = splitCompanies(r.publisher);
    if (devs.length) rec.developers = devs;
    if (pubs.length) rec.publishers = pubs;
    if (r.owners_range) rec.owners = r.owners_range;
    const price = Number(r.initial_price);
    if (r.initial_price !== null && Number.isFinite(price) && price > 0) rec.priceCents = price;
    const genres = (r.genres ?? "").split(/,\s*/).map(englishGenre).filter((g): g is string => !!g);
    if (genres.length) rec.genres = [...new Set(genres)];
    records.set(appid, rec);
  });
  return { key: "insights-steamspy", label, records, report: { source: `${label} steamspy_insights.csv`, rows, malformed: malformed + bad, ms: performance.now() - t0, notes: [] } };
}

/** tags.jsonl: (app_id, tag) rows sorted alphabetically per app, so the order carries no meaning. */
export async function readInsightsTags(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  for (const line of (await readText(need(dir, "tags.jsonl.gz"))).split("\n")) {
    if (!line) continue;
    rows++;
    let r: { app_id?: unknown; tag?: unknown };
    try {
      r = JSON.parse(line);
    } catch {
      malformed++;
      continue;
    }
    const appid = Number(r.app_id);
    if (!Number.isInteger(appid) || appid <= 0 || typeof r.tag !== "string" || !r.tag) {
      malformed++;
      continue;
    }
    const rec = records.get(appid);
    if (rec) rec.tags!.push(r.tag);
    else records.set(appid, { tags: [r.tag], tagsOrdered: false });
  }
  return { key: "insights-tags", label, records, report: { source: `${label} tags.jsonl`, rows, malformed, ms: performance.now() - t0, notes: [] } };
}
