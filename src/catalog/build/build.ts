// The catalog build: read every source, merge, write a fresh SQLite file via temp file + rename.
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname } from "node:path";
import type { TextSide, TextSideWords } from "../../recommender/text-side";
import { evenStretches, startWorkerJob, workerJob } from "../worker-job";
import { baselineOf, mineWith, summaryCoverage, type Coverage } from "../../summaries";
import type { Game, GameSummary, LibraryEntry, ReviewText, UserRecommendation } from "../types";
import {
  createSchema, finishCatalog, writeGames, writeLibraries, writeNameIndex, writeNames, writeReviewTexts, writeSummaries, writeTextSide,
  writeUserRecommendations,
} from "../writer";
import { discoverSources } from "./discover";
import type { SummariesJob } from "./summaries-worker";
import { mergeSources, type ExclusionReason } from "./merge";
import { runRead, type ReaderName, type ReadResult, type ReadTask } from "./read-sources";
import type { ReadReply } from "./read-worker";
import { joinPlaytime, type PlaytimeEvidence, type PlaytimeRow } from "./readers/playtime";
import { checkSteamInsights } from "./readers/steam-insights";
import type { Progress, SourceData, SourceReport } from "./types";

export interface BuildOptions {
  /** Folder holding the source folders (`../shared/steam-data`). */
  source: string;
  /** Output database path. */
  out: string;
  /** ISO date deciding "future" release dates. Default: today. */
  today?: string;
  progress?: Progress;
}

/** Counts printed by the build's summary and by `catalog:stats`. */
export interface CatalogStats {
  games: number;
  withTags: number;
  withReviews: number;
  deck: Record<string, number>;
  comingSoon: number;
  free: number;
  adult: number;
  withYear: number;
  popularWithoutYear: number;
}

export interface BuildSummary {
  stats: CatalogStats;
  reports: SourceReport[];
  excluded: Record<ExclusionReason, number>;
  names: number;
  reviewTexts: number;
  /** Description and summary fields filled, all games and 1,000+ reviews. */
  coverage: Coverage;
  ms: number;
  bytes: number;
}

const fmt = (n: number) => n.toLocaleString("en-US");

/** Summary counts of a list of games. */
export function statsOf(games: Game[]): CatalogStats {
  const deck: Record<string, number> = { verified: 0, playable: 0, unsupported: 0, unknown: 0 };
  let withTags = 0, withReviews = 0, comingSoon = 0, free = 0, adult = 0, withYear = 0, popularWithoutYear = 0;
  for (const g of games) {
    deck[g.deck] = (deck[g.deck] ?? 0) + 1;
    if (g.tags.length) withTags++;
    if (g.reviews) withReviews++;
    if (g.comingSoon) comingSoon++;
    if (g.price.isFree) free++;
    if (g.adult) adult++;
    if (g.year !== null) withYear++;
    else if ((g.reviews?.total ?? 0) >= 1000) popularWithoutYear++;
  }
  return { games: games.length, withTags, withReviews, deck, comingSoon, free, adult, withYear, popularWithoutYear };
}

/** A game gets a summary when players have said something about it: 10+ reviews, review texts or a description. */
const SUMMARY_MIN_REVIEWS = 10;

/**
 * Runs the summary miner over the merged games (offline, in the build) with their English review texts and playtimes:
 * in two stretches of about the same cost, the second on a worker thread, against one baseline.
 */
async function mineGameSummaries(games: Game[], texts: ReviewText[], playtime: ReadonlyMap<number, PlaytimeEvidence>): Promise<Map<number, GameSummary>> {
  const byApp = new Map<number, ReviewText[]>();
  for (const t of texts) {
    const list = byApp.get(t.appid);
    if (list) list.push(t);
    else byApp.set(t.appid, [t]);
  }
  const inputs = games
    .filter((g) => (g.reviews?.total ?? 0) >= SUMMARY_MIN_REVIEWS || g.description || byApp.has(g.appid))
    .map((g) => ({ game: g, description: g.description, reviews: byApp.get(g.appid) ?? [], playtime: playtime.get(g.appid) ?? null }));
  const baseline = baselineOf(byApp);
  // A game's review texts are most of its cost (about 2 ms a game with texts, 0.02 ms without).
  const cut = evenStretches(inputs.map((i) => 1 + 2 * i.reviews.length), 2)[1]!;
  // The worker is sent what the miner reads of a game (MinerInput), not the whole merged record.
  const sent = inputs.slice(cut).map(({ game: { appid, name, tags, categories, reviews }, ...rest }) => ({ ...rest, game: { appid, name, tags, categories, reviews } }));
  const second = workerJob<Map<number, GameSummary>>(new URL("./summaries-worker.ts", import.meta.url), { inputs: sent, baseline } satisfies SummariesJob, "catalog: the summaries worker failed");
  // Settled here too: when this thread's stretch throws, that error is the one reported.
  second.catch(() => {});
  const summaries = mineWith(inputs.slice(0, cut), baseline);
  for (const [appid, summary] of await second) summaries.set(appid, summary);
  return summaries;
}

/** Prints stats as aligned lines. */
export function formatStats(s: CatalogStats): string[] {
  return [
    `games              ${fmt(s.games)}`,
    `with tags          ${fmt(s.withTags)}`,
    `with reviews       ${fmt(s.withReviews)}`,
    `deck               verified ${fmt(s.deck.verified ?? 0)}, playable ${fmt(s.deck.playable ?? 0)}, unsupported ${fmt(s.deck.unsupported ?? 0)}, unknown ${fmt(s.deck.unknown ?? 0)}`,
    `coming soon        ${fmt(s.comingSoon)}`,
    `free               ${fmt(s.free)}`,
    `adult-only         ${fmt(s.adult)}`,
    `with release year  ${fmt(s.withYear)} (1,000+ reviews but no year: ${fmt(s.popularWithoutYear)})`,
  ];
}

/**
 * Builds the catalog from `options.source` into `options.out`. A failure leaves any previous database untouched.
 *
 * @example
 * await buildCatalog({ source: "../shared/steam-data", out: "data/catalog.db", progress: console.log });
 */
export async function buildCatalog(options: BuildOptions): Promise<BuildSummary> {
  const t0 = performance.now();
  const log = options.progress ?? (() => {});
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const layout = discoverSources(options.source);
  checkSteamInsights(layout.insights.path);

  const reports: SourceReport[] = [];
  const sources: SourceData[] = [];
  const step = async <T extends { report: SourceReport }>(p: Promise<T>): Promise<T> => {
    const r = await p;
    reports.push(r.report);
    const { source, rows, malformed, ms, notes } = r.report;
    const rate = ms > 0 ? Math.round((rows / ms) * 1000) : rows;
    log(`  ${source.padEnd(44)} ${fmt(rows).padStart(10)} rows  ${fmt(rate).padStart(10)}/s  ${(ms / 1000).toFixed(1).padStart(5)} s  malformed ${fmt(malformed)}${notes.length ? `  (${notes.join("; ")})` : ""}`);
    return r;
  };
  log(`catalog: reading sources from ${options.source}`);
  // Order matters only within a key: newer snapshots first (discover sorts them). The reads are independent until
  // the merge: this thread reads the store's and steam-insights' tables while a worker thread reads the rest (about
  // the same time each), and their results are taken in this order.
  const at = (reader: ReaderName, d: { path: string; label: string }): ReadTask => ({ reader, path: d.path, label: d.label });
  const ins = layout.insights;
  const here: ReadTask[] = [
    ...layout.appdetails.map((d) => at("appDetails", d)),
    ...(["insightsGames", "insightsReviews", "insightsGenres", "insightsCategories", "insightsSteamspy", "insightsTags"] as const).map((r) => at(r, ins)),
  ];
  const away: ReadTask[] = [
    ...layout.steamspyAll.map((d) => at("steamspyAll", d)),
    ...layout.top.map((d) => at("steamspyTop", d)),
    ...(layout.deck ? [at("deck", layout.deck)] : []),
    ...(layout.russianTitles ? [at("russianTitles", layout.russianTitles)] : []),
    ...layout.storePages.map((d) => at("storePages", d)),
    ...layout.descriptions.map((d) => at("descriptions", d)),
    ...layout.appreviews.map((d) => at("appReviews", d)),
    ...layout.playtime.map((d) => at("playtime", d)),
    ...(layout.ucsd ? (["ucsdGames", "ucsdRecommendations", "ucsdReviewTexts", "ucsdLibraries"] as const).map((r) => at(r, layout.ucsd!)) : []),
  ];
  const reading = workerJob<ReadReply>(new URL("./read-worker.ts", import.meta.url), away, "catalog: the source reading worker failed");
  // Settled here too: when a read on this thread throws, that error is the one reported.
  reading.catch(() => {});
  const results: ReadResult[] = [];
  for (const task of here) results.push(await step(runRead(task)));
  const reply = await reading;
  if ("error" in reply) throw new Error(reply.error);
  for (const r of reply.results) results.push(await step(Promise.resolve(r)));
  const texts: ReviewText[] = [];
  const playtimeRows: { label: string; rows: PlaytimeRow[] }[] = [];
  let recs: UserRecommendation[] = [];
  let libs: LibraryEntry[] = [];
  [...here, ...away].forEach((task, k) => {
    const r = results[k]!;
    if (task.reader === "playtime") playtimeRows.push({ label: task.label, rows: (r as ReadResult<"playtime">).rows });
    else if (task.reader === "ucsdRecommendations") recs = (r as ReadResult<"ucsdRecommendations">).rows;
    else if (task.reader === "ucsdReviewTexts") texts.push(...(r as ReadResult<"ucsdReviewTexts">).rows);
    else if (task.reader === "ucsdLibraries") libs = (r as ReadResult<"ucsdLibraries">).rows;
    else {
      sources.push(r as SourceData);
      if (task.reader === "appReviews") texts.push(...(r as ReadResult<"appReviews">).texts);
    }
  });
  const missing = [!layout.ucsd && "ucsd", !layout.deck && "deck", !layout.russianTitles && "russian-titles", !layout.top.length && "steamspy-top"].filter(Boolean);
  if (missing.length) log(`  optional sources not found (skipped): ${missing.join(", ")}`);

  const tm = performance.now();
  const merged = mergeSources(sources, today);
  log(`catalog: merged ${fmt(merged.games.length)} games in ${((performance.now() - tm) / 1000).toFixed(1)} s; left out: ${Object.entries(merged.excluded).map(([k, v]) => `${k} ${fmt(v)}`).join(", ")}`);

  const inCatalog = new Set(merged.games.map((g) => g.appid));
  const keptTexts = texts.filter((t) => inCatalog.has(t.appid));
  // The playtime tables have no appid: they join to the merged games by name and year; the newest table wins.
  const playtime = new Map<number, PlaytimeEvidence>();
  for (const { label, rows } of playtimeRows) {
    const j = joinPlaytime(rows, merged.games, label);
    log(`  ${label} joined: ${fmt(j.matched)} games by name and year, ${fmt(j.ambiguous)} ambiguous left out`);
    for (const [appid, e] of j.byApp) if (!playtime.has(appid)) playtime.set(appid, e);
  }
  for (const g of merged.games) {
    const e = playtime.get(g.appid);
    if (e) g.sources.playtime = e.source;
  }
  // The text side on a worker thread: it reads the games' words while this thread mines the summaries, then takes
  // their hooks and finishes while this thread writes the other tables.
  const tt = performance.now();
  const games: TextSideWords[] = merged.games.map((g) => ({ appid: g.appid, description: g.description, tags: g.tags }));
  const job = startWorkerJob<TextSide>(new URL("./text-side-worker.ts", import.meta.url), games, "catalog: the text side's worker failed");
  const textSide = job.result.then((t) => {
    log(`catalog: text side of ${fmt(t.appids.length)} games (${t.dims} dims) in ${((performance.now() - tt) / 1000).toFixed(1)} s, from the merge on`);
    return t;
  });
  // A failure of the build ends the worker and is the one to report (the write awaits the text side itself).
  textSide.catch(() => {});
  const ts = performance.now();
  let summaries: Map<number, GameSummary>;
  try {
    summaries = await mineGameSummaries(merged.games, keptTexts, playtime);
  } catch (e) {
    job.end(e);
    throw e;
  }
  log(`catalog: mined ${fmt(summaries.size)} summaries in ${((performance.now() - ts) / 1000).toFixed(1)} s`);
  job.post(merged.games.map((g) => summaries.get(g.appid)?.hooks ?? []));
  // Kinds that repeat (appreviews, descriptions) list every snapshot, newest first.
  const snapshots: Record<string, string> = {};
  for (const d of [...layout.appdetails, ins, ...layout.steamspyAll, ...layout.top, layout.ucsd, layout.deck, ...layout.appreviews,
    layout.russianTitles, ...layout.storePages, ...layout.descriptions, ...layout.playtime]) {
    if (!d) continue;
    const kind = d.label.split("@")[0]!;
    snapshots[kind] = snapshots[kind] ? `${snapshots[kind]}, ${d.snapshot}` : d.snapshot;
  }

  mkdirSync(dirname(options.out) || ".", { recursive: true });
  const tmp = `${options.out}.tmp-${process.pid}`;
  rmSync(tmp, { force: true });
  const tw = performance.now();
  try {
    const db = new Database(tmp, { create: true, strict: true });
    createSchema(db);
    writeGames(db, merged.games);
    writeNames(db, merged.names);
    writeReviewTexts(db, keptTexts);
    writeSummaries(db, summaries);
    writeUserRecommendations(db, recs.filter((r) => inCatalog.has(r.appid)));
    writeLibraries(db, libs.filter((r) => inCatalog.has(r.appid)));
    // Before waiting for the text side (about 1.3 s that would otherwise follow it).
    writeNameIndex(db);
    writeTextSide(db, await textSide);
    finishCatalog(db, { builtAt: new Date().toISOString(), snapshots });
    // No VACUUM: every table is written once into a fresh file, so no page is free (it only re-laid 0.4% of the pages,
    // for 1.4 s after the text side).
    db.close();
    renameSync(tmp, options.out);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  log(`catalog: wrote ${options.out} in ${((performance.now() - tw) / 1000).toFixed(1)} s`);
  const descriptionOf = new Map(merged.games.map((g) => [g.appid, g.description]));
  const bytes = existsSync(options.out) ? statSync(options.out).size : 0;
  return {
    stats: statsOf(merged.games),
    reports,
    excluded: merged.excluded,
    names: merged.names.length,
    reviewTexts: keptTexts.length,
    coverage: summaryCoverage(merged.games, (appid) => ({ description: descriptionOf.get(appid) ?? null, summary: summaries.get(appid) ?? null })),
    ms: performance.now() - t0,
    bytes,
  };
}

