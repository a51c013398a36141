// Reader for raw Steam `appreviews` dumps (review_<appid>.json.gz): review summary counts and English review texts.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { ReviewText } from "../../types";
import { readText } from "../parse";
import type { SourceData, SourceRecord } from "../types";

interface RawReview {
  language?: string;
  review?: string;
  voted_up?: boolean;
  votes_up?: number;
  author?: { playtime_forever?: number };
}

/** Reads every review_<appid>.json(.gz) in `dir`: the query_summary totals and the English texts. */
export async function readAppReviews(dir: string, label: string): Promise<SourceData & { texts: ReviewText[] }> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  const texts: ReviewText[] = [];
  let rows = 0;
  let malformed = 0;
  let other = 0;
  for (const f of readdirSync(dir).sort()) {
    const m = /^review_(\d+)\.json(\.gz)?$/.exec(f);
    if (!m) continue;
    const appid = Number(m[1]);
    let dump: { query_summary?: Record<string, number>; reviews?: Record<string, RawReview> | RawReview[] };
    try {
      dump = JSON.parse(await readText(join(dir, f)));
    } catch {
      malformed++;
      continue;
    }
    const s = dump.query_summary;
    if (s && Number.isFinite(s.total_positive) && Number.isFinite(s.total_negative)) {
      records.set(appid, { positive: s.total_positive, negative: s.total_negative });
    }
    const list = Array.isArray(dump.reviews) ? dump.reviews : Object.values(dump.reviews ?? {});
    for (const r of list) {
      rows++;
      if (typeof r?.review !== "string" || typeof r.voted_up !== "boolean") {
        malformed++;
        continue;
      }
      if (r.language !== "english") {
        other++;
        continue;
      }
      const text = r.review.trim();
      if (!text) continue;
      texts.push({
        appid,
        text,
        votedUp: r.voted_up,
        votesUp: Number(r.votes_up) || 0,
        playtimeMinutes: Number.isFinite(r.author?.playtime_forever) ? r.author!.playtime_forever! : null,
        source: label,
      });
    }
  }
  return {
    key: "appreviews",
    label,
    records,
    texts,
    report: { source: label, rows, malformed, ms: performance.now() - t0, notes: [`${records.size} games, ${texts.length} English texts kept, ${other} in other languages not kept`] },
  };
}
