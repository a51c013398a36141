// The about page (`/about`): what the service is, where its data comes from, how to cite it, and the API and MCP.
import type { CatalogMeta } from "../../catalog/types";
import { SERVICE_NAME } from "../../config/config";
import type { DataDates } from "../freshness";
import { href, html } from "../html";
import { renderPage } from "../layout";
import { formatCount, ui } from "../strings";
import type { PageLang } from "../types";

/** The public data the catalog is built from, with where each came from (see the steam-data README). */
const SOURCES: readonly { what: Record<PageLang, string>; url: string; note: Record<PageLang, string> }[] = [
  {
    what: { en: "Steam store (appdetails)", ru: "Магазин Steam (appdetails)" },
    url: "https://store.steampowered.com/",
    note: { en: "names, descriptions, prices, categories, release dates", ru: "названия, описания, цены, категории, даты выхода" },
  },
  {
    what: { en: "SteamSpy", ru: "SteamSpy" },
    url: "https://steamspy.com/",
    note: { en: "review counts, owners, tag votes (via woctezuma/steamspy-data, MIT)", ru: "число отзывов, владельцев, голоса за метки (через woctezuma/steamspy-data, MIT)" },
  },
  {
    what: { en: "Steam Insights", ru: "Steam Insights" },
    url: "https://github.com/NewbieIndieGameDev/steam-insights",
    note: { en: "release dates, genres, categories, user tags", ru: "даты выхода, жанры, категории, метки игроков" },
  },
  {
    what: { en: "UCSD Steam datasets", ru: "Наборы данных Steam (UCSD)" },
    url: "https://cseweb.ucsd.edu/~jmcauley/datasets.html#steam_data",
    note: {
      en: "tags by votes, user recommendations (Kang & McAuley, ICDM 2018)",
      ru: "порядок меток по голосам, рекомендации игроков (Kang & McAuley, ICDM 2018)",
    },
  },
  {
    what: { en: "Steam Deck compatibility", ru: "Совместимость со Steam Deck" },
    url: "https://github.com/nning/deck-verified",
    note: { en: "Verified / Playable / Unsupported lists (from SteamDB)", ru: "списки Verified / Playable / Unsupported (из SteamDB)" },
  },
  {
    what: { en: "Steam review dumps", ru: "Выгрузки отзывов Steam" },
    url: "https://github.com/woctezuma/steam-reviews",
    note: {
      en: "English review texts behind the review summaries (woctezuma/steam-reviews and sample-steam-reviews, MIT; texts belong to their authors)",
      ru: "тексты отзывов для сводок (woctezuma/steam-reviews и sample-steam-reviews, MIT; тексты принадлежат авторам)",
    },
  },
  {
    what: { en: "Steam store pages and descriptions", ru: "Страницы и описания магазина Steam" },
    url: "https://github.com/mohamedtarek132/Steam-Game-Reviews-Scraper",
    note: {
      en: "short descriptions of more games (store pages of 2024; the Kaggle dataset “Game Recommendations on Steam” by Anton Kozyriev); store text belongs to the publishers",
      ru: "краткие описания других игр (страницы магазина 2024 года; датасет Kaggle «Game Recommendations on Steam», Антон Козырев); тексты принадлежат издателям",
    },
  },
  {
    what: { en: "Russian game titles", ru: "Русские названия игр" },
    url: "https://github.com/NemnaV/dataset_russian_games",
    note: { en: "Russian names (MIT)", ru: "русские названия (MIT)" },
  },
];

/**
 * Renders the about page; `mcpUrl` is the MCP address, `meta` the catalog's build facts (null when unknown).
 *
 * @example
 * renderAboutPage({ lang: "en", base, mcpUrl: `${base}/mcp`, meta: store.meta() });
 */
export function renderAboutPage(o: { lang: PageLang; base: string; mcpUrl: string; meta: CatalogMeta | null; dates?: DataDates }): string {
  const t = ui(o.lang);
  const en = o.lang === "en";
  const body = html`<h1>${t.aboutTitle}: ${SERVICE_NAME}</h1>
<p>${
    en
      ? `${SERVICE_NAME} ranks games that are like a game you name, from the public Steam catalog, and says why for each pick. It is free, read-only and needs no key.`
      : `${SERVICE_NAME} подбирает игры, похожие на названную, по открытому каталогу Steam, и объясняет каждый выбор. Бесплатно, только чтение, без ключей.`
  }</p>
<h2>${en ? "Citing" : "Как ссылаться"}</h2>
<p class="notice">${t.citing(o.base)}</p>
<h2>${en ? "For agents and developers" : "Для агентов и разработчиков"}</h2>
<ul>
<li>REST: <code>GET ${o.base}/api/agent/games-like?q=hades&amp;n=10</code></li>
<li>REST: <code>GET ${o.base}/api/agent/game-facts?q=1145360</code></li>
<li>OpenAPI 3.1: <a href="/openapi.json">${o.base}/openapi.json</a> ${en ? "(import as a GPT action, authentication: none)" : "(импорт в GPT action, без аутентификации)"}</li>
<li>MCP (streamable HTTP, ${en ? "no login" : "без входа"}): <code>${o.mcpUrl}</code></li>
</ul>
<p>${
    en
      ? "The API returns the very same ranked list as each game page. Limits: 30 requests a minute and 1,000 a day per address; answers are cached for a day. Please do not mirror the catalog in bulk."
      : "API отдаёт ровно тот же список, что и страница игры. Лимиты: 30 запросов в минуту и 1000 в день с одного адреса; ответы кешируются на сутки. Пожалуйста, не копируйте каталог целиком."
  }</p>
<h2>${en ? "Data sources" : "Источники данных"}</h2>
<ul>${SOURCES.map((s) => html`<li><a href="${href(s.url)}" rel="noopener">${s.what[o.lang]}</a>: ${s.note[o.lang]}</li>`)}</ul>
${
  o.meta
    ? html`<p class="muted">${en ? "Catalog" : "Каталог"}: ${formatCount(o.meta.games, o.lang)} ${en ? "games, built" : "игр, собран"} <time datetime="${o.meta.builtAt}">${o.meta.builtAt}</time>.${
        Object.keys(o.meta.snapshots).length
          ? html` ${en ? "Snapshots" : "Снимки"}: ${Object.entries(o.meta.snapshots).map(([k, v], i) => html`${i ? ", " : ""}<span class="nowrap">${k} (${v})</span>`)}.`
          : ""
      }</p>`
    : ""
}
<p class="muted">${
    en
      ? "Steam and the Steam logo are trademarks of Valve Corporation; this site is not affiliated with Valve. Game descriptions belong to their publishers."
      : "Steam — товарный знак Valve Corporation; сайт не связан с Valve. Описания игр принадлежат их издателям."
  }</p>`;
  return renderPage({
    lang: o.lang,
    title: t.aboutTitle,
    description: t.tagline,
    canonical: `${o.base}/about${o.lang === "ru" ? "?lang=ru" : ""}`,
    otherLang: o.lang === "ru" ? "/about" : "/about?lang=ru",
    base: o.base,
    dates: o.dates,
    body,
  });
}
