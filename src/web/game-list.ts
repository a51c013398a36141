// The ranked "games like" list as pages show it: fetched from the one recommender entry point, rendered with filters.
import type { Game } from "../catalog/types";
import { PICK_GENRES, siteUrls, toAgentPrice, toAgentReviews } from "../facts";
import type { Recommender, SimilarFilters, SimilarPick } from "../recommender/types";
import { MAX_PICKS } from "../schemas";
import { href, html, type SafeHtml } from "./html";
import { gameArt } from "./art";
import { formatCount, tagLabel, ui } from "./strings";
import type { ListOptions, PageLang } from "./types";

/**
 * Picks a page shows: the API's largest `n`, so every API list (n = 1..20) is a prefix of the page's list.
 */
export const WEB_LIST_N = MAX_PICKS;

/** Same-site paths (no host), built by the facts URL builders the API uses for its absolute links. */
export const sitePaths = siteUrls("");

/**
 * The page's list: `recommender.similar` with exactly the options the API passes, only `n` fixed at `WEB_LIST_N`.
 *
 * @example
 * similarList(recommender, hades, { lang: "en", filters: { free: false, coop: true, deck: null } }); // ≤ 20 picks
 */
export function similarList(recommender: Recommender, seed: Game, options: ListOptions): SimilarPick[] {
  return recommender.similar(seed, { n: WEB_LIST_N, lang: options.lang, filters: { ...options.filters } });
}

/**
 * The path of a game's page in the page language.
 *
 * @example
 * gamePath(1145360, "ru"); // "/game/1145360?lang=ru"
 */
export function gamePath(appid: number, lang: PageLang): string {
  return sitePaths.game(appid) + (lang === "ru" ? "?lang=ru" : "");
}

/** Renders the ranked picks as an ordered list, one `<li data-appid>` per pick in the recommender's order. */
export function renderPicks(picks: readonly SimilarPick[], lang: PageLang): SafeHtml {
  const t = ui(lang);
  if (picks.length === 0) return html`<p class="notice">${t.noPicks}</p>`;
  return html`<ol class="picks">
${picks.map((p) => renderPick(p, lang))}</ol>`;
}

function renderPick(pick: SimilarPick, lang: PageLang): SafeHtml {
  const t = ui(lang);
  const g = pick.game;
  const meta = [
    priceText(g, lang),
    `${t.deck}: ${t.deckStatus[g.deck]}`,
    reviewsText(g, lang),
    g.genres.slice(0, PICK_GENRES).map((x) => tagLabel(x, lang, "genre")).join(", "),
  ].filter((s): s is string => !!s);
  return html`<li data-appid="${g.appid}">${gameArt(g, "capsule")}<div class="pick-text">
<a class="name" href="${gamePath(g.appid, lang)}"${englishIn(lang)}>${g.name}</a>${yearAfter(g)}
<p class="why">${pick.why}</p>
<p class="meta">${meta.join(" · ")} · <a href="${href(sitePaths.store(g.appid))}" rel="noopener">Steam</a></p>
</div></li>
`;
}

/**
 * ` (2013)` after a game's name, unless the name already carries its year ("Risk of Rain (2013)").
 *
 * @example
 * yearAfter(hades).value; // ' <span class="muted">(2020)</span>'
 */
export function yearAfter(game: { name: string; year: number | null }): SafeHtml | "" {
  if (!game.year || game.name.includes(String(game.year))) return "";
  return html` <span class="muted">(${game.year})</span>`;
}

/**
 * The filter switches of a list: each link flips one filter and keeps the rest (the page header has the language
 * switch).
 * The current state of each switch carries `aria-current="true"`.
 */
export function renderFilterLinks(appid: number, options: ListOptions): SafeHtml {
  const t = ui(options.lang);
  const f = options.filters;
  const link = (filters: SimilarFilters, lang: PageLang, label: string, current: boolean) =>
    html`<li><a href="${sitePaths.like(appid, { ...filters, refine: options.refine, lang })}" rel="nofollow"${current ? html` aria-current="true"` : ""}>${label}</a></li>`;
  const lang = options.lang;
  return html`<nav class="filters" aria-label="${t.filters}">
<ul class="chips">${link({ ...f, free: !f.free }, lang, t.free, f.free)}${link({ ...f, coop: !f.coop }, lang, t.coop, f.coop)}</ul>
<ul class="chips">${link({ ...f, deck: null }, lang, t.deckAny, f.deck === null)}${link({ ...f, deck: "playable" }, lang, t.deckPlayable, f.deck === "playable")}${link({ ...f, deck: "verified" }, lang, t.deckVerified, f.deck === "verified")}</ul>
${f.free || f.coop || f.deck ? html`<ul class="chips">${link({ free: false, coop: false, deck: null }, lang, t.clearFilters, false)}</ul>` : ""}
</nav>`;
}

/**
 * The price as a page shows it: "Free" in the page language when a source says the game is free, else the catalog's
 * USD text ("24.99 USD"), else "unknown" (no source gave a price).
 *
 * @example
 * priceText(hades, "en"); // "24.99 USD"
 * priceText(dota2, "ru"); // "Бесплатно"
 */
export function priceText(game: Game, lang: PageLang): string {
  const p = toAgentPrice(game);
  const t = ui(lang);
  if (p.is_free) return t.priceFree;
  return p.text ?? `${t.price}: ${t.priceUnknown}`;
}

/**
 * Review numbers as a sentence, or the "no reviews" label.
 *
 * @example
 * reviewsText(hades, "en"); // "98% positive of 1,000"
 */
export function reviewsText(game: Game, lang: PageLang): string {
  const r = toAgentReviews(game);
  const t = ui(lang);
  return r ? t.reviewsLine(r.positive_pct, formatCount(r.total, lang)) : t.noReviews;
}

/** ` lang="en"` on game data (names, tags, descriptions) shown inside a Russian page; nothing on an English one. */
export function englishIn(lang: PageLang): SafeHtml | "" {
  return lang === "ru" ? html` lang="en"` : "";
}
