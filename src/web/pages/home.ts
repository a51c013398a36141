// The home page (`/`): what the site does and one search box that leads to `/search?q=`.
import { QUERY_MAX_CHARS } from "../../schemas";
import type { DataDates } from "../freshness";
import { html } from "../html";
import { renderPage } from "../layout";
import { ui } from "../strings";
import type { PageLang } from "../types";

/** Example searches shown under the box (well-known games the catalog always has). */
const EXAMPLES = ["Hades", "Stardew Valley", "Hollow Knight", "Slay the Spire", "Factorio"] as const;

/**
 * Renders the home page in `lang`.
 *
 * @example
 * renderHomePage("en", "https://sp.example"); // "<!doctype html><html lang=\"en\">…<form action=\"/search\"…"
 */
export function renderHomePage(lang: PageLang, base: string, dates?: DataDates): string {
  const t = ui(lang);
  const suffix = lang === "ru" ? "&lang=ru" : "";
  const body = html`<section class="hero">
<h1>${t.homeHeading}</h1>
<p>${t.homeIntro}</p>
<form action="/search" method="get" role="search">
<input type="search" name="q" maxlength="${QUERY_MAX_CHARS}" required autofocus enterkeyhint="search" aria-label="${t.searchLabel}" placeholder="${t.searchPlaceholder}">${
    lang === "ru" ? html`<input type="hidden" name="lang" value="ru">` : ""
  }
<button type="submit">${t.searchButton}</button>
</form>
<p class="muted">${t.examples} ${EXAMPLES.map((name, i) => html`${i ? ", " : ""}<a href="/search?q=${encodeURIComponent(name)}${suffix}">${name}</a>`)}</p>
<p>${t.findPrompt} <a href="${lang === "ru" ? "/find?lang=ru" : "/find"}">${t.findLink}</a></p>
</section>`;
  return renderPage({
    lang,
    description: t.tagline,
    canonical: `${base}/${lang === "ru" ? "?lang=ru" : ""}`,
    otherLang: lang === "ru" ? "/" : "/?lang=ru",
    headerSearch: false,
    base,
    dates,
    body,
  });
}
