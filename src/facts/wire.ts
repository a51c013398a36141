// Pure functions from catalog games to the spec's wire objects (AgentPrice, AgentReviews, AgentPick, AgentGameFacts).
import type { Game, GameSummary, GameTexts } from "../catalog/types";
import type { AgentFactsSummaryT, AgentGameFactsT, AgentPickT, AgentPriceT, AgentReviewsT } from "../schemas";
import type { SiteUrls } from "./urls";

/** Genres shown on a pick (the spec: up to three). */
export const PICK_GENRES = 3;
/** User tags shown in game facts, most voted first. */
export const FACTS_TAGS = 10;

/**
 * The game's US price.
 *
 * @example
 * toAgentPrice(hades); // { is_free: false, amount: 24.99, currency: "USD", text: "24.99 USD" }
 */
export function toAgentPrice(game: Game): AgentPriceT {
  const p = game.price;
  return { is_free: p.isFree, amount: p.amount, currency: p.currency, text: p.text };
}

/**
 * Review numbers, or null when the catalog knows none.
 *
 * @example
 * toAgentReviews(hades); // { total: 250000, positive_pct: 98 }
 */
export function toAgentReviews(game: Game): AgentReviewsT | null {
  const r = game.reviews;
  if (!r || r.total <= 0) return null;
  return { total: r.total, positive_pct: Math.min(100, Math.max(0, Math.round(r.positivePct))) };
}

/**
 * One ranked pick of a games-like list; `url` carries the agent-origin marker.
 *
 * @example
 * toAgentPick(game, 1, "Same fast roguelite combat.", urls).url; // "https://…/game/1145360?ref=agent"
 */
export function toAgentPick(game: Game, rank: number, why: string, urls: SiteUrls): AgentPickT {
  return {
    rank,
    appid: game.appid,
    name: game.name,
    url: urls.game(game.appid, { agent: true }),
    store_url: urls.store(game.appid),
    why,
    year: game.year,
    price: toAgentPrice(game),
    handheld_status: game.deck,
    reviews: toAgentReviews(game),
    genres: game.genres.slice(0, PICK_GENRES),
  };
}

/**
 * The mined summary in wire form (the spec's snake_case fields, English).
 *
 * @example
 * toAgentSummary(summary).session_shape; // "short_bursts"
 */
export function toAgentSummary(s: GameSummary): AgentFactsSummaryT {
  return {
    tagline: s.tagline,
    difficulty: s.difficulty,
    length: s.length,
    session_shape: s.sessionShape,
    co_op: s.coOp,
    hooks: [...s.hooks],
    dealbreakers: [...s.dealbreakers],
    language: "en",
  };
}

/**
 * Public facts of one game. `texts` are the game's words read on demand (`store.describe(appid)`): the store
 * description and the mined summary, each null when unknown.
 *
 * @example
 * toAgentGameFacts(hades, urls, store.describe(hades.appid)).summary?.difficulty; // "challenging"
 */
export function toAgentGameFacts(game: Game, urls: SiteUrls, texts: GameTexts): AgentGameFactsT {
  return {
    appid: game.appid,
    name: game.name,
    url: urls.game(game.appid, { agent: true }),
    similar_url: urls.like(game.appid),
    store_url: urls.store(game.appid),
    year: game.year,
    release_date: game.releaseDate,
    coming_soon: game.comingSoon,
    developers: game.developers,
    genres: game.genres,
    tags: game.tags.slice(0, FACTS_TAGS),
    price: toAgentPrice(game),
    handheld_status: game.deck,
    reviews: toAgentReviews(game),
    description: texts.description,
    description_lang: "en",
    summary: texts.summary ? toAgentSummary(texts.summary) : null,
  };
}
