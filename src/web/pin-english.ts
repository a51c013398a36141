// Keeps a visitor on English pages once they chose English, although their browser prefers Russian.

/** Same-site page links (not the stylesheet, icon or API), as the pages write them: `href="/…"`. */
const PAGE_LINK = /href="(\/(?:game\/[^"]*|about[^"]*|find[^"]*|privacy[^"]*|search[^"]*|\?[^"]*)?)"/g;
/** The site's GET forms (search and find), which carry the language as a hidden field. */
const FORM_OPEN = /(<form action="\/(?:search|find)" method="get"[^>]*>)/g;

/**
 * An English page's links and forms with `lang=en` added wherever they name no language. Pages link English
 * versions without `lang` (their canonical form); a browser whose Accept-Language prefers Russian would turn each
 * of those into a Russian page, so a page asked for with `lang=en` pins English on every link it gives.
 *
 * @example
 * pinEnglish('<a href="/game/1">x</a>'); // '<a href="/game/1?lang=en">x</a>'
 */
export function pinEnglish(page: string): string {
  return page
    .replace(PAGE_LINK, (whole, path: string) => {
      if (/[?&](?:amp;)?lang=/.test(path)) return whole;
      return `href="${path}${path.includes("?") ? "&amp;" : "?"}lang=en"`;
    })
    .replace(FORM_OPEN, '$1<input type="hidden" name="lang" value="en">');
}
