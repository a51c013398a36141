// Where the crawler writes each dump: the same folder and file names as the catalog build's inputs.

import { join } from "node:path";
import { CHECKPOINT_FILE } from "./checkpoint.ts";

/** Output locations of one snapshot under one output folder. */
export interface OutputPaths {
  /** `<out>/crawl-checkpoint.json` */
  checkpoint: string;
  /** `<out>/appdetails-<snapshot>/<appid>.json`: the store's `data` object. */
  appdetails(appid: number): string;
  /** `<out>/reviews-<snapshot>/review_<appid>.json.gz`: query_summary + reviews keyed by recommendationid. */
  reviews(appid: number): string;
  /** `<out>/steamspy-<snapshot>/`: the SteamSpy `all` pages. */
  steamspyDir: string;
  /** `<out>/steamspy-<snapshot>/<YYYYMMDD>_steamspy_page_<page>.json` */
  steamspyPage(page: number): string;
  /** `<out>/steamspy-top-<snapshot>/steamspy_top1000.csv`: SteamSpy appdetails with tag votes. */
  steamspyCsv: string;
  /** `<out>/crawl-steamspy-details-<snapshot>.jsonl`: raw SteamSpy appdetails, one per line, the CSV's source. */
  steamspyDetailsLog: string;
}

/** Matches a SteamSpy page file name and captures its page number. */
export const STEAMSPY_PAGE_FILE = /^\d{8}_steamspy_page_(\d+)\.json$/;

/**
 * Builds the output paths of `snapshot` (a `YYYY-MM-DD` date) under `out`.
 *
 * @example outputPaths(".crawl", "2025-06-01").steamspyPage(0) // ".crawl/steamspy-2025-06-01/20250601_steamspy_page_0.json"
 */
export function outputPaths(out: string, snapshot: string): OutputPaths {
  const compactDate = snapshot.replaceAll("-", "");
  const steamspyDir = join(out, `steamspy-${snapshot}`);
  return {
    checkpoint: join(out, CHECKPOINT_FILE),
    appdetails: (appid) => join(out, `appdetails-${snapshot}`, `${appid}.json`),
    reviews: (appid) => join(out, `reviews-${snapshot}`, `review_${appid}.json.gz`),
    steamspyDir,
    steamspyPage: (page) => join(steamspyDir, `${compactDate}_steamspy_page_${page}.json`),
    steamspyCsv: join(out, `steamspy-top-${snapshot}`, "steamspy_top1000.csv"),
    steamspyDetailsLog: join(out, `crawl-steamspy-details-${snapshot}.jsonl`),
  };
}
