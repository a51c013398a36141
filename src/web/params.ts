// Lenient reading of page query parameters: a website link with an odd value still shows a page, with defaults.
import type { SimilarFilters } from "../recommender/types";
import { isDeckFilter } from "../schemas";
import type { ListOptions, PageLang } from "./types";

/** The booleans Pydantic accepts as true (any case), so an API `list_url` and a hand-typed link agree. */
const TRUE_WORDS = new Set(["true", "1", "yes", "on", "t", "y"]);
/** Longest appid path segment accepted (Steam appids are far below 10 digits). */
const MAX_APPID_DIGITS = 10;

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

/** Language and filters of a list page together. */
export function listOptions(params: URLSearchParams): ListOptions {
  return { lang: pageLang(params), filters: pageFilters(params) };
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
