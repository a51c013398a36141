// The game page (`/game/{appid}`: facts and the ranked list) and the list page (`/game/{appid}/like`: filters).
import type { Game } from "../../catalog/types";
import { FACTS_TAGS, siteUrls } from "../../facts";
import type { OtherMatch } from "../../lookup/types";
import type { SimilarPick } from "../../recommender/types";
import { englishIn, gamePath, priceText, renderFilterLinks, renderPicks, reviewsText, sitePaths } from "../game-list";
import { href, html, type SafeHtml } from "../html";
import { renderPage } from "../layout";
import { ui } from "../strings";
import type { ListOptions } from "../types";

/** The data of a game or list page; the route fetches it, these functions only render. */
export interface GamePageData {
  game: Game;
  /** Exactly what `similarList` returned, in its order. */
  picks: readonly SimilarPick[];
  options: ListOptions;
  /** Public base URL (canonical links, attribution). */
  base: string;
  /** Other games the visitor's search could mean (after a /search redirect), shown above the facts. */
  otherMatches?: readonly OtherMatch[];
  /** What the visitor searched for, to keep it in the header search box. */
  query?: string;
}

/**
 * Renders `/game/{appid}`: name, year, developers, genres, tags, price, Deck status, reviews, store link,
 * description, then "Games like …" with the filter switches and the ranked picks.
 *
 * @example
 * renderGamePage({ game: hades, picks, options: { lang: "en", filters }, base }); // "<!doctype html>…<ol class=\"picks\">…"
 */
export function renderGamePage(d: GamePageData): string {
  const t = ui(d.options.lang);
  const g = d.game;
  const lang = d.options.lang;
  const abs = siteUrls(d.base);
  const body = html`${renderOtherMatches(d)}<article class="game" data-appid="${g.appid}">
<h1${englishIn(lang)}>${g.name}</h1>
${renderFacts(g, d)}
${g.description ? html`<p class="desc"${englishIn(lang)}>${g.description}</p>` : ""}
</article>
<section aria-labelledby="like">
<h2 id="like">${t.gamesLike(g.name)}</h2>
${renderFilterLinks(g.appid, d.options)}
${renderPicks(d.picks, lang)}
</section>`;
  return renderPage({
    lang,
    title: g.name,
    description: g.description ?? t.gamesLike(g.name),
    canonical: abs.game(g.appid) + (lang === "ru" ? "?lang=ru" : ""),
    otherLang: gamePath(g.appid, lang === "ru" ? "en" : "ru"),
    query: d.query,
    base: d.base,
    body,
  });
}

/**
 * Renders `/game/{appid}/like`: the same ranked list as the game page and the API, with the filters applied and
 * the `why` lines in the page language.
 *
 * @example
 * renderLikePage({ game: hades, picks, options: { lang: "ru", filters: { free: false, coop: true, deck: null } }, base });
 */
export function renderLikePage(d: GamePageData): string {
  const t = ui(d.options.lang);
  const g = d.game;
  const lang = d.options.lang;
  const abs = siteUrls(d.base);
  const body = html`${renderOtherMatches(d)}<section class="like" data-appid="${g.appid}" aria-labelledby="like">
<h1 id="like">${t.gamesLike(g.name)}</h1>
<p><a href="${gamePath(g.appid, lang)}">${t.seeFullPage}</a> · <a href="${href(sitePaths.store(g.appid))}" rel="noopener">${t.store}</a></p>
${renderFilterLinks(g.appid, d.options)}
${renderPicks(d.picks, lang)}
</section>`;
  return renderPage({
    lang,
    title: t.gamesLike(g.name),
    description: t.gamesLike(g.name),
    canonical: abs.like(g.appid, { ...d.options.filters, lang }),
    otherLang: sitePaths.like(g.appid, { ...d.options.filters, lang: lang === "ru" ? "en" : "ru" }),
    query: d.query,
    base: d.base,
    body,
  });
}

function renderFacts(g: Game, d: GamePageData): SafeHtml {
  const lang = d.options.lang;
  const t = ui(lang);
  const released = g.comingSoon ? t.comingSoon : (g.releaseDate ?? (g.year ? String(g.year) : null));
  const row = (label: string, value: SafeHtml | string | null) => (value ? html`<dt>${label}</dt><dd>${value}</dd>` : "");
  const chips = (items: readonly string[]) =>
    items.length ? html`<ul class="chips"${englishIn(lang)}>${items.map((x) => html`<li>${x}</li>`)}</ul>` : null;
  return html`<dl class="facts">
${row(t.released, released)}
${row(t.developers, g.developers.length ? g.developers.join(", ") : null)}
${row(t.genres, chips(g.genres))}
${row(t.tags, chips(g.tags.slice(0, FACTS_TAGS)))}
${row(t.price, priceText(g, lang))}
${row(t.deck, t.deckStatus[g.deck])}
${row(t.reviews, reviewsText(g, lang))}
${row("Steam", html`<a href="${href(sitePaths.store(g.appid))}" rel="noopener">${t.store}</a>`)}
</dl>`;
}

function renderOtherMatches(d: GamePageData): SafeHtml | "" {
  if (!d.otherMatches?.length) return "";
  const lang = d.options.lang;
  return html`<p class="notice other-matches">${ui(lang).otherMatches} ${d.otherMatches.map(
    (m, i) => html`${i ? ", " : ""}<a href="${gamePath(m.appid, lang)}"${englishIn(lang)}>${m.name}</a>`,
  )}</p>
`;
}
