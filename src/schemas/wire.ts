// The one schema source: TypeBox schemas of the spec's resources, used by REST validation, OpenAPI and MCP tools.
// A leaf: it imports nothing of the service, so every layer (facts, tools, recommender, rest, mcp, web) may import it.
import { Type as T, type Static } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { DEFAULT_PICKS, MAX_PICKS, QUERY_MAX_CHARS, QUERY_MIN_CHARS } from "./limits";
import { AgentRefinements } from "./refine";

/** Language of the `why` lines (games-like) or the attribution line (game-facts). */
export const Lang = T.Union([T.Literal("en"), T.Literal("ru")], {
  description: "Language of the reason lines / attribution: en or ru. Game data itself is English.",
  default: "en",
});

export const HandheldStatus = T.Union(
  [T.Literal("verified"), T.Literal("playable"), T.Literal("unsupported"), T.Literal("unknown")],
  { description: "Steam Deck (handheld) compatibility; unknown when the data does not say." },
);

export const DeckFilter = T.Union([T.Literal("verified"), T.Literal("playable")], {
  description: "verified = Deck Verified only; playable = Verified or Playable.",
});

export const AgentSeed = T.Object(
  {
    appid: T.Integer({ description: "Steam application id of the seed game." }),
    name: T.String({ description: "Name of the seed game." }),
    url: T.String({ description: "The seed game's page on this service's website (full list of similar games)." }),
    store_url: T.String({ description: "The game's Steam store page." }),
  },
  { $id: "AgentSeed", description: "The resolved seed game." },
);

export const AgentMatch = T.Object(
  {
    appid: T.Integer({ description: "Steam application id; send it as the query to switch to this game." }),
    name: T.String({ description: "Game name." }),
  },
  { $id: "AgentMatch", description: "Another game the query could mean." },
);

export const AgentFilters = T.Object(
  {
    free: T.Boolean({ default: false, description: "Only free-to-play games." }),
    coop: T.Boolean({ default: false, description: "Only games with a co-op mode." }),
    deck: T.Union([DeckFilter, T.Null()], { default: null, description: "Steam Deck filter, or null for none." }),
  },
  { $id: "AgentFilters", description: "The filters applied to the list." },
);

export const AgentPrice = T.Object(
  {
    is_free: T.Boolean({ description: "True for free-to-play games." }),
    amount: T.Optional(T.Union([T.Number(), T.Null()], { description: "Price as last scraped from the US store; null when unknown." })),
    currency: T.Optional(T.Union([T.String(), T.Null()], { description: "Currency code of amount (USD); null when unknown." })),
    text: T.Optional(T.Union([T.String(), T.Null()], { description: '"Free", an amount followed by a currency code such as "19.99 USD", or null when unknown.' })),
  },
  { $id: "AgentPrice", description: "Price in the US store." },
);

export const AgentReviews = T.Object(
  {
    total: T.Integer({ description: "Number of user reviews." }),
    positive_pct: T.Integer({ minimum: 0, maximum: 100, description: "Share of positive reviews, 0 to 100." }),
  },
  { $id: "AgentReviews", description: "Steam user review numbers." },
);

export const AgentPick = T.Object(
  {
    rank: T.Integer({ minimum: 1, description: "Position in the ranked list, from 1." }),
    appid: T.Integer({ description: "Steam application id." }),
    name: T.String({ description: "Game name." }),
    url: T.String({ description: "The game's page on this service's website; link it when mentioning the game." }),
    store_url: T.String({ description: "The game's Steam store page." }),
    why: T.String({ description: "One short sentence on why the game is like the seed game, in the requested language." }),
    year: T.Optional(T.Union([T.Integer(), T.Null()], { description: "Release year, or null when unknown." })),
    price: AgentPrice,
    handheld_status: HandheldStatus,
    reviews: T.Optional(T.Union([AgentReviews, T.Null()], { description: "Review numbers, or null when unknown." })),
    genres: T.Optional(T.Array(T.String(), { maxItems: 3, description: "Up to three genres." })),
  },
  { $id: "AgentPick", description: "One ranked similar game." },
);

const commonResponse = {
  query: T.String({ description: "The query as received." }),
  source: T.String({ description: "The service's name." }),
  attribution: T.String({ description: "Attribution line for callers to reuse: name the service and link each game's url." }),
};

export const GamesLikeResponse = T.Object(
  {
    ...commonResponse,
    seed: AgentSeed,
    other_matches: T.Optional(T.Array(AgentMatch, { description: "Other games the query could mean." })),
    lang: Lang,
    filters: AgentFilters,
    list_url: T.String({ description: "The same list on the service's website." }),
    results: T.Array(AgentPick, { description: "Ranked picks, most similar first." }),
    refinements: T.Optional(AgentRefinements),
    generated_at: T.String({ description: "Generation time, ISO-8601 UTC." }),
  },
  { $id: "GamesLikeResponse", description: "Ranked list of games similar to the seed game." },
);

export const AgentFactsSummary = T.Object(
  {
    tagline: T.Union([T.String(), T.Null()], {
      description:
        "One concrete line of what the game is (genre, setting, mechanics), at most 90 characters, no marketing words: " +
        "composed from the game's defining player tags, else a later sentence of the store description, never its " +
        "opening words. Null when neither says enough.",
    }),
    difficulty: T.Union([T.String(), T.Null()], {
      description:
        "How hard players find it: relaxed | moderate | challenging | punishing. From several independent reviews " +
        "(punishing only from players' own words), else from tags. Null when unknown.",
    }),
    length: T.Union([T.String(), T.Null()], {
      description:
        "How long it lasts: short (an evening or two) | medium | long | massive | endless (sandbox, live service, no " +
        "end). From completion times players report, average playtime read by the kind of game, and tags. Null when " +
        "the evidence is thin.",
    }),
    session_shape: T.Union([T.String(), T.Null()], {
      description: "Typical play session: short_bursts | flexible | long_sessions. Null when unknown.",
    }),
    co_op: T.Union([T.String(), T.Null()], {
      description:
        "Playing together on the same side (never team PvP): solo_only (no co-op) | online_coop | local_coop (same " +
        "screen or LAN) | online_and_local, from the store categories first, then tags. Null for a multiplayer-only " +
        "versus game or when unknown.",
    }),
    hooks: T.Array(T.String(), {
      description:
        "2 to 5 short phrases of what players love (\"build variety and synergies\", \"great soundtrack\"), from themes of " +
        "several positive reviews and reception tags; empty when unknown.",
    }),
    dealbreakers: T.Array(T.String(), {
      description:
        "0 to 3 short phrases of what players complain about most (\"steep learning curve\", \"performance problems and " +
        "crashes\"), from themes of several negative reviews; empty when unknown.",
    }),
    language: T.String({ default: "en", description: "Language of the summary: en." }),
  },
  {
    $id: "AgentFactsSummary",
    description: "What the game is like, mined offline from English player reviews, tags, store categories and the description.",
  },
);

export const AgentGameFacts = T.Object(
  {
    appid: T.Integer({ description: "Steam application id." }),
    name: T.String({ description: "Game name." }),
    url: T.String({ description: "The game's page on this service's website." }),
    similar_url: T.String({ description: "Games like this one, on this service's website." }),
    store_url: T.String({ description: "The game's Steam store page." }),
    year: T.Optional(T.Union([T.Integer(), T.Null()], { description: "Release year, or null when unknown." })),
    release_date: T.Optional(T.Union([T.String(), T.Null()], { description: "Release date (YYYY-MM-DD), or null when unknown." })),
    coming_soon: T.Optional(T.Boolean({ default: false, description: "True when the game is not released yet (or its date is unknown)." })),
    developers: T.Optional(T.Array(T.String(), { description: "Developers." })),
    genres: T.Optional(T.Array(T.String(), { description: "Store genres." })),
    tags: T.Optional(T.Array(T.String(), { description: "Top user tags by votes." })),
    price: AgentPrice,
    handheld_status: HandheldStatus,
    reviews: T.Optional(T.Union([AgentReviews, T.Null()], { description: "Review numbers, or null when unknown." })),
    description: T.Optional(T.Union([T.String(), T.Null()], { description: "The store's short description (English), or null when unknown." })),
    description_lang: T.Optional(T.String({ default: "en", description: "Language of description." })),
    summary: T.Optional(T.Union([AgentFactsSummary, T.Null()], { description: "What the game is like (review-mined summary), or null when nothing is known." })),
  },
  { $id: "AgentGameFacts", description: "Public facts about one game." },
);

export const GameFactsResponse = T.Object(
  {
    ...commonResponse,
    lang: Lang,
    game: AgentGameFacts,
    other_matches: T.Optional(T.Array(AgentMatch, { description: "Other games the query could mean." })),
    generated_at: T.String({ description: "Generation time, ISO-8601 UTC." }),
  },
  { $id: "GameFactsResponse", description: "Facts about one game." },
);

export const AgentError = T.Object(
  {
    source: T.Optional(T.String({ description: "The service's name." })),
    error: T.Union([T.Literal("not_found"), T.Literal("bad_request"), T.Literal("rate_limited"), T.Literal("disabled")], {
      description:
        "Error code: not_found (404), rate_limited (429), disabled (503). bad_request is kept from the contract but " +
        "REST never sends it: an invalid parameter is a 422 HTTPValidationError.",
    }),
    detail: T.String({ description: "Human-readable explanation." }),
  },
  { $id: "AgentError", description: "Error body for 404, 429 and 503." },
);

export const ValidationError = T.Object(
  {
    loc: T.Array(T.Union([T.String(), T.Integer()]), { description: "Where the error is, e.g. [\"query\", \"n\"]." }),
    msg: T.String({ description: "What is wrong." }),
    type: T.String({ description: "Error type, e.g. missing, int_parsing." }),
    input: T.Optional(T.Any({ description: "The input that failed." })),
    ctx: T.Optional(T.Object({}, { additionalProperties: true, description: "Constraint context, e.g. {\"ge\": 1}." })),
  },
  { $id: "ValidationError" },
);

export const HTTPValidationError = T.Object(
  { detail: T.Array(ValidationError, { description: "Every validation error of the request." }) },
  { $id: "HTTPValidationError" },
);

/** Game text as people type it: a name (typos and Russian accepted), an appid, or a Steam store URL. */
export const GameQuery = T.String({
  minLength: QUERY_MIN_CHARS,
  maxLength: QUERY_MAX_CHARS,
  description: "Game name (typos and Russian names accepted), Steam appid, or Steam store URL.",
});

export const GamesLikeOptions = {
  n: T.Integer({ minimum: 1, maximum: MAX_PICKS, default: DEFAULT_PICKS, description: `How many games, 1 to ${MAX_PICKS}.` }),
  lang: Lang,
  free: T.Boolean({ default: false, description: "When true, only free-to-play games." }),
  coop: T.Boolean({ default: false, description: "When true, only games with a co-op mode." }),
  deck: T.Optional(DeckFilter),
};

export type LangT = Static<typeof Lang>;
export type DeckFilterT = Static<typeof DeckFilter>;
export type AgentPickT = Static<typeof AgentPick>;
export type AgentPriceT = Static<typeof AgentPrice>;
export type AgentReviewsT = Static<typeof AgentReviews>;
export type AgentMatchT = Static<typeof AgentMatch>;
export type AgentFiltersT = Static<typeof AgentFilters>;
export type GamesLikeResponseT = Static<typeof GamesLikeResponse>;
export type GameFactsResponseT = Static<typeof GameFactsResponse>;
export type AgentGameFactsT = Static<typeof AgentGameFacts>;
export type AgentFactsSummaryT = Static<typeof AgentFactsSummary>;
export type AgentErrorT = Static<typeof AgentError>;

/** True for a value of the `DeckFilter` enum (`verified`, `playable`). */
export function isDeckFilter(value: unknown): value is DeckFilterT {
  return Value.Check(DeckFilter, value);
}
