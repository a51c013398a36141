// The find-a-game page (`/find?description=`): a form, and the finder's guesses when a description is given.
import type { FindAnswer } from "../../finder/types";
import { DESCRIPTION_MAX_CHARS, DESCRIPTION_MIN_CHARS } from "../../schemas";
import type { FindGameOutput } from "../../mcp-tools/find-game-by-description";
import { gameArt } from "../art";
import { englishIn, gamePath, yearAfter } from "../game-list";
import { FIND_FILL_SCRIPT } from "../find-fill";
import type { DataDates } from "../freshness";
import { html, raw, type SafeHtml } from "../html";
import { renderPage } from "../layout";
import { ui } from "../strings";
import type { PageLang } from "../types";

/** Shortest description searched (the find tool's own minimum). */
export const FIND_MIN_CHARS = DESCRIPTION_MIN_CHARS;
/** Longest description kept; the rest is cut (the find tool's maximum). */
export const FIND_MAX_CHARS = DESCRIPTION_MAX_CHARS;

/** What the page shows under the form. */
export type FindState =
  | { kind: "form" }
  | { kind: "too_short" }
  | { kind: "unavailable" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "results"; answer: FindAnswer | Pick<FindGameOutput, "confidence" | "results"> };

/**
 * Renders the find page with the description kept in the form (escaped) and, per `state`, the guesses or a notice.
 *
 * @example
 * renderFindPage({ lang: "en", base, description: "cat in a cyberpunk city", state: { kind: "results", answer } });
 */
export function renderFindPage(o: { lang: PageLang; base: string; description: string; state: FindState; dates?: DataDates }): string {
  const t = ui(o.lang);
  const body = html`<h1>${t.findTitle}</h1>
<p>${t.findIntro}</p>
<form action="/find" method="get">
<label for="description">${t.findLabel}</label>
<textarea id="description" name="description" minlength="${FIND_MIN_CHARS}" maxlength="${FIND_MAX_CHARS}" required>${o.description}</textarea>${
    o.lang === "ru" ? html`<input type="hidden" name="lang" value="ru">` : ""
  }
<p><button type="submit">${t.findButton}</button></p>
</form>
<script>${raw(FIND_FILL_SCRIPT)}</script>
${renderState(o.state, o.lang)}`;
  return renderPage({
    lang: o.lang,
    title: t.findTitle,
    description: t.findIntro,
    canonical: o.state.kind === "form" ? `${o.base}/find${o.lang === "ru" ? "?lang=ru" : ""}` : undefined,
    noindex: o.state.kind !== "form",
    art: o.state.kind === "results",
    otherLang: findPath(o.description, o.lang === "ru" ? "en" : "ru"),
    base: o.base,
    dates: o.dates,
    body,
  });
}

function renderState(state: FindState, lang: PageLang): SafeHtml | "" {
  const t = ui(lang);
  switch (state.kind) {
    case "form":
      return "";
    case "too_short":
      return html`<p class="notice">${t.findTooShort(FIND_MIN_CHARS)}</p>`;
    case "unavailable":
      return html`<p class="notice">${t.findUnavailable}</p>`;
    case "rate_limited":
      return html`<p class="notice">${t.rateLimited(state.retryAfterSeconds)}</p>`;
    case "results": {
      const a = state.answer;
      if (a.results.length === 0) return html`<p class="notice">${t.findNoResults}</p>`;
      return html`<section aria-labelledby="guesses">
<h2 id="guesses" data-confidence="${a.confidence}">${t.findConfidence[a.confidence]}</h2>
<ol class="picks">${a.results.map(
        (r) => html`<li data-appid="${r.appid}">${gameArt(r, "capsule")}<div class="pick-text"><a class="name" href="${gamePath(r.appid, lang)}"${englishIn(lang)}>${r.name}</a>${yearAfter(
          r,
        )}<p class="why">${r.why}</p></div></li>
`,
      )}</ol>
</section>`;
    }
  }
}

// The find page in `lang`, keeping the description when there is one.
function findPath(description: string, lang: PageLang): string {
  const q = new URLSearchParams();
  if (description) q.set("description", description);
  if (lang === "ru") q.set("lang", "ru");
  const qs = q.toString();
  return qs ? `/find?${qs}` : "/find";
}
