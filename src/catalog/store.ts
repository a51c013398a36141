// Read-side access to the built catalog: opens the SQLite file read-only and returns plain typed rows.
import { Database } from "bun:sqlite";
import { SCHEMA_VERSION } from "./schema";
import type {
  CatalogMeta, DeckStatus, Game, GameName, GameSummary, GameTexts, LibraryEntry, ReviewText, TagOrder, TagStat, TextVectors, UserRecommendation,
} from "./types";

/** Everything the rest of the service may ask the catalog. Only this module writes SQL for reading. */
export interface CatalogStore {
  /** One game by appid, or null when the catalog does not hold it. */
  getGame(appid: number): Game | null;
  /** Several games at once, in the order of `appids`, skipping unknown ones. */
  getGames(appids: readonly number[]): Game[];
  /**
   * Every game, for building in-memory indexes at start-up (lookup, recommender). `description` is null here so
   * start-up memory does not hold every description; read the words of one game with `describe`. Shared: while any
   * caller still holds the list, the next call returns the same (read-only) objects; repeated lists and strings are
   * shared too.
   */
  allGames(): Game[];
  /**
   * The words about one game, read on demand: the store description and the mined summary (nulls when unknown).
   *
   * @example
   * store.describe(1145360).summary?.difficulty; // "challenging"
   */
  describe(appid: number): GameTexts;
  /** The review-mined summaries of several games at once, in the order of `appids`; null where a game has none. */
  summaries(appids: readonly number[]): (GameSummary | null)[];
  /** Every game that has a description or a summary, with them (offline tools and search indexes). */
  allDescribed(): ({ appid: number } & GameTexts)[];
  /** Every alternative name (older store names, SteamSpy/UCSD names, Russian titles). */
  allNames(): GameName[];
  /** Trigram candidates for a name: appids whose names share trigrams with `text`, best BM25 first. */
  searchNames(text: string, limit: number): { appid: number; name: string }[];
  /** How many games carry each tag. */
  tagStats(): TagStat[];
  /** English review texts of a game, most helpful first. */
  reviewTexts(appid: number, limit: number): ReviewText[];
  /** Every review text (for offline mining). */
  allReviewTexts(): ReviewText[];
  /** Every review text one row at a time, by appid (a game's texts in table order): an index reads them without holding them all. */
  eachReviewText(): IterableIterator<ReviewText>;
  /** The UCSD user→game recommendations. */
  userRecommendations(): UserRecommendation[];
  /** The UCSD user library sample (playtime per user and game). */
  userLibraries(): LibraryEntry[];
  /** The text side of every game, computed by the build; null when this catalog has none (built before it existed). */
  textVectors(): TextVectors | null;
  meta(): CatalogMeta;
  close(): void;
}

interface GameRowSql {
  appid: number;
  name: string;
  release_date: string | null;
  year: number | null;
  coming_soon: number;
  developers: string;
  publishers: string;
  genres: string;
  categories: string;
  coop_online: number;
  coop_local: number;
  coop_lan: number;
  tags: string;
  tag_votes: string | null;
  tag_order: string;
  is_free: number;
  price_amount: number | null;
  price_currency: string | null;
  price_text: string | null;
  reviews_positive: number | null;
  reviews_negative: number | null;
  reviews_total: number | null;
  reviews_positive_pct: number | null;
  deck: string;
  adult: number;
  description: string | null;
  owners: string | null;
  sources: string;
}

/** Turns a `games` row into a Game (values parsed fresh; the store itself reads rows through a RowReader). */
export function gameFromRow(r: GameRowSql): Game {
  return createRowReader({ intern: false })(r);
}

/**
 * A row → Game reader that shares what repeats across games: every list or source map with the same JSON text is
 * one frozen array or object, and every tag, genre, category and maker name is one string. 120,000 games hold a few
 * thousand distinct genre/category lists and a few hundred source maps, so sharing them saves most of the rows' heap.
 */
export function createRowReader(opts: { intern: boolean } = { intern: true }): (r: GameRowSql) => Game {
  const lists = new Map<string, readonly string[]>();
  const maps = new Map<string, Readonly<Record<string, string>>>();
  const strings = new Map<string, string>();
  const str = (s: string) => {
    const known = strings.get(s);
    if (known !== undefined) return known;
    strings.set(s, s);
    return s;
  };
  const list = (json: string): string[] => {
    if (!opts.intern) return JSON.parse(json);
    let l = lists.get(json);
    if (!l) lists.set(json, (l = (JSON.parse(json) as string[]).map(str)));
    return l as string[];
  };
  // Tag lists are mostly unique per game: only their strings are shared.
  const tagList = (json: string): string[] => (opts.intern ? (JSON.parse(json) as string[]).map(str) : JSON.parse(json));
  const map = (json: string): Record<string, string> => {
    if (!opts.intern) return JSON.parse(json);
    let m = maps.get(json);
    if (!m) maps.set(json, (m = Object.freeze(JSON.parse(json))));
    return m as Record<string, string>;
  };
  return (r) => ({
    appid: r.appid,
    name: r.name,
    releaseDate: r.release_date,
    year: r.year,
    comingSoon: r.coming_soon === 1,
    developers: list(r.developers),
    publishers: list(r.publishers),
    genres: list(r.genres),
    categories: list(r.categories),
    coop: { online: r.coop_online === 1, local: r.coop_local === 1, lan: r.coop_lan === 1 },
    tags: tagList(r.tags),
    tagVotes: r.tag_votes === null ? null : JSON.parse(r.tag_votes),
    tagOrder: r.tag_order as TagOrder,
    price: {
      isFree: r.is_free === 1,
      amount: r.price_amount,
      currency: r.price_currency,
      text: r.price_text === null || !opts.intern ? r.price_text : str(r.price_text),
    },
    reviews:
      r.reviews_total === null || r.reviews_total === 0
        ? null
        : {
            total: r.reviews_total,
            positive: r.reviews_positive ?? 0,
            negative: r.reviews_negative ?? 0,
            positivePct: r.reviews_positive_pct ?? 0,
          },
    deck: r.deck as DeckStatus,
    adult: r.adult === 1,
    description: r.description,
    owners: r.owners === null || !opts.intern ? r.owners : str(r.owners),
    sources: map(r.sources),
  });
}

/** The most of the catalog file SQLite maps (the whole full catalog). */
const MMAP_BYTES = 1 << 30;

/** Quotes user text as one FTS5 string so no FTS syntax (`"`, `*`, `NEAR(`, `OR`, `-`) reaches the parser. */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * Opens the catalog at `path` read-only.
 *
 * @example
 * const store = openCatalog("data/catalog.db");
 * store.getGame(367520)?.name; // "Hollow Knight"
 */
export function openCatalog(path: string): CatalogStore {
  const db = new Database(path, { readonly: true, strict: true });
  // Pages read through a shared mapping of the file, not copied by read() into a small private cache: a list's
  // twenty rows cost a fraction, and every process on the machine shares the pages.
  db.run(`PRAGMA mmap_size = ${MMAP_BYTES}`);
  return createCatalogStore(db);
}

/** Wraps an open database (tests pass an in-memory one built from fixtures). */
export function createCatalogStore(db: Database): CatalogStore {
  const version = db.query<{ value: string }, []>("SELECT value FROM meta WHERE key = 'schema_version'").get();
  if (!version || Number(version.value) !== SCHEMA_VERSION) {
    throw new Error(`catalog: schema version ${version?.value ?? "missing"}, expected ${SCHEMA_VERSION}; rebuild with bun run catalog:build`);
  }
  // The description by a subquery, not a LEFT JOIN: the same row in half the time. A list's picks are read by one
  // statement (its per-call cost is most of a point read's), in the order asked.
  const withDescription = "SELECT g.*, (SELECT description FROM game_texts t WHERE t.appid = g.appid) AS description FROM games g";
  const byId = db.query<GameRowSql, [number]>(`${withDescription} WHERE g.appid = ?`);
  const byIds = db.query<GameRowSql, [string]>(`${withDescription} WHERE g.appid IN (SELECT value FROM json_each(?))`);
  const all = db.query<GameRowSql, []>("SELECT *, NULL AS description FROM games ORDER BY appid");
  type TextsSql = { appid: number; description: string | null; summary: string | null };
  const texts = db.query<TextsSql, [number]>("SELECT appid, description, summary FROM game_texts WHERE appid = ?");
  const allTexts = db.query<TextsSql, []>("SELECT appid, description, summary FROM game_texts ORDER BY appid");
  const summaryOf = (json: string | null | undefined): GameSummary | null => (json ? (JSON.parse(json) as GameSummary) : null);
  const toTexts = (r: TextsSql | null): GameTexts => ({ description: r?.description ?? null, summary: summaryOf(r?.summary) });
  const summariesOf = db.query<{ appid: number; summary: string | null }, [string]>(
    "SELECT appid, summary FROM game_texts WHERE appid IN (SELECT value FROM json_each(?))",
  );
  const names = db.query<GameName, []>("SELECT appid, name, source FROM game_names");
  const fts = db.query<{ appid: number; name: string }, [string, number]>(
    "SELECT appid, name FROM names_fts WHERE names_fts MATCH ? ORDER BY bm25(names_fts) LIMIT ?",
  );
  const tagStats = db.query<TagStat, []>(
    "SELECT t.value AS tag, COUNT(*) AS games FROM games, json_each(games.tags) AS t GROUP BY t.value ORDER BY games DESC, tag",
  );
  const reviewCols = "appid, text, voted_up AS votedUp, votes_up AS votesUp, playtime_minutes AS playtimeMinutes, source";
  type ReviewSql = Omit<ReviewText, "votedUp"> & { votedUp: number };
  const reviews = db.query<ReviewSql, [number, number]>(
    `SELECT ${reviewCols} FROM review_texts WHERE appid = ? ORDER BY votes_up DESC, length(text) DESC LIMIT ?`,
  );
  const allReviews = db.query<ReviewSql, []>(`SELECT ${reviewCols} FROM review_texts`);
  const reviewsByApp = db.query<ReviewSql, []>(`SELECT ${reviewCols} FROM review_texts ORDER BY appid, rowid`);
  const recs = db.query<{ userId: string; appid: number; recommend: number }, []>(
    "SELECT user_id AS userId, appid, recommend FROM user_recommendations",
  );
  const libs = db.query<LibraryEntry, []>("SELECT user_id AS userId, appid, playtime_minutes AS playtimeMinutes FROM user_library");
  const hasTextSide = db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'text_side'").get() !== null;
  type TextSideSql = { dims: number; appids: Uint8Array; vectors: Uint8Array; vocabulary: number; keyword_start: Uint8Array; keyword_ids: Uint8Array; keyword_w: Uint8Array };
  const textSide = hasTextSide ? db.query<TextSideSql, []>("SELECT * FROM text_side WHERE id = 1") : null;
  const metaRows = db.query<{ key: string; value: string }, []>("SELECT key, value FROM meta");

  const toReview = (r: ReviewSql): ReviewText => ({ ...r, votedUp: r.votedUp === 1 });

  const toGame = createRowReader();
  // Start-up builds three indexes from every game: while one still holds the list, the next reads the same objects.
  let lastAll: WeakRef<Game[]> | null = null;
  const allGames = (): Game[] => {
    const held = lastAll?.deref();
    if (held) return held;
    const games: Game[] = [];
    // Row by row, so the raw rows of 120,000 games never sit in memory all at once.
    for (const row of all.iterate()) games.push(toGame(row));
    lastAll = new WeakRef(games);
    return games;
  };

  return {
    getGame: (appid) => {
      const row = byId.get(appid);
      return row ? toGame(row) : null;
    },
    getGames: (appids) => {
      if (appids.length === 0) return [];
      const rows = new Map(byIds.all(JSON.stringify(appids)).map((r) => [r.appid, r] as const));
      return appids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toGame(row)] : [];
      });
    },
    allGames,
    describe: (appid) => toTexts(texts.get(appid)),
    summaries: (appids) => {
      if (appids.length === 0) return [];
      const found = new Map(summariesOf.all(JSON.stringify(appids)).map((r) => [r.appid, r.summary] as const));
      return appids.map((id) => summaryOf(found.get(id)));
    },
    allDescribed: () => allTexts.all().map((r) => ({ appid: r.appid, ...toTexts(r) })),
    allNames: () => names.all(),
    searchNames: (text, limit) => {
      // Trigram FTS needs at least 3 characters; shorter text has no candidates here.
      if ([...text].length < 3) return [];
      return fts.all(ftsPhrase(text), limit);
    },
    tagStats: () => tagStats.all(),
    reviewTexts: (appid, limit) => reviews.all(appid, limit).map(toReview),
    allReviewTexts: () => allReviews.all().map(toReview),
    *eachReviewText() {
      for (const r of reviewsByApp.iterate()) yield toReview(r);
    },
    userRecommendations: () => recs.all().map((r) => ({ userId: r.userId, appid: r.appid, recommend: r.recommend === 1 })),
    userLibraries: () => libs.all(),
    textVectors: () => {
      const r = textSide?.get();
      if (!r) return null;
      // Copies, so every typed view is aligned whatever the blob's offset.
      const own = (b: Uint8Array) => Uint8Array.from(b).buffer;
      return {
        dims: r.dims, appids: new Int32Array(own(r.appids)), vectors: new Int8Array(own(r.vectors)), vocabulary: r.vocabulary,
        keywordStart: new Uint32Array(own(r.keyword_start)), keywordIds: new Uint32Array(own(r.keyword_ids)), keywordW: new Float32Array(own(r.keyword_w)),
      };
    },
    meta: () => {
      const m = Object.fromEntries(metaRows.all().map((r) => [r.key, r.value]));
      return { builtAt: m.built_at ?? "", buildId: m.build_id ?? "", snapshots: JSON.parse(m.snapshots ?? "{}"), games: Number(m.games ?? 0) };
    },
    close: () => db.close(),
  };
}
