// The catalog database's DDL: one place that says what tables and indexes exist.

/** Schema version; the store refuses a database built with another one. */
export const SCHEMA_VERSION = 2;

/** DDL run by the build on a fresh database file. JSON columns hold arrays/objects as text. */
export const SCHEMA_SQL = `
CREATE TABLE games (
  appid INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  release_date TEXT,
  year INTEGER,
  coming_soon INTEGER NOT NULL DEFAULT 0,
  developers TEXT NOT NULL DEFAULT '[]',
  publishers TEXT NOT NULL DEFAULT '[]',
  genres TEXT NOT NULL DEFAULT '[]',
  categories TEXT NOT NULL DEFAULT '[]',
  coop_online INTEGER NOT NULL DEFAULT 0,
  coop_local INTEGER NOT NULL DEFAULT 0,
  coop_lan INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',
  tag_votes TEXT,
  tag_order TEXT NOT NULL DEFAULT 'none',
  is_free INTEGER NOT NULL DEFAULT 0,
  price_amount REAL,
  price_currency TEXT,
  price_text TEXT,
  reviews_positive INTEGER,
  reviews_negative INTEGER,
  reviews_total INTEGER,
  reviews_positive_pct INTEGER,
  deck TEXT NOT NULL DEFAULT 'unknown',
  adult INTEGER NOT NULL DEFAULT 0,
  owners TEXT,
  sources TEXT NOT NULL DEFAULT '{}'
) STRICT;

-- The words about a game (store description, mined summary as JSON), apart from games so start-up never loads them.
CREATE TABLE game_texts (
  appid INTEGER PRIMARY KEY,
  description TEXT,
  summary TEXT
) STRICT;

-- The text side of every game (recommender/text-side.ts): one row of packed little-endian arrays, read whole when the
-- recommender index is built: appids (Int32), dims Int8 values per game, and each game's keywords (CSR: Uint32 starts,
-- Uint32 word ids below vocabulary, Float32 weights).
CREATE TABLE text_side (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  dims INTEGER NOT NULL,
  appids BLOB NOT NULL,
  vectors BLOB NOT NULL,
  vocabulary INTEGER NOT NULL,
  keyword_start BLOB NOT NULL,
  keyword_ids BLOB NOT NULL,
  keyword_w BLOB NOT NULL
) STRICT;

CREATE TABLE game_names (
  appid INTEGER NOT NULL,
  name TEXT NOT NULL,
  source TEXT NOT NULL,
  PRIMARY KEY (appid, name)
) STRICT, WITHOUT ROWID;

CREATE TABLE review_texts (
  appid INTEGER NOT NULL,
  text TEXT NOT NULL,
  voted_up INTEGER NOT NULL,
  votes_up INTEGER NOT NULL DEFAULT 0,
  playtime_minutes INTEGER,
  source TEXT NOT NULL
) STRICT;
CREATE INDEX review_texts_by_app ON review_texts (appid);

CREATE TABLE user_recommendations (
  user_id TEXT NOT NULL,
  appid INTEGER NOT NULL,
  recommend INTEGER NOT NULL
) STRICT;
CREATE INDEX user_recommendations_by_app ON user_recommendations (appid);

CREATE TABLE user_library (
  user_id TEXT NOT NULL,
  appid INTEGER NOT NULL,
  playtime_minutes INTEGER NOT NULL
) STRICT;

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

-- Trigram index over every known name (store names and aliases) for fuzzy candidate search.
CREATE VIRTUAL TABLE names_fts USING fts5 (name, appid UNINDEXED, tokenize = 'trigram remove_diacritics 1');
`;
