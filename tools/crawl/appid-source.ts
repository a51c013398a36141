// Which apps to crawl: an explicit list, or the apps of the SteamSpy pages on disk, by review count.

import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { STEAMSPY_PAGE_FILE } from "./output-paths.ts";

/**
 * Parses appids separated by commas and/or whitespace; `#` starts a comment that runs to the end of the line.
 * Throws on anything that is not a positive integer, naming it. Duplicates are dropped, order is kept.
 *
 * @example parseAppidList("10, 20\n30 # Day of Defeat") // [10, 20, 30]
 */
export function parseAppidList(text: string, source = "--appids"): number[] {
  const ids = new Set<number>();
  for (const line of text.split("\n")) {
    for (const token of line.replace(/#.*/, "").split(/[\s,]+/)) {
      if (token === "") continue;
      if (!/^\d+$/.test(token) || Number(token) <= 0) {
        throw new Error(`crawl: ${source} has "${token}", which is not an appid (a positive integer)`);
      }
      ids.add(Number(token));
    }
  }
  return [...ids];
}

/**
 * Reads every SteamSpy page in `steamspyDir` and returns its appids, most reviews (positive + negative) first,
 * keeping the first `top` when given. Throws when there are no pages.
 *
 * @example await appidsFromSteamspyPages(".crawl/steamspy-2025-06-01", 100)
 */
export async function appidsFromSteamspyPages(steamspyDir: string, top: number | null): Promise<number[]> {
  const files = existsSync(steamspyDir) ? (await readdir(steamspyDir)).filter((name) => STEAMSPY_PAGE_FILE.test(name)) : [];
  if (files.length === 0) {
    throw new Error(
      `crawl: no SteamSpy pages in ${steamspyDir} to take appids from; crawl them (endpoint steamspy-all) or pass --appids/--appids-file`,
    );
  }
  const reviews = new Map<number, number>();
  for (const name of files) {
    const page = JSON.parse(await readFile(join(steamspyDir, name), "utf8")) as Record<string, Record<string, unknown>>;
    for (const [key, record] of Object.entries(page)) {
      const appid = Number(key);
      if (Number.isInteger(appid) && appid > 0) reviews.set(appid, count(record?.positive) + count(record?.negative));
    }
  }
  const ranked = [...reviews.entries()].sort(([a, ra], [b, rb]) => rb - ra || a - b).map(([appid]) => appid);
  return top === null ? ranked : ranked.slice(0, top);
}

function count(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}
