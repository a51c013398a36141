// The website's refinements of a list (length, difficulty, sessions, co-op): read from a page URL, applied through the
// recommender like the API does, and shown as chips with how many of the listed games have each value.
import type { Game } from "../catalog/types";
import type { Recommender, SimilarPick } from "../recommender/types";
import { REFINE_KEYS, REFINE_VALUES, type RefineKey, type Refinements } from "../schemas";
import { WEB_LIST_N, sitePaths } from "./game-list";
import { html, type SafeHtml } from "./html";
import { summaryWord, ui } from "./strings";
import type { ListOptions, PageLang } from "./types";

/** What the chips show: per field and value, how many listed games have it; and games left out for unknown data. */
export interface RefineView {
  counts: { [K in RefineKey]: Record<string, number> };
  /** Set on a refined list only. */
  leftOutUnknown: number | null;
}

const WORDS: Record<PageLang, { nav: string; clear: string; counted: (n: number) => string; leftOut: (n: number) => string }> = {
  en: {
    nav: "Refine by how it plays",
    counted: (n) => `${n} of the games listed`,
    clear: "Clear refinements",
    leftOut: (n) => `${n} more similar ${n === 1 ? "game is" : "games are"} left out: the data does not say.`,
  },
  ru: {
    nav: "Уточнить, как играется",
    counted: (n) => `игр в этом списке: ${n}`,
    clear: "Сбросить уточнения",
    leftOut: (n) => `Ещё похожих игр, о которых данные молчат, не показано: ${n}.`,
  },
};

/**
 * The refinements of a page URL, read leniently like the filters: unknown values are dropped, null when none is left.
 *
 * @example
 * pageRefinements(new URLSearchParams("length=short,tiny&co_op=local")); // { length: ["short"], co_op: ["local"] }
 */
export function pageRefinements(params: URLSearchParams): Refinements | null {
  const out: Record<string, string[]> = {};
  for (const key of REFINE_KEYS) {
    const asked = new Set((params.get(key) ?? "").toLowerCase().split(",").map((v) => v.trim()));
    const values = REFINE_VALUES[key].filter((v) => asked.has(v));
    if (values.length) out[key] = values;
  }
  return Object.keys(out).length ? (out as Refinements) : null;
}

/**
 * A page's list and its chips' figures: the recommender's list for the page's options (refined through the same
 * entry point the API uses, so the page and the API agree), and the listed games' values as refined lists read them.
 */
export function pageList(deps: { recommender: Recommender }, seed: Game, options: ListOptions): { picks: SimilarPick[]; refineView: RefineView } {
  const base = { n: WEB_LIST_N, lang: options.lang, filters: { ...options.filters } };
  const refined = options.refine ? deps.recommender.similarRefined(seed, { ...base, refine: options.refine }) : null;
  const picks = refined ? refined.picks : deps.recommender.similar(seed, base);
  const counts = Object.fromEntries(REFINE_KEYS.map((k) => [k, {}])) as RefineView["counts"];
  // The recommender's codes, not the summaries' rows: reading them in one statement was still a twelfth of an
  // uncached game page, and a chip then counts exactly what its refined list will cut by.
  for (const values of deps.recommender.refineValues(picks.map((p) => p.game.appid))) {
    for (const [key, value] of values) counts[key][value] = (counts[key][value] ?? 0) + 1;
  }
  return { picks, refineView: { counts, leftOutUnknown: refined ? refined.leftOutUnknown : null } };
}

/** A value's words on a chip: the summary's own ("Short (an evening or two)"), co-op kinds as the summary says them. */
function valueWord(key: RefineKey, value: string, lang: PageLang): string {
  const word = summaryWord(key === "co_op" ? `${value}_coop` : value, lang);
  return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
}

/**
 * The refinement chips of a list: per field, one link per value, with how many of the listed games have it (when
 * any does). A link narrows that field to its value (or, when it is the current one,
 * lifts it) and keeps the filters; plain links, so they work without script. Under them, on a refined list, how many
 * similar games were left out because their data does not say. The chips sit in a disclosure, `open` on the list
 * page; the game page folds it, as nine rows of chips on a phone would push the first pick off its first screen.
 *
 * @example
 * renderRefineChips(1145360, { lang: "en", filters, refine: null }, view, { open: true }); // <details class="refine" open>…<nav class="filters refine" …>…Long · 9…
 */
export function renderRefineChips(
  appid: number, options: ListOptions, view: RefineView | undefined, { open }: { open: boolean },
): SafeHtml | "" {
  if (!view) return "";
  const { lang, filters } = options;
  const t = ui(lang);
  const w = WORDS[lang];
  const current = options.refine ?? {};
  const label: Record<RefineKey, string> = { length: t.length, difficulty: t.difficulty, session_shape: t.sessions, co_op: t.coopPlay };
  const link = (refine: Refinements | null, text: string, on: boolean, title: string | null = null) =>
    html`<li><a href="${sitePaths.like(appid, { ...filters, refine, lang })}" rel="nofollow"${title ? html` title="${title}"` : ""}${on ? html` aria-current="true"` : ""}>${text}</a></li>`;
  const rows = REFINE_KEYS.map((key) => {
    const chosen = new Set<string>(current[key] ?? []);
    return html`<ul class="chips" aria-label="${label[key]}">${(REFINE_VALUES[key] as readonly string[]).map((v) => {
      const on = chosen.has(v);
      const next = { ...current, [key]: on ? undefined : [v] } as Refinements;
      const count = view.counts[key][v] ?? 0;
      return link(refinedOrNull(next), count ? `${valueWord(key, v, lang)} · ${count}` : valueWord(key, v, lang), on, count ? w.counted(count) : null);
    })}</ul>`;
  });
  const any = REFINE_KEYS.some((k) => current[k]?.length);
  return html`<details class="refine"${open ? html` open` : ""}><summary>${w.nav}</summary>
<nav class="filters refine" aria-label="${w.nav}">
${rows}${any ? html`<ul class="chips">${link(null, w.clear, false)}</ul>` : ""}
</nav>
</details>
${view.leftOutUnknown ? html`<p class="muted">${w.leftOut(view.leftOutUnknown)}</p>` : ""}`;
}

function refinedOrNull(r: Refinements): Refinements | null {
  const kept = Object.fromEntries(Object.entries(r).filter(([, v]) => v?.length));
  return Object.keys(kept).length ? (kept as Refinements) : null;
}
