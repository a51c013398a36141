// Website domain: the server-rendered pages (home, search, game, games-like list, find, about) and their routes.
export { createWebRoutes, CONTENT_SECURITY_POLICY } from "./routes";
export { similarList, WEB_LIST_N } from "./game-list";
export { escapeHtml, html, raw, href, SafeHtml } from "./html";
export { renderHomePage } from "./pages/home";
export { renderGamePage, renderLikePage } from "./pages/game";
export type { GamePageData } from "./pages/game";
export { renderFindPage, FIND_MIN_CHARS, FIND_MAX_CHARS } from "./pages/find";
export type { FindState } from "./pages/find";
export { renderAboutPage } from "./pages/about";
export { renderNotFound, renderSearchNotFound, renderServerError } from "./pages/not-found";
export type { WebDeps, WebHandler, ListOptions, PageLang } from "./types";
export { sitemapAppids } from "./seo/sitemaps";
export { renderPrivacyPage } from "./pages/privacy";
