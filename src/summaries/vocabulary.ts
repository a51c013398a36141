// The summary's fixed vocabulary in Russian (data/ru.json): coded values, hook and dealbreaker phrases, and the
// labels of the game_facts briefing. REST fields stay the English codes; pages and briefings show these words.
import ru from "./data/ru.json";

const PHRASES: Readonly<Record<string, string>> = ru.phrases;
const VALUES: Readonly<Record<string, string>> = ru.values;

/** The briefing's labels in Russian. */
export const RU_BRIEFING_LABELS: Readonly<Record<keyof typeof ru.briefing, string>> = ru.briefing;

/**
 * A hook or dealbreaker phrase in the reader's language; English (or a phrase with no entry) stays as it is.
 *
 * @example
 * summaryPhrase("toxic players", "ru"); // "токсичные игроки"
 */
export function summaryPhrase(phrase: string, lang: string): string {
  return lang === "ru" ? (PHRASES[phrase] ?? phrase) : phrase;
}

/**
 * The English phrase a Russian hook or dealbreaker phrase translates (the table is one to one); any other text stays
 * as it is.
 *
 * @example
 * englishPhrase("токсичные игроки"); // "toxic players"
 */
export function englishPhrase(phrase: string): string {
  return ENGLISH_OF.get(phrase) ?? phrase;
}

const ENGLISH_OF: ReadonlyMap<string, string> = new Map(Object.entries(PHRASES).map(([en, ru]) => [ru, en]));

/** The summary's coded values (difficulty, length, session_shape, co_op) in English words. */
const SUMMARY_WORDS_EN: Readonly<Record<string, string>> = {
  relaxed: "relaxed",
  moderate: "moderate",
  challenging: "challenging",
  punishing: "punishing",
  short: "short (an evening or two)",
  medium: "medium length",
  long: "long",
  massive: "massive",
  endless: "endless",
  short_bursts: "short bursts",
  flexible: "flexible sessions",
  long_sessions: "long sessions",
  solo_only: "single-player only",
  online_coop: "online co-op",
  local_coop: "local co-op",
  online_and_local: "online and local co-op",
};

/**
 * A coded summary value (difficulty, length, session_shape, co_op) in words of `lang`, or null without an entry.
 *
 * @example
 * summaryValue("short_bursts", "en"); // "short bursts"
 */
export function summaryValue(code: string, lang: string): string | null {
  return (lang === "ru" ? VALUES[code] : SUMMARY_WORDS_EN[code]) ?? null;
}

/**
 * A coded summary value (difficulty, length, session_shape, co_op) in Russian, or null without an entry.
 *
 * @example
 * summaryValueRu("online_and_local"); // "кооператив по сети и локально"
 */
export function summaryValueRu(code: string): string | null {
  return VALUES[code] ?? null;
}

/** Every phrase and value the vocabulary knows, for the completeness check. */
export const RU_VOCABULARY = { phrases: Object.keys(PHRASES), values: Object.keys(VALUES) };
