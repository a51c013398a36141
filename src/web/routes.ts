// The website's routes as one function: request → HTML page (or redirect); the edge hands it only the site's paths.
import { toAgentSummary } from "../facts";
import { retryAfterSeconds } from "../http/limit-headers";
import { etagOf } from "../limits";
import { Type as T } from "@sinclair/typebox";
import type { ArgumentCheck, GuardedTool } from "../pipeline";
import { QUERY_MAX_CHARS } from "../schemas";
import { findGameByDescription, type FindGameOutput } from "../mcp-tools/find-game-by-description";
import { ART_ORIGIN } from "./art";
import { faviconIco } from "./favicon";
import { FIND_FILL_HASH } from "./find-fill";
import { catalogDates, dataDate, gameDates } from "./freshness";
import { renderAboutPage } from "./pages/about";
import { FIND_MAX_CHARS, FIND_MIN_CHARS, renderFindPage, type FindState } from "./pages/find";
import { renderGamePage, renderLikePage } from "./pages/game";
import { renderHomePage } from "./pages/home";
import { renderNotFound, renderSearchNotFound, renderServerError, renderTooManyPages } from "./pages/not-found";
import { renderPrivacyPage } from "./pages/privacy";
import { pinEnglish } from "./pin-english";
import { listOptions, pageLang, parseAppid, preferredLang } from "./params";
import { pageList } from "./refine-chips";
import { llmsTxt, robotsTxt } from "./seo/robots";
import { gamesSitemap, pagesSitemap, SITEMAP_GAMES_RE, SITEMAP_INDEX_PATH, SITEMAP_PAGES_PATH, sitemapIndex } from "./seo/sitemaps";
import { ICON_PATH, ICON_SVG, STYLE_CSS, STYLE_PATH } from "./style";
import type { PageLang, WebDeps, WebHandler } from "./types";

/**
 * The only script that may run is the find page's box filler (by its hash), styles come only from the site's own
 * stylesheet, images only from the site and the Steam store's image host, forms and fetches only reach the site, and no one
 * may frame it: the pages need nothing more, so anything injected despite the escaping stays inert.
 */
export const CONTENT_SECURITY_POLICY =
  `default-src 'none'; script-src ${FIND_FILL_HASH}; style-src 'self'; img-src 'self' ${ART_ORIGIN}; connect-src 'self'; ` +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
/** Longest query text looked up (the API's limit on `q`). */
const MAX_QUERY_CHARS = QUERY_MAX_CHARS;
/** Not-found pages are cached for an hour: the catalog can grow at the next deploy. */
const NOT_FOUND_MAX_AGE = 3600;
/** The stylesheet's URL carries its hash, so a year is safe. */
const STYLE_MAX_AGE = 31536000;

/** The filters of the game page's list: none, as on the API's defaults. */
const NO_FILTERS = Object.freeze({ free: false, coop: false, deck: null });

/** A page before it becomes a Response. `maxAge` null means `no-store`. */
interface Page {
  status: number;
  body: string | Uint8Array<ArrayBuffer>;
  maxAge: number | null;
  location?: string;
  retryAfter?: number;
  contentType?: string;
  /** Set on pages served from the page cache (computed once when stored). */
  etag?: string;
}

/** Pages kept by the page cache: successes, redirects and not-founds that a shared cache may keep too. */
const CACHEABLE = new Set([200, 302, 404]);

type Route = (params: URLSearchParams, ip: string, match: RegExpMatchArray) => Promise<Page> | Page;

/**
 * Creates the website's handler: `/`, `/search?q=`, `/game/{appid}`, `/game/{appid}/like`, `/find`, `/about` and the
 * stylesheet, and the site's 404 page for any other path (the edge hands it only the site's paths). Every page
 * carries the strict CSP, `nosniff`, a one-day `Cache-Control` and a strong `ETag` (the edge answers 304 on a match);
 * GET and HEAD only (405 otherwise). `ref=agent`
 * (the mark on links handed to agents) is accepted on every page and changes nothing.
 *
 * - `ip` is the client address for the /find limit (the guarded call, the find tool's scope) and the website's own
 *   limit; default "unknown".
 *
 * Load: every page but the constant assets is one guarded call as door `web` (scope `page`, `deps.call`): a page
 * already rendered comes from the page cache before any work; any other page first passes the website's own guard
 * (`createPageLimits`: uncached pages per address a second and a minute, pages in work per address and overall) and
 * past it gets a 429 HTML page with Retry-After. /find's search is the find tool through the same call (its limits).
 *
 * @example
 * const web = createWebRoutes({ config, store, lookup, recommender, call });
 * await web(new Request("https://sp.example/game/1145360"), "203.0.113.9"); // 200 text/html
 */
export function createWebRoutes(deps: WebDeps): WebHandler {
  const base = deps.config.publicBaseUrl;
  const day = deps.config.cacheTtlSeconds;
  const dates = catalogDates(safeMeta(deps));
  const lastmod = dataDate(safeMeta(deps));
  const sitemap = deps.sitemap ?? [];
  const mcpUrl = base + deps.config.mcpPath;
  const text = (body: string, contentType: string): Page => ({ status: 200, body, maxAge: day, contentType });
  const notFound = (p: URLSearchParams, path: string): Page => page(404, renderNotFound(pageLang(p), base, undefined, path));
  const page = (status: number, body: string, maxAge: number | null = status === 200 ? day : NOT_FOUND_MAX_AGE): Page => ({ status, body, maxAge });
  const redirect = (location: string): Page => ({ status: 302, body: "", maxAge: day, location });
  // /find is the find tool through the same guarded call as MCP (same limits, same 5 answers, same cache).
  const call = deps.call;

  const gameRoute = (kind: "game" | "like"): Route => (params, _ip, m) => {
    const lang = pageLang(params);
    const appid = parseAppid(m[1]!);
    const game = appid === null ? null : deps.store.getGame(appid);
    if (!game) return page(404, renderNotFound(lang, base, appid === null ? undefined : String(appid), m.input));
    // The game page always shows the unfiltered list; filters live on /like.
    const options = kind === "game" ? { lang, filters: { ...NO_FILTERS } } : listOptions(params);
    const query = params.get("q")?.slice(0, MAX_QUERY_CHARS) || undefined;
    const found = query ? deps.lookup.resolve(query) : null;
    // Words about the game (its review-mined summary) are read on demand, not held for every game.
    const texts = deps.store.describe(game.appid);
    const data = {
      game,
      ...pageList(deps, game, options),
      options,
      base,
      dates: gameDates(game, dates),
      summary: texts.summary ? toAgentSummary(texts.summary) : null,
      query,
      otherMatches: found?.seed.appid === game.appid ? found.otherMatches : undefined,
    };
    return page(200, kind === "game" ? renderGamePage(data) : renderLikePage(data));
  };

  // A third element `true` marks a constant asset: no work, so it never counts against the website's limit.
  const routes: [RegExp, Route, true?][] = [
    [/^\/$/, (p) => page(200, renderHomePage(pageLang(p), base, dates))],
    [/^\/about\/?$/, (p) => page(200, renderAboutPage({ lang: pageLang(p), base, mcpUrl, meta: safeMeta(deps), dates }))],
    [/^\/privacy\/?$/, (p) => page(200, renderPrivacyPage(pageLang(p), base))],
    [/^\/search\/?$/, (p) => search(p)],
    [/^\/find\/?$/, (p, ip) => find(p, ip)],
    [/^\/game\/([^/]+)\/?$/, gameRoute("game")],
    [/^\/game\/([^/]+)\/like\/?$/, gameRoute("like")],
    [exactly(STYLE_PATH), () => ({ status: 200, body: STYLE_CSS, maxAge: STYLE_MAX_AGE, contentType: "text/css; charset=utf-8" }), true],
    [exactly(ICON_PATH), () => ({ status: 200, body: ICON_SVG, maxAge: day, contentType: "image/svg+xml" }), true],
    [exactly("/favicon.ico"), () => ({ status: 200, body: FAVICON, maxAge: day, contentType: "image/x-icon" }), true],
    [exactly("/robots.txt"), () => text(robotsTxt(base, deps.config.mcpPath), "text/plain; charset=utf-8"), true],
    [exactly("/llms.txt"), () => text(llmsTxt(base, mcpUrl), "text/markdown; charset=utf-8"), true],
    [exactly(SITEMAP_INDEX_PATH), () => text(sitemapIndex(base, sitemap.length, lastmod), XML)],
    [exactly(SITEMAP_PAGES_PATH), () => text(pagesSitemap(base, lastmod), XML)],
    [SITEMAP_GAMES_RE, (p, _ip, m) => {
      const body = gamesSitemap(base, sitemap, Number(m[1]), lastmod);
      return body === null ? notFound(p, m.input ?? "/") : text(body, XML);
    }],
  ];

  function search(params: URLSearchParams): Page {
    const lang = pageLang(params);
    const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_CHARS);
    if (q === "") return redirect(withLang("/", lang));
    const found = deps.lookup.resolve(q);
    if (!found) return page(404, renderSearchNotFound(q, lang, base));
    const query = new URLSearchParams();
    if (found.otherMatches.length) query.set("q", q);
    // Russian, or English asked for outright (a Russian-preferring browser that chose English stays on English).
    if (lang === "ru" || params.get("lang")?.trim().toLowerCase() === "en") query.set("lang", lang);
    const qs = query.toString();
    return redirect(`/game/${found.seed.appid}${qs ? `?${qs}` : ""}`);
  }

  async function find(params: URLSearchParams, ip: string): Promise<Page> {
    const lang = pageLang(params);
    const description = (params.get("description") ?? "").trim().slice(0, FIND_MAX_CHARS);
    const render = (state: FindState, status = 200, maxAge: number | null = day): Page =>
      page(status, renderFindPage({ lang, base, description, state, dates }), maxAge);
    if (description === "") return render({ kind: "form" });
    if (!deps.finder) return render({ kind: "unavailable" }, 503, null);
    const outcome = await call({ door: "web", tool: findGameByDescription, ip, args: { description, lang }, check: findArguments });
    switch (outcome.status) {
      case "invalid":
        return render({ kind: "too_short" });
      case "limited": {
        const seconds = retryAfterSeconds(outcome.error);
        return { ...render({ kind: "rate_limited", retryAfterSeconds: seconds }, 429, null), retryAfter: seconds };
      }
      case "ok":
        return render({ kind: "results", answer: outcome.output as FindGameOutput });
      default:
        throw new Error(`web: find ended ${outcome.status}`); // the 500 page; the pipeline logged the cause
    }
  }

  // Every page but the constant assets is one guarded call as door `web` (scope `page`): the page cache answers first,
  // an uncached page passes the website's page guard, and each call is counted like the API's.
  const pageTool: GuardedTool<unknown> = {
    meta: { name: "site_page", limitScope: "page" },
    Output: PAGE,
    async handler(input: PageInput) {
      const params = new URLSearchParams(input.query);
      const hit = routes.find(([re]) => re.test(input.path));
      const result = await (hit?.[1] ?? ((p) => notFound(p, input.path)))(params, input.ip, input.path.match(hit?.[0] ?? /^/)!);
      return input.pinned && typeof result.body === "string" && !result.contentType ? { ...result, body: pinEnglish(result.body) } : result;
    },
    // Pages a shared cache may keep too; a refusal or an outage page (no-store) is rendered again.
    cacheable: (p) => (p as Page).maxAge !== null && CACHEABLE.has((p as Page).status),
    json: pageText,
    parse: pageOf,
    // The address only feeds /find's limits: a page never depends on it.
    keyed: ({ ip: _ip, ...rest }) => rest,
  };

  return async (request, ip = "unknown") => {
    const url = new URL(request.url);
    const hit = routes.find(([re]) => re.test(url.pathname));
    // A browser that prefers Russian gets Russian pages unless the link (or the switch) says otherwise.
    const acceptLanguage = request.headers.get("accept-language");
    const params = preferredLang(url.searchParams, acceptLanguage);
    const lang = pageLang(params);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method Not Allowed", { status: 405, headers: { allow: "GET, HEAD", ...securityHeaders() } });
    }
    // Constant assets (stylesheet, icons, robots.txt) cost nothing: no cache, no limit.
    if (hit?.[2] === true) return respond(await hit[1](params, ip, url.pathname.match(hit[0])!));
    // English chosen against a Russian-preferring browser: every link keeps English (see `pinEnglish`).
    const pinned = lang === "en" && preferredLang(new URLSearchParams(), acceptLanguage).has("lang");
    // The page depends on the effective language (link or Accept-Language) and on pinning, so both are its input.
    const input: PageInput = { path: url.pathname, query: params.toString(), pinned, ip };
    const outcome = await call({ door: "web", tool: pageTool, ip, args: input, check: asIs });
    switch (outcome.status) {
      case "ok":
        return respond({ ...(outcome.output as Page), etag: outcome.etag });
      case "limited": {
        const seconds = retryAfterSeconds(outcome.error);
        return respond({ ...page(429, renderTooManyPages(lang, base, seconds), null), retryAfter: seconds });
      }
      default:
        // The pipeline logged the cause; the visitor gets the plain error page.
        return respond(page(500, renderServerError(lang, base), null));
    }
  };
}

/** What a page is rendered from: the path, the effective query, English pinned or not, and the client address. */
interface PageInput {
  path: string;
  query: string;
  pinned: boolean;
  ip: string;
}

/** A page as the guarded call checks and caches it (the `Page` fields). */
const PAGE = T.Object({
  status: T.Integer(),
  body: T.String(),
  maxAge: T.Union([T.Integer(), T.Null()]),
  location: T.Optional(T.String()),
  retryAfter: T.Optional(T.Integer()),
  contentType: T.Optional(T.String()),
});

/**
 * A page as the page cache keeps it: its fields' JSON on the first line, then its body as it is. Every cached page
 * is read back per request, and a 30 KB page parsed as one escaped JSON string took most of the request (about
 * 0.1-0.2 ms); the first line's JSON escapes any line break, so the body starts after the first one.
 */
function pageText({ body, ...fields }: Page): string {
  return `${JSON.stringify(fields)}\n${body as string}`;
}

function pageOf(text: string): Page {
  const end = text.indexOf("\n");
  return { ...(JSON.parse(text.slice(0, end)) as Omit<Page, "body">), body: text.slice(end + 1) };
}

/** The page's input is built by the route itself, so it is taken as it is. */
const asIs: ArgumentCheck<never> = (args) => ({ ok: true, value: args as Record<string, unknown> });

/** Turns a page into a Response with the site's headers and a strong ETag on 200s (the edge answers 304 on a match). */
function respond(p: Page): Response {
  const headers: Record<string, string> = {
    "content-type": p.contentType ?? "text/html; charset=utf-8",
    "cache-control": p.maxAge === null ? "no-store" : `public, max-age=${p.maxAge}`,
    ...securityHeaders(),
  };
  if (p.location) headers.location = p.location;
  if (p.retryAfter !== undefined) headers["retry-after"] = String(p.retryAfter);
  // Pages follow the language the browser prefers when the link does not say (see `preferredLang`).
  if (!p.contentType) headers.vary = "Accept-Language";
  if (p.status === 200 && typeof p.body === "string") {
    headers.etag = p.etag ?? etagOf(p.body);
  }
  // HEAD keeps the body here so the headers (length, encoding) are GET's; the HTTP server never sends it.
  return new Response(p.status === 302 ? null : p.body, { status: p.status, headers });
}

function securityHeaders(): Record<string, string> {
  return {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  };
}

/** XML of the sitemaps. */
const XML = "application/xml; charset=utf-8";
/** The ICO of /favicon.ico, drawn once. */
const FAVICON = faviconIco();

/** The page's own rule for a description (counted in characters, not UTF-16 units); it is already trimmed and cut. */
const findArguments: ArgumentCheck<string> = (args) => {
  const { description, lang } = args as { description: string; lang: PageLang };
  if ([...description].length < FIND_MIN_CHARS) return { ok: false, problems: "too_short" };
  return { ok: true, value: { description, lang } };
};

function exactly(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

function withLang(path: string, lang: PageLang): string {
  return lang === "ru" ? `${path}?lang=ru` : path;
}

/** The catalog's build facts, or null when the store cannot tell (the about page still renders). */
function safeMeta(deps: WebDeps) {
  try {
    return deps.store.meta();
  } catch {
    return null;
  }
}
