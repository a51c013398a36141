// The page shell every route shares: head (link previews, language alternates), header search box, footer with links.
import { SERVICE_NAME } from "../config/config";
import { QUERY_MAX_CHARS } from "../schemas";
import { ART_ORIGIN } from "./art";
import { href, html, type SafeHtml } from "./html";
import { ui } from "./strings";
import type { DataDates } from "./freshness";
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
  /** The link preview's own text and image (a game page's picks and header art); default: the description, no image. */
  preview?: { description?: string; image?: { url: string; width: number; height: number; alt: string } };
  /** The page shows store art: the browser opens the image host's connection while it reads the page. */
  art?: boolean;
  /** Prefills the header search box (what the visitor typed). */
  query?: string;
  /** Link to this same page in the other language; the footer shows it as the language switch. */
  otherLang?: string;
  /** Whether the header carries the search box (the home page has its own, larger one). */
  headerSearch?: boolean;
  /** Public base URL, for the attribution line. */
  base: string;
  /** Snapshot dates the footer names ("Deck status as of …; reviews as of …"); omitted on pages with no data. */
  dates?: DataDates;
  /** More `<head>` markup: JSON-LD, a page's script. */
  head?: SafeHtml;
  body: SafeHtml;
}

/**
 * Renders a whole HTML document: `<html lang>`, the viewport meta, the one stylesheet (no inline style or script,
 * so the strict CSP holds), Open Graph and Twitter card tags (`og:title` is the document title), `hreflang`
 * alternates of indexable pages, the header with the search box, `body`, and a footer with the data's dates and links.
 *
 * @example
 * renderPage({ lang: "en", title: "About", base: "https://sp.example", body: html`<p>Hi</p>` }); // "<!doctype html>…"
 */
export function renderPage(o: PageOptions): string {
  const t = ui(o.lang);
  const title = o.title ? `${o.title} · ${SERVICE_NAME}` : t.homeTitle;
  const langHidden = o.lang === "ru" ? html`<input type="hidden" name="lang" value="ru">` : "";
  const search =
    o.headerSearch === false
      ? ""
      : html`<form action="/search" method="get" role="search">
<input type="search" name="q" value="${o.query ?? ""}" maxlength="${QUERY_MAX_CHARS}" required aria-label="${t.searchLabel}" placeholder="${t.searchPlaceholder}" enterkeyhint="search">${langHidden}
<button type="submit">${t.searchButtonShort}</button></form>`;
  const home = o.lang === "ru" ? "/?lang=ru" : "/";
  const about = o.lang === "ru" ? "/about?lang=ru" : "/about";
  const find = o.lang === "ru" ? "/find?lang=ru" : "/find";
  const privacy = o.lang === "ru" ? "/privacy?lang=ru" : "/privacy";
  const other = o.lang === "ru" ? "en" : "ru";
  const langSwitch = o.otherLang
    ? html`<a href="${href(switchTarget(o.otherLang, o.lang))}" hreflang="${other}" lang="${other}">${o.lang === "ru" ? "English" : "Русский"}</a>`
    : "";
  const day = (d: string | null) => (d ? html`<time datetime="${d}">${d}</time>` : null);
  const fresh = o.dates && (o.dates.deck || o.dates.reviews) ? html`<p class="fresh">${t.freshness(day(o.dates.deck), day(o.dates.reviews))}</p>` : "";
  const doc = html`<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${o.description ? html`<meta name="description" content="${o.description}">` : ""}
${o.canonical ? html`<link rel="canonical" href="${href(o.canonical)}">` : ""}
${o.noindex ? html`<meta name="robots" content="noindex">` : alternates(o)}
${o.art ? html`<link rel="preconnect" href="${ART_ORIGIN}">` : ""}
<link rel="stylesheet" href="${STYLE_PATH}?v=${STYLE_HASH}">
<link rel="icon" href="${ICON_PATH}" type="image/svg+xml">
${previewTags(o, title)}
${o.head ?? ""}
</head>
<body>
<header><a class="brand" href="${home}">${SERVICE_NAME}</a>${langSwitch ? html`<span class="lang-switch">${langSwitch}</span>` : ""}${search}</header>
<main>
${o.body}
</main>
<footer>
${fresh}
<p>${t.dataLine}</p>
<p><a href="${about}">${t.about}</a> · <a href="${find}">${t.findLink}</a> · <a href="${privacy}">${t.privacy}</a> · <a href="/openapi.json">OpenAPI</a>${langSwitch ? html` · ${langSwitch}` : ""}</p>
</footer>
</body>
</html>
`;
  return doc.value;
}

/**
 * `hreflang` links of an indexable page that has both languages: English, Russian, and `x-default` (the English
 * address, which serves the browser's preferred language when the link names none).
 */
function alternates(o: PageOptions): SafeHtml | "" {
  if (!o.canonical || !o.otherLang) return "";
  const other = o.base + o.otherLang;
  const en = o.lang === "en" ? o.canonical : other;
  const ru = o.lang === "ru" ? o.canonical : other;
  return html`<link rel="alternate" hreflang="en" href="${href(en)}">
<link rel="alternate" hreflang="ru" href="${href(ru)}">
<link rel="alternate" hreflang="x-default" href="${href(en)}">`;
}

/**
 * Open Graph and Twitter card tags. The card is `summary` (a small image beside the text): the store's largest
 * art every game has is the 460×215 header, too small for a large card (1200×630 is what large cards expect).
 */
function previewTags(o: PageOptions, title: string): SafeHtml {
  const description = o.preview?.description ?? o.description;
  const image = o.preview?.image;
  return html`<meta property="og:type" content="website">
<meta property="og:site_name" content="${SERVICE_NAME}">
<meta property="og:locale" content="${o.lang === "ru" ? "ru_RU" : "en_US"}">
${o.otherLang ? html`<meta property="og:locale:alternate" content="${o.lang === "ru" ? "en_US" : "ru_RU"}">` : ""}
<meta property="og:title" content="${title}">
${description ? html`<meta property="og:description" content="${description}">` : ""}
${o.canonical ? html`<meta property="og:url" content="${href(o.canonical)}">` : ""}
${
  image
    ? html`<meta property="og:image" content="${href(image.url)}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:alt" content="${image.alt}">`
    : ""
}
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${title}">
${description ? html`<meta name="twitter:description" content="${description}">` : ""}
${image ? html`<meta name="twitter:image" content="${href(image.url)}">
<meta name="twitter:image:alt" content="${image.alt}">` : ""}`;
}

/**
 * Where the language switch of a `lang` page leads: `target` as given for the Russian version; the English version
 * says `lang=en` outright, so a browser that prefers Russian still gets the English page it asked for.
 *
 * @example
 * switchTarget("/game/1", "ru"); // "/game/1?lang=en"
 */
export function switchTarget(target: string, lang: PageLang): string {
  if (lang === "en" || /[?&]lang=/.test(target)) return target;
  return target + (target.includes("?") ? "&" : "?") + "lang=en";
}
