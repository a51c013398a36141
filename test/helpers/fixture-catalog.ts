// Builds a tiny in-memory catalog for unit tests: a real SQLite database with the real schema, from inline fixtures.
import { Database } from "bun:sqlite";
import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCatalogStore, type CatalogStore } from "../../src/catalog/store";
import {
  createSchema, finishCatalog, writeNameIndex, writeGames, writeNames, writeReviewTexts, writeSummaries, writeTextSide, writeUserRecommendations,
} from "../../src/catalog/writer";
import { buildTextSide, textSideInputs } from "../../src/recommender/text-side";
import type { Game, GameName, GameSummary, ReviewText, UserRecommendation } from "../../src/catalog/types";

/** A game with sensible empty defaults; pass only what a test cares about. */
export function makeGame(partial: Partial<Game> & { appid: number; name: string }): Game {
  return {
    releaseDate: null,
    year: null,
    comingSoon: false,
    developers: [],
    publishers: [],
    genres: [],
    categories: [],
    coop: { online: false, local: false, lan: false },
    tags: [],
    tagVotes: null,
    tagOrder: "none",
    price: { isFree: false, amount: null, currency: null, text: null },
    reviews: null,
    deck: "unknown",
    adult: false,
    description: null,
    owners: null,
    sources: {},
    ...partial,
  };
}

/** Review counts from positive/negative numbers. */
export function reviews(positive: number, negative: number): Game["reviews"] {
  const total = positive + negative;
  return { total, positive, negative, positivePct: total ? Math.round((positive * 100) / total) : 0 };
}

/** An in-memory catalog store holding exactly these rows. */
export function fixtureCatalog(games: Game[], extra: FixtureExtra = {}): CatalogStore {
  return createCatalogStore(writeFixture(new Database(":memory:", { strict: true }), games, extra));
}

/**
 * The same rows written to a catalog file at `path`, with its precomputed sections as the catalog build writes them
 * (for tests that start the server).
 */
export function writeFixtureCatalogFile(path: string, games: Game[], extra: FixtureExtra = {}): void {
  writeFixture(new Database(path, { create: true, strict: true }), games, extra).close();
  writeFixtureSections(path);
}

/**
 * Fresh catalog files (with their sections) of `games` in one temp folder, removed after the test file: each call
 * of the returned function writes a new one and returns its path.
 */
export function fixtureCatalogFiles(prefix: string, games: Game[]): () => string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  return () => {
    const path = join(dir, `catalog-${n++}.db`);
    writeFixtureCatalogFile(path, games);
    return path;
  };
}

/** The precomputed sections of the catalog file at `path`, written by the real CLI the catalog build runs. */
export function writeFixtureSections(path: string): void {
  const run = Bun.spawnSync([process.execPath, `${import.meta.dir}/../../tools/catalog-precompute.ts`, "--catalog", path]);
  if (run.exitCode !== 0) throw new Error(`catalog:precompute failed: ${run.stderr.toString()}`);
}

type FixtureExtra = {
  names?: GameName[];
  reviewTexts?: ReviewText[];
  userRecommendations?: UserRecommendation[];
  summaries?: [number, GameSummary][];
};

function writeFixture(db: Database, games: Game[], extra: FixtureExtra): Database {
  createSchema(db);
  writeGames(db, games);
  writeNames(db, extra.names ?? []);
  writeReviewTexts(db, extra.reviewTexts ?? []);
  writeUserRecommendations(db, extra.userRecommendations ?? []);
  writeSummaries(db, extra.summaries ?? []);
  // The build's text side, so fixtures rank with it as the full catalog does.
  const summaries = new Map(extra.summaries ?? []);
  writeTextSide(db, buildTextSide(textSideInputs(games, (appid) => summaries.get(appid))));
  writeNameIndex(db);
  finishCatalog(db, { builtAt: "2026-01-01T00:00:00Z", snapshots: { fixture: "2026-01-01" } });
  return db;
}
