// Lenient reading of page query parameters: a website link with an odd value still shows a page, with defaults.
import type { SimilarFilters } from "../recommender/types";
import { isDeckFilter } from "../schemas";
import { pageRefinements } from "./refine-chips";
import type { ListOptions, PageLang } from "./types";

/** The booleans Pydantic accepts as true (any case), so an API `list_url` and a hand-typed link agree. */
const TRUE_WORDS = new Set(["true", "1", "yes", "on", "t", "y"]);
/** Longest appid path segment accepted (Steam appids are far below 10 digits). */
const MAX_APPID_DIGITS = 10;
/** Language ranges of Accept-Language looked at (a header can be long; the first ones carry the preference). */
const MAX_LANGUAGE_RANGES = 20;

/**
 * The page language: `ru` when asked for, else `en`.
 *
 * @example
 * pageLang(new URLSearchParams("lang=ru")); // "ru"
 */
export function pageLang(params: URLSearchParams): PageLang {
  return params.get("lang")?.trim().toLowerCase() === "ru" ? "ru" : "en";
}

/**
 * The request's parameters with `lang=ru` added when the link names no language and the browser's Accept-Language
 * ranks Russian above English (a link's `lang`, which the language switch always sets, wins).
 *
 * @example
 * preferredLang(new URLSearchParams("q=x"), "ru-RU,ru;q=0.9,en;q=0.8").get("lang"); // "ru"
 */
export function preferredLang(params: URLSearchParams, acceptLanguage: string | null): URLSearchParams {
  if (params.has("lang") || !acceptLanguage || !prefersRussian(acceptLanguage)) return params;
  const withRu = new URLSearchParams(params);
  withRu.set("lang", "ru");
  return withRu;
}

// Russian's weight beats every English range's (RFC 9110 §12.5.4 q-values; a missing q is 1).
function prefersRussian(header: string): boolean {
  let ru = 0;
  let en = 0;
  for (const part of header.split(",").slice(0, MAX_LANGUAGE_RANGES)) {
    const [range = "", ...opts] = part.trim().toLowerCase().split(";");
    const q = Number(opts.map((o) => o.trim()).find((o) => o.startsWith("q="))?.slice(2) ?? 1);
    if (!Number.isFinite(q)) continue;
    const primary = range.split("-")[0];
    if (primary === "ru") ru = Math.max(ru, q);
    else if (primary === "en") en = Math.max(en, q);
  }
  return ru > 0 && ru > en;
}

/**
 * The list filters of a page URL; unknown values fall back to the defaults (`free=false`, `coop=false`, `deck=null`).
 *
 * @example
 * pageFilters(new URLSearchParams("free=yes&deck=verified")); // { free: true, coop: false, deck: "verified" }
 */
export function pageFilters(params: URLSearchParams): SimilarFilters {
  const deck = params.get("deck")?.trim().toLowerCase();
  return {
    free: isTrue(params.get("free")),
    coop: isTrue(params.get("coop")),
    deck: isDeckFilter(deck) ? deck : null,
  };
}

/** Language, filters and refinements of a list page together. */
export function listOptions(params: URLSearchParams): ListOptions {
  return { lang: pageLang(params), filters: pageFilters(params), refine: pageRefinements(params) };
}

/**
 * The appid of a `/game/{appid}` path segment, or null when it is not a plain positive integer.
 *
 * @example
 * parseAppid("1145360"); // 1145360
 * parseAppid("0x10"); // null
 */
export function parseAppid(segment: string): number | null {
  if (!/^[0-9]+$/.test(segment) || segment.length > MAX_APPID_DIGITS) return null;
  const n = Number(segment);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function isTrue(value: string | null): boolean {
  return value !== null && TRUE_WORDS.has(value.trim().toLowerCase());
}
