// The game page (`/game/{appid}`: a compact head, the ranked list, then all facts) and the list page (`/like`: filters).
import type { Game } from "../../catalog/types";
import { FACTS_TAGS, siteUrls } from "../../facts";
import type { OtherMatch } from "../../lookup/types";
import type { SimilarPick } from "../../recommender/types";
import type { AgentFactsSummaryT } from "../../schemas";
import { summaryPhrase } from "../../summaries/vocabulary";
import { artUrl, gameArt, HEADER } from "../art";
import type { DataDates } from "../freshness";
import { englishIn, gamePath, priceText, renderFilterLinks, renderPicks, reviewsText, sitePaths } from "../game-list";
import { href, html, type SafeHtml } from "../html";
import { renderPage } from "../layout";
import { gameHead, previewText } from "../seo/game-head";
import { summaryWord, tagLabel, ui } from "../strings";
import { renderRefineChips, type RefineView } from "../refine-chips";
import type { ListOptions } from "../types";

/** The data of a game or list page; the route fetches it, these functions only render. */
export interface GamePageData {
  game: Game;
  /** Exactly what `similarList` (or `pageList`) returned, in its order. */
  picks: readonly SimilarPick[];
  /** The refinement chips' figures (`pageList`); absent: no chips. */
  refineView?: RefineView;
  options: ListOptions;
  /** Public base URL (canonical links, attribution). */
  base: string;
  /** Snapshot dates of the game's Deck status and reviews (footer line). */
  dates?: DataDates;
  /** The review-mined summary (the game facts' `summary`), when the catalog has one. */
  summary?: AgentFactsSummaryT | null;
  /** Other games the visitor's search could mean (after a /search redirect), shown above the facts. */
  otherMatches?: readonly OtherMatch[];
  /** What the visitor searched for, to keep it in the header search box. */
  query?: string;
}

/**
 * Renders `/game/{appid}`: a compact head (header art, name, one line of facts, the tagline, the review summary
 * folded), "Games like …" with the filters and the ranked picks, then what the game is (the store description) and
 * every fact. A phone shows the first pick whole on its first screen, also after a search with other matches.
 *
 * @example
 * renderGamePage({ game: hades, picks, options: { lang: "en", filters }, base }); // "<!doctype html>…<ol class=\"picks\">…"
 */
export function renderGamePage(d: GamePageData): string {
  const t = ui(d.options.lang);
  const g = d.game;
  const lang = d.options.lang;
  const abs = siteUrls(d.base);
  const canonical = abs.game(g.appid) + (lang === "ru" ? "?lang=ru" : "");
  const body = html`${renderOtherMatches(d)}<article class="game" data-appid="${g.appid}">
<div class="game-head">${gameArt(g, "header")}
<h1${englishIn(lang)}>${g.name}</h1>
<p class="facts-line">${factsLine(g, lang)}</p>
${d.summary?.tagline ? html`<p class="tagline"${englishIn(lang)}>${d.summary.tagline}</p>` : ""}
</div>
${renderSummary(d.summary, lang)}
</article>
<section aria-labelledby="like">
<h2 id="like">${t.gamesLike(g.name)}</h2>
${renderFilterLinks(g.appid, d.options)}
${renderRefineChips(g.appid, d.options, d.refineView, { open: false })}
${renderPicks(d.picks, lang)}
</section>
<section class="all-facts" aria-labelledby="facts">
<h2 id="facts">${t.aboutGame}</h2>
${g.description ? html`<p class="desc"${englishIn(lang)}>${g.description}</p>` : ""}
${renderFacts(g, d)}
</section>`;
  return renderPage({
    lang,
    title: g.name,
    description: g.description ?? t.gamesLike(g.name),
    canonical,
    otherLang: gamePath(g.appid, lang === "ru" ? "en" : "ru"),
    query: d.query,
    base: d.base,
    dates: d.dates,
    preview: preview(d),
    art: true,
    head: gameHead({ game: g, picks: d.picks, title: t.gamesLike(g.name), canonical, gameUrl: (id) => abs.game(id) }),
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
${renderRefineChips(g.appid, d.options, d.refineView, { open: true })}
${renderPicks(d.picks, lang)}
</section>`;
  return renderPage({
    lang,
    title: t.gamesLike(g.name),
    description: t.gamesLike(g.name),
    canonical: abs.like(g.appid, { ...d.options.filters, refine: d.options.refine, lang }),
    otherLang: sitePaths.like(g.appid, { ...d.options.filters, refine: d.options.refine, lang: lang === "ru" ? "en" : "ru" }),
    query: d.query,
    base: d.base,
    dates: d.dates,
    preview: preview(d),
    art: true,
    body,
  });
}

// The link preview of a game or list page: the first picks with their reasons, beside the game's header art.
function preview(d: GamePageData) {
  const g = d.game;
  return {
    description: previewText(d.picks) || ui(d.options.lang).gamesLike(g.name),
    image: { url: artUrl(g.appid, "header"), width: HEADER.width, height: HEADER.height, alt: g.name },
  };
}

// One line under the name: year, first developer, reviews, price, Deck status.
function factsLine(g: Game, lang: ListOptions["lang"]): string {
  const t = ui(lang);
  return [
    g.comingSoon ? t.comingSoon : g.year ? String(g.year) : null,
    g.developers[0] ?? null,
    reviewsText(g, lang),
    priceText(g, lang),
    `${t.deck}: ${t.deckStatus[g.deck]}`,
  ]
    .filter((x): x is string => !!x)
    .join(" · ");
}

// The review-mined summary: its coded answers, hooks and dealbreakers in words of the page language, folded, so the
// list stays on the first screen.
function renderSummary(s: AgentFactsSummaryT | null | undefined, lang: ListOptions["lang"]): SafeHtml | "" {
  if (!s) return "";
  const t = ui(lang);
  const facts: [string, string | null][] = [
    [t.difficulty, s.difficulty],
    [t.length, s.length],
    [t.sessions, s.session_shape],
    [t.coopPlay, s.co_op],
  ];
  const shown = facts.filter((f): f is [string, string] => !!f[1]).map(([label, code]) => [label, summaryWord(code, lang)] as const);
  const list = (label: string, items: readonly string[]) =>
    items.length ? html`<p class="label">${label}</p><ul>${items.map((x) => html`<li>${summaryPhrase(x, lang)}</li>`)}</ul>` : "";
  if (!shown.length && !s.hooks.length && !s.dealbreakers.length) return "";
  return html`<details class="summary"><summary>${t.playersSay}${shown.length ? html`: ${shown.map((f) => f[1]).join(" · ")}` : ""}</summary>
${shown.length ? html`<dl class="facts">${shown.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>` : ""}
${list(t.hooks, s.hooks)}${list(t.dealbreakers, s.dealbreakers)}
<p class="muted">${t.summaryNote}</p>
</details>`;
}

function renderFacts(g: Game, d: GamePageData): SafeHtml {
  const lang = d.options.lang;
  const t = ui(lang);
  const released = g.comingSoon ? t.comingSoon : (g.releaseDate ?? (g.year ? String(g.year) : null));
  const row = (label: string, value: SafeHtml | string | null) => (value ? html`<dt>${label}</dt><dd>${value}</dd>` : "");
  const chips = (items: readonly string[], kind: "tag" | "genre") =>
    items.length ? html`<ul class="chips">${items.map((x) => html`<li>${tagLabel(x, lang, kind)}</li>`)}</ul>` : null;
  return html`<dl class="facts">
${row(t.released, released)}
${row(t.developers, g.developers.length ? g.developers.join(", ") : null)}
${row(t.genres, chips(g.genres, "genre"))}
${row(t.tags, chips(g.tags.slice(0, FACTS_TAGS), "tag"))}
${row(t.price, priceText(g, lang))}
${row(t.deck, t.deckStatus[g.deck])}
${row(t.reviews, reviewsText(g, lang))}
${row("Steam", html`<a href="${href(sitePaths.store(g.appid))}" rel="noopener">${t.store}</a>`)}
</dl>`;
}

// The other games a search could mean, folded into one line so the list keeps its place on a phone's first screen.
function renderOtherMatches(d: GamePageData): SafeHtml | "" {
  if (!d.otherMatches?.length) return "";
  const lang = d.options.lang;
  return html`<details class="other-matches"><summary>${ui(lang).otherMatches(d.otherMatches.length)}</summary>
<p>${d.otherMatches.map((m, i) => html`${i ? ", " : ""}<a href="${gamePath(m.appid, lang)}"${englishIn(lang)}>${m.name}</a>`)}</p></details>
`;
}
