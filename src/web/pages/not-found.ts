// The site's error pages: no game for a search, unknown appid or path, rate limited, and the plain failure page.
import { siteUrls } from "../../facts";
import { href, html, type SafeHtml } from "../html";
import { renderPage } from "../layout";
import { ui } from "../strings";
import type { PageLang } from "../types";

/**
 * The friendly 404 of `/search?q=` when no game matches: the query echoed, hints, and a link to describe the game.
 *
 * @example
 * renderSearchNotFound("zzzzqqqxx", "en", base); // "…No game in the catalog matches “zzzzqqqxx”.…"
 */
export function renderSearchNotFound(query: string, lang: PageLang, base: string): string {
  const t = ui(lang);
  const find = siteUrls("").find(query) + (lang === "ru" ? "&lang=ru" : "");
  return renderPage({
    lang,
    title: t.notFoundTitle,
    noindex: true,
    query,
    otherLang: `/search?${new URLSearchParams(lang === "ru" ? { q: query } : { q: query, lang: "ru" })}`,
    base,
    body: html`<h1>${t.notFoundTitle}</h1>
<p class="notice not-found">${t.notFoundQuery(query)}</p>
<p>${t.notFoundHint}</p>
<p><a href="${href(find)}">${t.describeInstead}</a></p>`,
  });
}

/**
 * The 404 page of an unknown appid (`appid` given) or of any path the site does not have; `path` (the address
 * asked for) gives the page its language switch.
 *
 * @example
 * renderNotFound("en", base, "999999999"); // "…No game with Steam appid 999999999 is in the catalog.…"
 */
export function renderNotFound(lang: PageLang, base: string, appid?: string, path?: string): string {
  const t = ui(lang);
  return renderPage({
    lang,
    title: t.pageNotFound,
    noindex: true,
    otherLang: path && path.startsWith("/") && !path.startsWith("//") ? (lang === "ru" ? path : `${path}?lang=ru`) : undefined,
    base,
    body: html`<h1>${t.pageNotFound}</h1>
<p class="notice not-found">${appid === undefined ? t.pageNotFoundHint : t.gameNotFound(appid)}</p>
${homeLink(lang)}`,
  });
}

/** The page a visitor sees for a failure the server logged (no detail about it). */
export function renderServerError(lang: PageLang, base: string): string {
  return errorPage(lang, base, ui(lang).errorText);
}

/** The 429 page of the website's own limit: what happened and when to come back. */
export function renderTooManyPages(lang: PageLang, base: string, seconds: number): string {
  return errorPage(lang, base, ui(lang).tooManyPages(seconds));
}

function errorPage(lang: PageLang, base: string, notice: string): string {
  const t = ui(lang);
  return renderPage({
    lang,
    title: t.errorTitle,
    noindex: true,
    base,
    body: html`<h1>${t.errorTitle}</h1>
<p class="notice">${notice}</p>
${homeLink(lang)}`,
  });
}

function homeLink(lang: PageLang): SafeHtml {
  return html`<p><a href="${lang === "ru" ? "/?lang=ru" : "/"}">${ui(lang).searchButton}</a></p>`;
}
