// The website's interface text in English and Russian; game data itself stays English.
import type { DeckStatus } from "../catalog/types";
import { SERVICE_NAME } from "../config/config";
import { ruGenre, ruTag } from "../recommender/ru-names";
import { summaryValue } from "../summaries/vocabulary";
import { html, type SafeHtml } from "./html";
import type { PageLang } from "./types";

/** Every label a page shows, per language. */
export interface UiText {
  tagline: string;
  /** The home page's document title (under 60 characters, so search results show it whole). */
  homeTitle: string;
  homeHeading: string;
  homeIntro: string;
  /** The footer's line about where the data comes from (the API's attribution sentence is for developers: /about). */
  dataLine: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  /** The header's search button: short, so the box beside it keeps room for its hint on a phone. */
  searchButtonShort: string;
  examples: string;
  findPrompt: string;
  findLink: string;
  notFoundTitle: string;
  notFoundQuery: (q: string) => string;
  notFoundHint: string;
  describeInstead: string;
  pageNotFound: string;
  pageNotFoundHint: string;
  gameNotFound: (appid: string) => string;
  otherMatches: (count: number) => string;
  gamesLike: (name: string) => string;
  noPicks: string;
  released: string;
  comingSoon: string;
  developers: string;
  genres: string;
  tags: string;
  price: string;
  priceUnknown: string;
  priceFree: string;
  deck: string;
  reviews: string;
  reviewsLine: (pct: number, total: string) => string;
  noReviews: string;
  store: string;
  filters: string;
  free: string;
  coop: string;
  deckAny: string;
  deckPlayable: string;
  deckVerified: string;
  language: string;
  clearFilters: string;
  seeFullPage: string;
  deckStatus: Record<DeckStatus, string>;
  findTitle: string;
  findIntro: string;
  findLabel: string;
  findButton: string;
  findTooShort: (min: number) => string;
  findUnavailable: string;
  findConfidence: Record<"high" | "medium" | "low", string>;
  findNoResults: string;
  rateLimited: (seconds: number) => string;
  tooManyPages: (seconds: number) => string;
  aboutTitle: string;
  citing: (base: string) => SafeHtml;
  about: string;
  errorTitle: string;
  errorText: string;
  privacy: string;
  privacyTitle: string;
  /** The footer's dates line; each date comes as markup that does not wrap. */
  freshness: (deck: SafeHtml | null, reviews: SafeHtml | null) => SafeHtml;
  aboutGame: string;
  playersSay: string;
  difficulty: string;
  length: string;
  sessions: string;
  coopPlay: string;
  hooks: string;
  dealbreakers: string;
  summaryNote: string;
}

const EN: UiText = {
  tagline: "Games like the one you love: ranked picks from the Steam catalog, each with a reason.",
  homeTitle: `${SERVICE_NAME}: find games like the one you love`,
  homeHeading: "Find games like the one you love",
  homeIntro: "Name a game and get ranked picks from the Steam catalog, each with a reason.",
  dataLine: "Game data from the Steam store and open datasets (see About). Not affiliated with Valve.",
  searchLabel: "Game name, Steam appid or store link",
  searchPlaceholder: "Game name or appid",
  searchButton: "Find similar games",
  searchButtonShort: "Search",
  examples: "Try:",
  findPrompt: "Only remember what happens in it?",
  findLink: "Describe the game",
  notFoundTitle: "No game found",
  notFoundQuery: (q) => `No game in the catalog matches “${q}”.`,
  notFoundHint: "Check the spelling, try the English title, paste the Steam store link, or describe the game.",
  describeInstead: "Describe it instead",
  pageNotFound: "Page not found",
  pageNotFoundHint: "This address is not a page of the site.",
  gameNotFound: (appid) => `No game with Steam appid ${appid} is in the catalog.`,
  otherMatches: (n) => `Not the game you meant? ${n === 1 ? "One other match" : `${n} other matches`}`,
  gamesLike: (name) => `Games like ${name}`,
  noPicks: "No similar games match these filters.",
  released: "Released",
  comingSoon: "Not released yet",
  developers: "Developers",
  genres: "Genres",
  tags: "Tags",
  price: "Price",
  priceUnknown: "unknown",
  priceFree: "Free",
  deck: "Steam Deck",
  reviews: "Reviews",
  reviewsLine: (pct, total) => `${pct}% positive of ${total}`,
  noReviews: "no reviews known",
  store: "Steam store page",
  filters: "Filters",
  free: "Free to play",
  coop: "Co-op",
  deckAny: "Deck: any",
  deckPlayable: "Deck: playable",
  deckVerified: "Deck: verified",
  language: "Language",
  clearFilters: "Clear filters",
  seeFullPage: "About this game",
  deckStatus: { verified: "Verified", playable: "Playable", unsupported: "Unsupported", unknown: "Unknown" },
  findTitle: "Find a game by description",
  findIntro: "Describe what you remember: the setting, what you do, how it looks, roughly when it came out.",
  findLabel: "What do you remember?",
  findButton: "Find the game",
  findTooShort: (min) => `Please write at least ${min} characters.`,
  findUnavailable: "Search by description is not available on this server right now.",
  findConfidence: { high: "Confident match", medium: "Possible matches", low: "Unsure: best guesses" },
  findNoResults: "Nothing fits this description.",
  rateLimited: (s) => `Too many searches from your address. Please try again in ${s} seconds.`,
  tooManyPages: (s) => `Too many pages from your address at once. Please try again in ${s} seconds.`,
  aboutTitle: "About",
  citing: (base) =>
    html`Data: ${SERVICE_NAME} (${base}). When you use it, name ${SERVICE_NAME} and link each game's page (the <code>url</code> of an API answer). Please do not mirror the catalog in bulk.`,
  about: "About & API",
  errorTitle: "Something went wrong",
  errorText: "The page could not be built. Please try again later.",
  privacy: "Privacy",
  privacyTitle: "Privacy",
  freshness: (deck, reviews) => html`${deck ? html`Deck status as of ${deck}` : ""}${deck && reviews ? "; " : ""}${reviews ? html`reviews as of ${reviews}` : ""}.`,
  aboutGame: "About the game",
  playersSay: "What players say",
  difficulty: "Difficulty",
  length: "Length",
  sessions: "Sessions",
  coopPlay: "Co-op",
  hooks: "Players love",
  dealbreakers: "Puts some off",
  summaryNote: "Mined from player reviews.",
};

const RU: UiText = {
  tagline: "Игры, похожие на любимую: подборка из каталога Steam с причиной для каждой игры.",
  homeTitle: `${SERVICE_NAME}: игры, похожие на любимую`,
  homeHeading: "Найдите игры, похожие на любимую",
  homeIntro: "Назовите игру и получите подборку из каталога Steam с причиной для каждой игры.",
  dataLine: "Данные об играх — из магазина Steam и открытых наборов данных (см. «О сервисе»). Сайт не связан с Valve.",
  searchLabel: "Название игры, appid в Steam или ссылка на магазин",
  searchPlaceholder: "Название или appid",
  searchButton: "Найти похожие",
  searchButtonShort: "Найти",
  examples: "Например:",
  findPrompt: "Помните только, что в ней происходит?",
  findLink: "Опишите игру",
  notFoundTitle: "Игра не найдена",
  notFoundQuery: (q) => `В каталоге нет игры «${q}».`,
  notFoundHint: "Проверьте написание, попробуйте английское название, вставьте ссылку на Steam или опишите игру.",
  describeInstead: "Описать игру",
  pageNotFound: "Страница не найдена",
  pageNotFoundHint: "По этому адресу на сайте ничего нет.",
  gameNotFound: (appid) => `В каталоге нет игры с appid ${appid}.`,
  otherMatches: (n) => `Не та игра? Другие совпадения: ${n}`,
  gamesLike: (name) => `Игры, похожие на ${name}`,
  noPicks: "С такими фильтрами похожих игр нет.",
  released: "Выход",
  comingSoon: "Ещё не вышла",
  developers: "Разработчики",
  genres: "Жанры",
  tags: "Метки",
  price: "Цена",
  priceUnknown: "неизвестна",
  priceFree: "Бесплатно",
  deck: "Steam Deck",
  reviews: "Отзывы",
  reviewsLine: (pct, total) => `${pct}% положительных из ${total}`,
  noReviews: "отзывов нет",
  store: "Страница в Steam",
  filters: "Фильтры",
  free: "Бесплатные",
  coop: "Кооператив",
  deckAny: "Deck: любой",
  deckPlayable: "Deck: играбельно",
  deckVerified: "Deck: проверено",
  language: "Язык",
  clearFilters: "Сбросить фильтры",
  seeFullPage: "Об игре",
  deckStatus: { verified: "Проверено", playable: "Играбельно", unsupported: "Не поддерживается", unknown: "Неизвестно" },
  findTitle: "Найти игру по описанию",
  findIntro: "Опишите, что помните: место действия, что делает игрок, как выглядит игра, примерно когда вышла.",
  findLabel: "Что вы помните?",
  findButton: "Найти игру",
  findTooShort: (min) => `Напишите хотя бы ${min} символов.`,
  findUnavailable: "Поиск по описанию сейчас недоступен на этом сервере.",
  findConfidence: { high: "Уверенное совпадение", medium: "Возможные совпадения", low: "Не уверены: лучшие догадки" },
  findNoResults: "Под это описание ничего не подходит.",
  rateLimited: (s) => `Слишком много поисков с вашего адреса. Попробуйте через ${s} с.`,
  tooManyPages: (s) => `Слишком много страниц с вашего адреса сразу. Попробуйте через ${s} с.`,
  aboutTitle: "О сервисе",
  citing: (base) =>
    html`Данные: ${SERVICE_NAME} (${base}). Используя их, называйте ${SERVICE_NAME} и ставьте ссылку на страницу каждой игры (поле <code>url</code> в ответе API). Пожалуйста, не копируйте каталог целиком.`,
  about: "О сервисе и API",
  errorTitle: "Что-то пошло не так",
  errorText: "Не удалось собрать страницу. Попробуйте позже.",
  privacy: "Конфиденциальность",
  privacyTitle: "Конфиденциальность",
  freshness: (deck, reviews) => html`${deck ? html`Статус Steam Deck на ${deck}` : ""}${deck && reviews ? "; " : ""}${reviews ? html`отзывы на ${reviews}` : ""}.`,
  aboutGame: "Об игре",
  playersSay: "Что говорят игроки",
  difficulty: "Сложность",
  length: "Длительность",
  sessions: "Сессии",
  coopPlay: "Кооператив",
  hooks: "Игрокам нравится",
  dealbreakers: "Кого-то отталкивает",
  summaryNote: "По отзывам игроков.",
};

/**
 * The interface text of one language.
 *
 * @example
 * ui("ru").searchButton; // "Найти похожие"
 */
export function ui(lang: PageLang): UiText {
  return lang === "ru" ? RU : EN;
}

/**
 * A count with thousands separators in the page language.
 *
 * @example
 * formatCount(250000, "en"); // "250,000"
 */
export function formatCount(n: number, lang: PageLang): string {
  return n.toLocaleString(lang === "ru" ? "ru-RU" : "en-US");
}

/**
 * A tag or store genre as a page shows it: English on English pages, the why lines' Russian name (capitalised) on
 * Russian ones, so chips, genre lines and why lines name a tag the same way.
 *
 * @example
 * tagLabel("Roguelike", "ru"); // "Рогалик"
 */
export function tagLabel(tag: string, lang: PageLang, kind: "tag" | "genre" = "tag"): string {
  if (lang === "en") return tag;
  const ru = kind === "genre" ? ruGenre(tag) : ruTag(tag);
  return ru.charAt(0).toLocaleUpperCase("ru") + ru.slice(1);
}


/**
 * A coded summary answer in the page language ("short_bursts" → "short bursts" / "короткие заходы"); a value with
 * no entry is shown as it is, underscores as spaces.
 *
 * @example
 * summaryWord("challenging", "ru"); // "непростая"
 */
export function summaryWord(code: string, lang: PageLang): string {
  return summaryValue(code, lang) ?? code.replace(/_/g, " ");
}
