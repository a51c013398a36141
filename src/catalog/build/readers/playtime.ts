// Reader for `playtime-<snapshot>/`: the 2019 "Steam Store Games" table with SteamSpy's average playtime. It has no
// appid, so its rows are joined to catalog games by folded name and release year (developer where names repeat).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { foldTokens } from "../../../text";
import type { Game } from "../../types";
import { readCsvRecords } from "../csv";
import { readText, splitCompanies } from "../parse";
import type { SourceReport } from "../types";

/** One row of the table: SteamSpy's average playtime forever (minutes; 0 = nobody tracked it) and its rating count. */
export interface PlaytimeRow {
  name: string;
  year: number;
  developers: string[];
  avgMinutes: number;
  /** Positive plus negative ratings in 2019: how many players the average rests on, roughly. */
  ratings: number;
}

/** A catalog game's average playtime with where it came from (`playtime@2019`). */
export interface PlaytimeEvidence {
  avgMinutes: number;
  ratings: number;
  source: string;
}

const nameKey = (name: string, year: number) => `${foldTokens(name).join(" ")}|${year}`;
const devKeys = (devs: readonly string[]) => new Set(devs.map((d) => foldTokens(d).join(" ")).filter(Boolean));

/**
 * Reads every `*.csv` / `*.csv.gz` of `dir` (RFC 4180; columns name, release_date, developer, positive_ratings,
 * negative_ratings, avg_hours_per_user, which despite its name holds minutes). A row without a name, an ISO date or
 * a numeric playtime is malformed; a row with playtime 0 (untracked) is read but carries no length signal.
 *
 * @example
 * const p = await readPlaytime("../shared/steam-data/playtime-2019", "playtime@2019");
 * p.rows[0]; // { name: "Counter-Strike", year: 2000, developers: ["Valve"], avgMinutes: 17612, ratings: 127873 }
 */
export async function readPlaytime(dir: string, label: string): Promise<{ rows: PlaytimeRow[]; report: SourceReport }> {
  const t0 = performance.now();
  const rows: PlaytimeRow[] = [];
  let read = 0;
  let malformed = 0;
  let untracked = 0;
  for (const f of readdirSync(dir).filter((x) => /\.csv(\.gz)?$/.test(x)).sort()) {
    const counts = readCsvRecords(await readText(join(dir, f)), { backslash: false }, (r) => {
      const name = r.name?.trim();
      const year = /^(\d{4})-\d{2}-\d{2}$/.exec(r.release_date ?? "")?.[1];
      const minutes = Number(r.avg_hours_per_user);
      if (!name || !year || r.avg_hours_per_user === "" || !Number.isFinite(minutes) || minutes < 0) return void malformed++;
      if (minutes === 0) untracked++;
      const ratings = (Number(r.positive_ratings) || 0) + (Number(r.negative_ratings) || 0);
      rows.push({ name, year: Number(year), developers: splitCompanies(r.developer?.replaceAll(";", ",")), avgMinutes: minutes, ratings });
    });
    read += counts.rows;
    malformed += counts.malformed;
  }
  return { rows, report: { source: label, rows: read, malformed, ms: performance.now() - t0, notes: [`${untracked} with no tracked playtime`] } };
}

/**
 * Joins the table to catalog games: a row matches the one game with its folded name and release year; where several
 * games share both, the one sharing a developer; a game two rows claim, or a row several games fit, stays unmatched.
 * Untracked rows (0 minutes) are left out.
 *
 * @example
 * joinPlaytime(rows, games, "playtime@2019").byApp.get(620); // { avgMinutes: 1102, ratings: 140111, source: "playtime@2019" }
 */
export function joinPlaytime(
  rows: readonly PlaytimeRow[],
  games: Iterable<Pick<Game, "appid" | "name" | "year" | "developers">>,
  label: string,
): { byApp: Map<number, PlaytimeEvidence>; matched: number; ambiguous: number } {
  const byKey = new Map<string, Pick<Game, "appid" | "developers">[]>();
  for (const g of games) {
    if (g.year === null) continue;
    const k = nameKey(g.name, g.year);
    const list = byKey.get(k);
    if (list) list.push(g);
    else byKey.set(k, [g]);
  }
  const claims = new Map<number, PlaytimeRow[]>();
  let ambiguous = 0;
  for (const row of rows) {
    if (row.avgMinutes === 0) continue;
    let fits = byKey.get(nameKey(row.name, row.year)) ?? [];
    if (fits.length > 1) {
      const devs = devKeys(row.developers);
      fits = fits.filter((g) => [...devKeys(g.developers)].some((d) => devs.has(d)));
      if (fits.length !== 1) ambiguous++;
    }
    if (fits.length !== 1) continue;
    const appid = fits[0]!.appid;
    claims.set(appid, [...(claims.get(appid) ?? []), row]);
  }
  const byApp = new Map<number, PlaytimeEvidence>();
  for (const [appid, claimed] of claims) {
    if (claimed.length > 1) ambiguous++;
    else byApp.set(appid, { avgMinutes: claimed[0]!.avgMinutes, ratings: claimed[0]!.ratings, source: label });
  }
  return { byApp, matched: byApp.size, ambiguous };
}
