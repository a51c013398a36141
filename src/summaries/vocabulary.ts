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
