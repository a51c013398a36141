// The wire's numeric limits: list length and query length, named once for the schemas, the recommender and the pages.

/** Most picks one games-like list holds: the API's largest `n` and the length of the website's list. */
export const MAX_PICKS = 20;

/** Picks a games-like call returns when `n` is left out. */
export const DEFAULT_PICKS = 10;

/** Shortest game query (`q` over REST, `game` over MCP), in characters. */
export const QUERY_MIN_CHARS = 1;

/** Longest game query, in characters; the website's search boxes and lookup cut at the same length. */
export const QUERY_MAX_CHARS = 200;

/** Shortest description `find_game_by_description` accepts, in characters (the website's find form too). */
export const DESCRIPTION_MIN_CHARS = 12;

/** Longest description `find_game_by_description` accepts; the website's find form cuts at the same length. */
export const DESCRIPTION_MAX_CHARS = 3000;
