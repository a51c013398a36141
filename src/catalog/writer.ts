// Write side of the catalog: creates the schema and inserts merged rows. Used by the build and by test fixtures.
import type { Database } from "bun:sqlite";
import { SCHEMA_SQL, SCHEMA_VERSION } from "./schema";
import type { Game, GameName, GameSummary, LibraryEntry, ReviewText, TextVectors, UserRecommendation } from "./types";

/** Creates every table and index on an empty database. */
export function createSchema(db: Database): void {
  db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;");
  db.exec(SCHEMA_SQL);
}

/** Inserts games (and their tag/genre index rows) in one transaction. */
export function writeGames(db: Database, games: Iterable<Game>): void {
  const game = db.prepare(
    `INSERT INTO games VALUES ($appid, $name, $release_date, $year, $coming_soon, $developers, $publishers, $genres,
      $categories, $coop_online, $coop_local, $coop_lan, $tags, $tag_votes, $tag_order, $is_free, $price_amount,
      $price_currency, $price_text, $reviews_positive, $reviews_negative, $reviews_total, $reviews_positive_pct, $deck,
      $adult, $owners, $sources)`,
  );
  const text = db.prepare("INSERT INTO game_texts (appid, description) VALUES (?, ?)");
  db.transaction(() => {
    for (const g of games) {
      game.run({
        $appid: g.appid,
        $name: g.name,
        $release_date: g.releaseDate,
        $year: g.year,
        $coming_soon: g.comingSoon ? 1 : 0,
        $developers: JSON.stringify(g.developers),
        $publishers: JSON.stringify(g.publishers),
        $genres: JSON.stringify(g.genres),
        $categories: JSON.stringify(g.categories),
        $coop_online: g.coop.online ? 1 : 0,
        $coop_local: g.coop.local ? 1 : 0,
        $coop_lan: g.coop.lan ? 1 : 0,
        $tags: JSON.stringify(g.tags),
        $tag_votes: g.tagVotes ? JSON.stringify(g.tagVotes) : null,
        $tag_order: g.tagOrder,
        $is_free: g.price.isFree ? 1 : 0,
        $price_amount: g.price.amount,
        $price_currency: g.price.currency,
        $price_text: g.price.text,
        $reviews_positive: g.reviews?.positive ?? null,
        $reviews_negative: g.reviews?.negative ?? null,
        $reviews_total: g.reviews?.total ?? null,
        $reviews_positive_pct: g.reviews?.positivePct ?? null,
        $deck: g.deck,
        $adult: g.adult ? 1 : 0,
        $owners: g.owners,
        $sources: JSON.stringify(g.sources),
      } as never);
      if (g.description) text.run(g.appid, g.description);
    }
  })();
}

/** Stores mined summaries (JSON) next to the descriptions, one row per game. */
export function writeSummaries(db: Database, summaries: Iterable<[number, GameSummary]>): void {
  const stmt = db.prepare(
    "INSERT INTO game_texts (appid, summary) VALUES (?, ?) ON CONFLICT (appid) DO UPDATE SET summary = excluded.summary",
  );
  db.transaction(() => {
    for (const [appid, s] of summaries) stmt.run(appid, JSON.stringify(s));
  })();
}

/** Stores the text side of every game (computed by recommender/text-side.ts), written before anything reads the catalog. */
export function writeTextSide(db: Database, side: TextVectors): void {
  const bytes = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  db.run("INSERT OR REPLACE INTO text_side VALUES (1, ?, ?, ?, ?, ?, ?, ?)", [
    side.dims, bytes(side.appids), bytes(side.vectors), side.vocabulary, bytes(side.keywordStart), bytes(side.keywordIds), bytes(side.keywordW),
  ]);
}

/** Inserts alternative names; duplicates of (appid, name) keep the first source. */
export function writeNames(db: Database, names: Iterable<GameName>): void {
  const stmt = db.prepare("INSERT OR IGNORE INTO game_names VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const n of names) stmt.run(n.appid, n.name, n.source);
  })();
}

/** Inserts review texts. */
export function writeReviewTexts(db: Database, rows: Iterable<ReviewText>): void {
  const stmt = db.prepare("INSERT INTO review_texts VALUES (?, ?, ?, ?, ?, ?)");
  db.transaction(() => {
    for (const r of rows) stmt.run(r.appid, r.text, r.votedUp ? 1 : 0, r.votesUp, r.playtimeMinutes, r.source);
  })();
}

/** Inserts user→game recommendations. */
export function writeUserRecommendations(db: Database, rows: Iterable<UserRecommendation>): void {
  const stmt = db.prepare("INSERT INTO user_recommendations VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const r of rows) stmt.run(r.userId, r.appid, r.recommend ? 1 : 0);
  })();
}

/** Inserts user library rows. */
export function writeLibraries(db: Database, rows: Iterable<LibraryEntry>): void {
  const stmt = db.prepare("INSERT INTO user_library VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const r of rows) stmt.run(r.userId, r.appid, r.playtimeMinutes);
  })();
}

/** Fills the trigram name index from games and game_names (both written), and merges its segments. */
export function writeNameIndex(db: Database): void {
  db.transaction(() => {
    db.run("INSERT INTO names_fts (name, appid) SELECT name, appid FROM games");
    db.run(
      `INSERT INTO names_fts (name, appid) SELECT n.name, n.appid FROM game_names n JOIN games g ON g.appid = n.appid
       WHERE n.name <> g.name`,
    );
  })();
  db.run("INSERT INTO names_fts (names_fts) VALUES ('optimize')");
}

/** Writes meta and the query planner's statistics. Call last, after every table and the name index (writeNameIndex). */
export function finishCatalog(db: Database, meta: { builtAt: string; snapshots: Record<string, string> }): void {
  db.transaction(() => {
    const games = db.query<{ c: number }, []>("SELECT COUNT(*) AS c FROM games").get()?.c ?? 0;
    const put = db.prepare("INSERT OR REPLACE INTO meta VALUES (?, ?)");
    put.run("schema_version", String(SCHEMA_VERSION));
    put.run("built_at", meta.builtAt);
    put.run("build_id", crypto.randomUUID());
    put.run("snapshots", JSON.stringify(meta.snapshots));
    put.run("games", String(games));
  })();
  db.run("ANALYZE");
}
