// Readers for the UCSD Steam dataset (Kang & McAuley 2018): game metadata with by-votes tag order, and user data.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ReviewText, UserRecommendation } from "../../types";
import { englishGenre, parseDate, readText, splitCompanies } from "../parse";
import { parseNanJson } from "../pylit";
import type { SourceData, SourceRecord, SourceReport } from "../types";

type UcsdGame = Record<string, unknown>;

const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && !!x) : []);

/** steam_games.json.gz: one Python-ish object per line (bare NaN); all-NaN lines are empty, not malformed. */
export async function readUcsdGames(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  let empty = 0;
  const path = join(dir, "steam_games.json.gz");
  if (!existsSync(path)) throw new Error(`catalog: source file missing: ${path}`);
  for (const line of (await readText(path)).split("\n")) {
    if (!line.trim()) continue;
    rows++;
    let g: UcsdGame;
    try {
      g = parseNanJson(line) as UcsdGame;
    } catch {
      malformed++;
      continue;
    }
    const appid = Number(g.id);
    if (g.id === null || g.id === undefined) {
      empty++;
      continue;
    }
    if (!Number.isInteger(appid) || appid <= 0) {
      malformed++;
      continue;
    }
    const rec: SourceRecord = {};
    const name = typeof g.app_name === "string" ? g.app_name : typeof g.title === "string" ? g.title : null;
    if (name) rec.name = name;
    const alt = [g.app_name, g.title].filter((x): x is string => typeof x === "string" && x !== name);
    if (alt.length) rec.altNames = alt;
    const date = parseDate(typeof g.release_date === "string" ? g.release_date : null);
    if (date) {
      rec.releaseDate = date.iso;
      rec.year = date.year;
    }
    const devs = splitCompanies(typeof g.developer === "string" ? g.developer : null);
    const pubs = splitCompanies(typeof g.publisher === "string" ? g.publisher : null);
    if (devs.length) rec.developers = devs;
    if (pubs.length) rec.publishers = pubs;
    const genres = strList(g.genres).map(englishGenre).filter((x): x is string => !!x);
    if (genres.length) rec.genres = [...new Set(genres)];
    const specs = strList(g.specs);
    if (specs.length) rec.categories = specs;
    const tags = strList(g.tags);
    if (tags.length) {
      rec.tags = tags;
      rec.tagsOrdered = true;
    }
    if (typeof g.price === "number" && g.price > 0) rec.priceCents = Math.round(g.price * 100);
    else if (typeof g.price === "string" && /free/i.test(g.price)) rec.isFree = true;
    records.set(appid, rec);
  }
  return {
    key: "ucsd",
    label,
    records,
    report: { source: `${label} steam_games`, rows, malformed, ms: performance.now() - t0, notes: [`${empty} all-NaN lines (no data)`] },
  };
}

/** Reads a JSONL(.gz) file line by line, counting lines that do not parse or lack fields. */
async function readJsonl<T>(path: string, pick: (o: Record<string, unknown>) => T | null): Promise<{ items: T[]; rows: number; malformed: number }> {
  const items: T[] = [];
  let rows = 0;
  let malformed = 0;
  for (const line of (await readText(path)).split("\n")) {
    if (!line.trim()) continue;
    rows++;
    try {
      const v = pick(parseNanJson(line) as Record<string, unknown>);
      if (v === null) malformed++;
      else items.push(v);
    } catch {
      malformed++;
    }
  }
  return { items, rows, malformed };
}

const appidOf = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** user_reviews_recommend.jsonl.gz → (user, app, recommend). */
export async function readUcsdRecommendations(dir: string, label: string): Promise<{ rows: UserRecommendation[]; report: SourceReport }> {
  const t0 = performance.now();
  const r = await readJsonl(join(dir, "user_reviews_recommend.jsonl.gz"), (o) => {
    const appid = appidOf(o.item_id);
    if (!appid || typeof o.user_id !== "string" || typeof o.recommend !== "boolean") return null;
    return { userId: o.user_id, appid, recommend: o.recommend };
  });
  return { rows: r.items, report: { source: `${label} user_reviews_recommend`, rows: r.rows, malformed: r.malformed, ms: performance.now() - t0, notes: [] } };
}

/** user_reviews_text_sample.jsonl.gz → English review texts. */
export async function readUcsdReviewTexts(dir: string, label: string): Promise<{ rows: ReviewText[]; report: SourceReport }> {
  const t0 = performance.now();
  const r = await readJsonl(join(dir, "user_reviews_text_sample.jsonl.gz"), (o) => {
    const appid = appidOf(o.item_id);
    if (!appid || typeof o.review !== "string") return null;
    return { appid, text: o.review.trim(), votedUp: o.recommend === true, votesUp: 0, playtimeMinutes: null, source: label };
  });
  const rows = r.items.filter((x) => x.text.length > 0);
  return { rows, report: { source: `${label} user_reviews_text_sample`, rows: r.rows, malformed: r.malformed, ms: performance.now() - t0, notes: [] } };
}

/** users_items_sample.jsonl.gz → (user, app, playtime minutes): library rows, a weak implicit signal. */
export async function readUcsdLibraries(
  dir: string,
  label: string,
): Promise<{ rows: { userId: string; appid: number; playtimeMinutes: number }[]; report: SourceReport }> {
  const t0 = performance.now();
  const r = await readJsonl(join(dir, "users_items_sample.jsonl.gz"), (o) => {
    const appid = appidOf(o.item_id);
    const playtime = Number(o.playtime_forever);
    if (!appid || typeof o.user_id !== "string" || !Number.isFinite(playtime)) return null;
    return { userId: o.user_id, appid, playtimeMinutes: playtime };
  });
  return { rows: r.items, report: { source: `${label} users_items_sample`, rows: r.rows, malformed: r.malformed, ms: performance.now() - t0, notes: [] } };
}
