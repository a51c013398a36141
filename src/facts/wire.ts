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

/** A pick's JSON text around its rank and why: what follows `{"rank":N` up to `,"why":`, and what follows the why. */
export type PickFrame = readonly [string, string];

const RANK_HEAD = '{"rank":0';
const WHY_MARK = ',"why":""';

/**
 * JSON.stringify of a list of picks (toAgentPick's), byte for byte, writing each game's fields other than rank and why
 * once: `frames` remembers them by appid (at most `size`, the oldest forgotten first), so a game named by many lists
 * costs its text once. The frames must come from one catalog and one set of site URLs (one service).
 *
 * @example
 * picksJson(picks, new Map()) === JSON.stringify(picks); // true
 */
export function picksJson(picks: readonly AgentPickT[], frames: Map<number, PickFrame>, size = PICK_FRAMES): string {
  let out = "[";
  for (let k = 0; k < picks.length; k++) {
    const pick = picks[k]!;
    let frame = frames.get(pick.appid);
    if (!frame) {
      // The pick with a fixed rank and an empty why: JSON.stringify keeps the keys' order, so the frame is its text
      // around those two. A string value escapes its quotes, so the marker can only be the key.
      const text = JSON.stringify({ ...pick, rank: 0, why: "" });
      const at = text.indexOf(WHY_MARK);
      if (!text.startsWith(RANK_HEAD) || at < 0) throw new Error("wire: a pick's fields are not in toAgentPick's order");
      frame = [text.slice(RANK_HEAD.length, at), text.slice(at + WHY_MARK.length)];
      if (frames.size >= size) frames.delete(frames.keys().next().value!);
      frames.set(pick.appid, frame);
    }
    out += `${k ? "," : ""}{"rank":${pick.rank}${frame[0]},"why":${JSON.stringify(pick.why)}${frame[1]}`;
  }
  return `${out}]`;
}
/** Frames remembered per service: more than the games the build's stored lists name. */
const PICK_FRAMES = 16384;

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
