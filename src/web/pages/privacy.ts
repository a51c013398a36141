// The privacy page (`/privacy`): what the service records about a visit, for how long, and what it never does.
import { SERVICE_NAME } from "../../config/config";
import { html } from "../html";
import { renderPage } from "../layout";
import { ui } from "../strings";
import type { PageLang } from "../types";

/** The page's points per language; kept next to each other so a change to one is made to both. */
const TEXT: Record<PageLang, { intro: string; points: string[] }> = {
  en: {
    intro: `${SERVICE_NAME} is a read-only lookup. It has no accounts, sets no cookies, runs no analytics or ads, and loads no third-party script.`,
    points: [
      "Rate limits count requests per IP address. The counters live in memory (or in the service's Redis) and expire on their own: the per-minute ones within a minute, the daily ones within a day.",
      "Answers are cached for up to a day, keyed by the request (the game asked about and the options), not by who asked.",
      "Server logs record failures and operational events (time, path, error); they contain no request bodies and are kept only as long as the host's log retention, at most 30 days.",
      "The descriptions typed into “Describe the game” are used to answer that one request. When the operator has configured a language model, the description is sent to it to rank the guesses; it is not stored by this service.",
      "Game images load from Steam's public image server (shared.akamai.steamstatic.com), which sees your IP address like any image request; no referrer is sent.",
      "Links to the Steam store leave this site; Valve's privacy policy applies there.",
    ],
  },
  ru: {
    intro: `${SERVICE_NAME} — справочный сервис только для чтения. Без учётных записей, без cookie, без аналитики и рекламы, без сторонних скриптов.`,
    points: [
      "Лимиты считают запросы по IP-адресу. Счётчики хранятся в памяти (или в Redis сервиса) и истекают сами: поминутные — в течение минуты, суточные — в течение суток.",
      "Ответы кешируются до суток по самому запросу (игра и параметры), а не по тому, кто спросил.",
      "В журналах сервера — сбои и служебные события (время, путь, ошибка), без тела запросов; хранятся не дольше срока хранения журналов хостинга, не более 30 дней.",
      "Текст из формы «Опишите игру» используется только для ответа на этот запрос. Если оператор подключил языковую модель, описание отправляется ей для ранжирования догадок; сервис его не сохраняет.",
      "Картинки игр загружаются с публичного сервера изображений Steam (shared.akamai.steamstatic.com), который, как при любой загрузке картинки, видит ваш IP-адрес; referrer не передаётся.",
      "Ссылки на магазин Steam ведут за пределы сайта; там действует политика конфиденциальности Valve.",
    ],
  },
};

/**
 * Renders the privacy page; every footer links it (publishing a GPT with actions asks for its URL).
 *
 * @example
 * renderPrivacyPage("en", "https://sp.example"); // "…<h1>Privacy</h1>…no cookies…"
 */
export function renderPrivacyPage(lang: PageLang, base: string): string {
  const t = ui(lang);
  const text = TEXT[lang];
  return renderPage({
    lang,
    title: t.privacyTitle,
    description: text.intro,
    canonical: `${base}/privacy${lang === "ru" ? "?lang=ru" : ""}`,
    otherLang: lang === "ru" ? "/privacy" : "/privacy?lang=ru",
    base,
    body: html`<h1>${t.privacyTitle}</h1>
<p>${text.intro}</p>
<ul class="privacy">${text.points.map((p) => html`<li>${p}</li>`)}</ul>`,
  });
}
