// The `<head>` extras of a game page: the link preview's text, and schema.org JSON-LD (VideoGame, ItemList).
import type { Game } from "../../catalog/types";
import type { SimilarPick } from "../../recommender/types";
import { artUrl } from "../art";
import { html, raw, type SafeHtml } from "../html";

/** Longest link-preview description (chat apps cut near 200 characters). */
const PREVIEW_CHARS = 200;
/** How many picks the preview text names. */
const PREVIEW_PICKS = 3;

/** What the head of a game page describes. */
export interface GameHeadData {
  game: Game;
  picks: readonly SimilarPick[];
  /** "Games like Hades" in the page language. */
  title: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Absolute URL of a game's page (list items of the JSON-LD). */
  gameUrl: (appid: number) => string;
}

/**
 * The link-preview description: the first picks with their reasons, e.g.
 * "Dead Cells: Same fast roguelite combat. Hollow Knight: …", cut at a word near 200 characters.
 *
 * @example
 * previewText(picks); // "Dead Cells: Also a fast roguelite. Enter the Gungeon: …"
 */
export function previewText(picks: readonly SimilarPick[]): string {
  const text = picks
    .slice(0, PREVIEW_PICKS)
    .map((p) => `${p.game.name}: ${p.why}`)
    .join(" ");
  if (text.length <= PREVIEW_CHARS) return text;
  const cut = text.slice(0, PREVIEW_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), PREVIEW_CHARS / 2))}…`;
}

/**
 * The schema.org JSON-LD of a game page. It is a data block (never run, so the CSP needs no script source for it);
 * `<` is written as `\u003c` so no game name can close the element. (The page shell writes the Open Graph tags.)
 *
 * @example
 * gameHead({ game: hades, picks, title: "Games like Hades", canonical, gameUrl }).value; // '<script type="application/ld+json">…'
 */
export function gameHead(d: GameHeadData): SafeHtml {
  return html`<script type="application/ld+json">${jsonLd(gameJsonLd(d, artUrl(d.game.appid, "header")))}</script>`;
}

/** The schema.org graph: the game as a VideoGame and the ranked picks as an ItemList. */
function gameJsonLd(d: GameHeadData, image: string): object {
  const g = d.game;
  const game: Record<string, unknown> = {
    "@type": "VideoGame",
    "@id": `${d.gameUrl(g.appid)}#game`,
    name: g.name,
    url: d.gameUrl(g.appid),
    image,
    gamePlatform: "PC",
    sameAs: `https://store.steampowered.com/app/${g.appid}/`,
  };
  if (g.description) game.description = g.description;
  if (g.releaseDate) game.datePublished = g.releaseDate;
  if (g.developers.length) game.author = g.developers.map((name) => ({ "@type": "Organization", name }));
  if (g.genres.length) game.genre = g.genres;
  if (g.reviews && g.reviews.total > 0) {
    // Steam's share of positive reviews on a 1..100 scale; the count is the number of reviews.
    game.aggregateRating = { "@type": "AggregateRating", ratingValue: Math.round(g.reviews.positivePct), bestRating: 100, worstRating: 0, ratingCount: g.reviews.total };
  }
  const list = {
    "@type": "ItemList",
    name: d.title,
    url: d.canonical,
    numberOfItems: d.picks.length,
    itemListOrder: "https://schema.org/ItemListOrderDescending",
    itemListElement: d.picks.map((p, i) => ({ "@type": "ListItem", position: i + 1, name: p.game.name, url: d.gameUrl(p.game.appid), description: p.why })),
  };
  return { "@context": "https://schema.org", "@graph": [game, list] };
}

// JSON inside <script>: escape "<" (and the line separators JSON allows but old parsers do not) so data cannot end it.
function jsonLd(value: object): SafeHtml {
  return raw(JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029"));
}
