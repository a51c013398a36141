// Sitemaps of the game pages: an index and files of at most 50,000 URLs, released games most-reviewed first.
import type { Game } from "../../catalog/types";
import { escapeHtml } from "../html";

/** The protocol's limit of URLs per sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** The index's path; robots.txt names it. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";
/** The site's own pages (home, find, about, privacy) in both languages. */
export const SITEMAP_PAGES_PATH = "/sitemaps/pages.xml";
/** Game sitemap `n` (from 1) lives at `/sitemaps/games-{n}.xml`. */
export const SITEMAP_GAMES_RE = /^\/sitemaps\/games-([1-9][0-9]{0,3})\.xml$/;

const PAGES = ["/", "/find", "/about", "/privacy"] as const;

/**
 * The appids a sitemap lists: released games (not coming soon), most reviews first, appid breaking ties. Computed
 * once at start-up from the list the lookup is built from.
 *
 * @example
 * sitemapAppids(store.allGames()).slice(0, 2); // [730, 570]
 */
export function sitemapAppids(games: readonly Game[]): number[] {
  return games
    .filter((g) => !g.comingSoon)
    .map((g) => ({ appid: g.appid, reviews: g.reviews?.total ?? 0 }))
    .sort((a, b) => b.reviews - a.reviews || a.appid - b.appid)
    .map((g) => g.appid);
}

/** The sitemap index: the pages file and one file per 50,000 games. */
export function sitemapIndex(base: string, gameCount: number, lastmod: string | null): string {
  const files = [SITEMAP_PAGES_PATH];
  for (let i = 1; i <= Math.ceil(gameCount / SITEMAP_MAX_URLS); i++) files.push(`/sitemaps/games-${i}.xml`);
  const mod = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : "";
  return xml("sitemapindex", files.map((f) => `<sitemap><loc>${escapeHtml(base + f)}</loc>${mod}</sitemap>`));
}

/**
 * Game sitemap `n` (1-based): the game pages of that 50,000-slice, or null past the end. Each URL names its English,
 * Russian and default (`x-default`: the English address, which follows the browser's language) versions.
 * `lastmod` is the data's date (`dataDate`), the same for every page.
 */
export function gamesSitemap(base: string, appids: readonly number[], n: number, lastmod: string | null): string | null {
  const slice = appids.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
  if (n < 1 || slice.length === 0) return null;
  return xml("urlset", slice.map((id) => urlEntry(`${base}/game/${id}`, lastmod)));
}

/** The site's own pages. */
export function pagesSitemap(base: string, lastmod: string | null): string {
  return xml("urlset", PAGES.map((p) => urlEntry(base + p, lastmod)));
}

function urlEntry(url: string, lastmod: string | null): string {
  const ru = url + (url.includes("?") ? "&" : "?") + "lang=ru";
  return (
    `<url><loc>${escapeHtml(url)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ""}` +
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(url)}"/>` +
    `<xhtml:link rel="alternate" hreflang="ru" href="${escapeHtml(ru)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}"/></url>`
  );
}

function xml(root: "urlset" | "sitemapindex", entries: string[]): string {
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' + (root === "urlset" ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${ns}>\n${entries.join("\n")}\n</${root}>\n`;
}
