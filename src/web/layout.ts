// The page shell every route shares: head, header search box, footer with attribution and links.
import { SERVICE_NAME } from "../config/config";
import { attribution } from "../facts";
import { QUERY_MAX_CHARS } from "../schemas";
import { href, html, type SafeHtml } from "./html";
import { ui } from "./strings";
import { ICON_PATH, STYLE_HASH, STYLE_PATH } from "./style";
import type { PageLang } from "./types";

/** What one page puts into the shell. */
export interface PageOptions {
  lang: PageLang;
  /** Document title before the site name, e.g. "Games like Hades". Omit for the home page. */
  title?: string;
  /** Meta description (search results, link previews). */
  description?: string;
  /** Absolute canonical URL; omitted on pages that should not be indexed. */
  canonical?: string;
  /** Adds `noindex` (search results, not-found pages, find results). */
  noindex?: boolean;
  /** Prefills the header search box (what the visitor typed). */
  query?: string;
  /** Link to this same page in the other language; the footer shows it as the language switch. */
  otherLang?: string;
  /** Whether the header carries the search box (the home page has its own, larger one). */
  headerSearch?: boolean;
  /** Public base URL, for the attribution line. */
  base: string;
  body: SafeHtml;
}

/**
 * Renders a whole HTML document: `<html lang>`, the viewport meta, the one stylesheet (no inline style or script,
 * so the strict CSP holds), the header with the search box, `body`, and a footer with the attribution line.
 *
 * @example
 * renderPage({ lang: "en", title: "About", base: "https://sp.example", body: html`<p>Hi</p>` }); // "<!doctype html>…"
 */
export function renderPage(o: PageOptions): string {
  const t = ui(o.lang);
  const title = o.title ? `${o.title} · ${SERVICE_NAME}` : `${SERVICE_NAME}: ${t.tagline}`;
  const langHidden = o.lang === "ru" ? html`<input type="hidden" name="lang" value="ru">` : "";
  const search =
    o.headerSearch === false
      ? ""
      : html`<form action="/search" method="get" role="search">
<input type="search" name="q" value="${o.query ?? ""}" maxlength="${QUERY_MAX_CHARS}" required aria-label="${t.searchLabel}" placeholder="${t.searchPlaceholder}">${langHidden}
<button type="submit">${t.searchButton}</button></form>`;
  const home = o.lang === "ru" ? "/?lang=ru" : "/";
  const about = o.lang === "ru" ? "/about?lang=ru" : "/about";
  const find = o.lang === "ru" ? "/find?lang=ru" : "/find";
  const doc = html`<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${o.description ? html`<meta name="description" content="${o.description}">` : ""}
${o.canonical ? html`<link rel="canonical" href="${href(o.canonical)}">` : ""}
${o.noindex ? html`<meta name="robots" content="noindex">` : ""}
<link rel="stylesheet" href="${STYLE_PATH}?v=${STYLE_HASH}">
<link rel="icon" href="${ICON_PATH}" type="image/svg+xml">
</head>
<body>
<header><a class="brand" href="${home}">${SERVICE_NAME}</a>${search}</header>
<main>
${o.body}
</main>
<footer>
<p>${attribution(o.lang, o.base)}</p>
<p><a href="${about}">${t.about}</a> · <a href="${find}">${t.findLink}</a> · <a href="/openapi.json">OpenAPI</a>${
    o.otherLang ? html` · <a href="${href(o.otherLang)}" hreflang="${o.lang === "ru" ? "en" : "ru"}">${o.lang === "ru" ? "English" : "Русский"}</a>` : ""
  }</p>
</footer>
</body>
</html>
`;
  return doc.value;
}
