// Tool games_like (also REST GET /api/agent/games-like): the seed game's ranked list of similar games.
import { Type as T } from "@sinclair/typebox";
import { SERVICE_NAME } from "../config/config";
import { attribution, picksJson, toAgentPick, type PickFrame } from "../facts";
import { DEFAULT_PICKS, DeckFilter, GameQuery, GamesLikeOptions, GamesLikeResponse, Lang, parseRefinements, RefineOptions } from "../schemas";
import { isoSeconds, resolveGame, toAgentMatches, urlsOf } from "./resolve-game";
import { readOnlyAnnotations, type ToolModule } from "./types";

/** Arguments: `game` (REST calls it `q`), then the list options; every option may be left out. */
export const Input = T.Object(
  {
    game: GameQuery,
    n: T.Optional(GamesLikeOptions.n),
    lang: T.Optional(Lang),
    free: T.Optional(GamesLikeOptions.free),
    coop: T.Optional(GamesLikeOptions.coop),
    deck: T.Optional(DeckFilter),
    length: T.Optional(RefineOptions.length),
    difficulty: T.Optional(RefineOptions.difficulty),
    session_shape: T.Optional(RefineOptions.session_shape),
    co_op: T.Optional(RefineOptions.co_op),
  },
  { additionalProperties: false },
);

export const Output = GamesLikeResponse;

export const meta = {
  name: "games_like",
  title: "Games like a game",
  description:
    "Ranked games similar to one game (name with typos or Russian, appid, or store URL), each with a one-line " +
    "reason, price, Deck status, year, reviews, genres. Filters: free, co-op, Deck; refine by length, difficulty, " +
    "session_shape, co_op (comma lists). Cite the source and link each game's url.",
  limitScope: "api",
  annotations: readOnlyAnnotations("Games like a game"),
} as const;

/**
 * Resolves the seed and returns the same ranked list as the website's game page, at most `n` picks.
 *
 * @example
 * await handler({ game: "hades", n: 3, coop: true }, deps); // { seed: { appid: 1145360, … }, results: [3 picks], … }
 */
export const handler: ToolModule<typeof Input, typeof Output>["handler"] = async (input, deps) => {
  const n = input.n ?? DEFAULT_PICKS;
  const lang = input.lang ?? "en";
  const filters = { free: input.free ?? false, coop: input.coop ?? false, deck: input.deck ?? null };
  const found = resolveGame(meta.name, input.game, deps);
  const urls = urlsOf(deps.config);
  const seed = found.seed;
  const refine = parseRefinements(input);
  // Unrefined, the list and the answer are exactly what they were before refinements existed.
  const refined = refine ? deps.recommender.similarRefined(seed, { n, lang, filters, refine }) : null;
  const picks = refined ? refined.picks : deps.recommender.similar(seed, { n, lang, filters });
  return {
    query: input.game,
    source: SERVICE_NAME,
    attribution: attribution(lang, urls.base),
    seed: { appid: seed.appid, name: seed.name, url: urls.game(seed.appid, { agent: true }), store_url: urls.store(seed.appid) },
    other_matches: toAgentMatches(found),
    lang,
    filters,
    list_url: urls.like(seed.appid, { ...filters, refine, lang }),
    results: picks.map((p, i) => toAgentPick(p.game, i + 1, p.why, urls)),
    ...(refined ? { refinements: { ...refine, left_out_unknown: refined.leftOutUnknown } } : {}),
    generated_at: isoSeconds(deps.now()),
  };
};

// Each service's picks' frames (its own catalog and URLs), kept as long as its tool deps.
const framesOf = new WeakMap<object, Map<number, PickFrame>>();

/**
 * The answer's JSON text, as JSON.stringify writes it: the list's picks from their games' remembered frames (most of
 * an uncached answer's text), the rest as it is.
 */
export const json: NonNullable<ToolModule<typeof Input, typeof Output>["json"]> = (output, deps) => {
  let frames = framesOf.get(deps);
  if (!frames) framesOf.set(deps, (frames = new Map()));
  const rest = JSON.stringify({ ...output, results: [] });
  // Quotes inside string values are escaped: this text can only be the key itself.
  const at = rest.indexOf(RESULTS) + RESULTS.length;
  return `${rest.slice(0, at)}${picksJson(output.results, frames)}${rest.slice(at + 2)}`;
};
const RESULTS = '"results":';

/** The module as MCP and REST see it. */
export const gamesLike: ToolModule<typeof Input, typeof Output> = { Input, Output, meta, handler, json };
