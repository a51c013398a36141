// The game_facts answer as a short briefing a model can read aloud: what the game is like first, then the numbers.
// With lang=ru the summary's fixed words (labels, values, hooks, dealbreakers) are Russian; game data stays English.
import type { AgentFactsSummaryT, GameFactsResponseT } from "../schemas";
import { RU_BRIEFING_LABELS, summaryPhrase, summaryValueRu } from "../summaries/vocabulary";

/** Words for each summary value, as a player would say them. */
const VALUE_WORDS: Record<string, string> = {
  short: "short (an evening or two)",
  medium: "medium",
  long: "long",
  massive: "massive",
  endless: "endless (sandbox or live game, no set end)",
  short_bursts: "short bursts",
  flexible: "flexible",
  long_sessions: "long sessions",
  solo_only: "single-player only",
  online_coop: "online co-op",
  local_coop: "local (same room) co-op",
  online_and_local: "online and local co-op",
};
const EN_LABELS: typeof RU_BRIEFING_LABELS = {
  difficulty: "Difficulty",
  length: "Length",
  sessions: "Sessions",
  coop: "Co-op",
  love: "Players love",
  complain: "Players complain about",
  none: "No player summary for this game yet.",
};

const labelsOf = (lang: string) => (lang === "ru" ? RU_BRIEFING_LABELS : EN_LABELS);
const valueWord = (code: string, lang: string) => (lang === "ru" ? summaryValueRu(code) : VALUE_WORDS[code]) ?? code;

const fmt = (n: number) => n.toLocaleString("en-US");

/** The summary's lines: tagline, then one line of difficulty/length/sessions/co-op, then hooks and dealbreakers. */
function summaryLines(s: AgentFactsSummaryT, lang: string): string[] {
  const t = labelsOf(lang);
  const traits = [
    s.difficulty && `${t.difficulty}: ${valueWord(s.difficulty, lang)}`,
    s.length && `${t.length}: ${valueWord(s.length, lang)}`,
    s.session_shape && `${t.sessions}: ${valueWord(s.session_shape, lang)}`,
    s.co_op && `${t.coop}: ${valueWord(s.co_op, lang)}`,
  ].filter(Boolean);
  const phrases = (list: string[]) => list.map((p) => summaryPhrase(p, lang)).join("; ");
  return [
    traits.length ? `${traits.join(". ")}.` : "",
    s.hooks.length ? `${t.love}: ${phrases(s.hooks)}.` : "",
    s.dealbreakers.length ? `${t.complain}: ${phrases(s.dealbreakers)}.` : "",
  ].filter(Boolean);
}

/**
 * The briefing text of a game_facts answer: the game and its tagline, what it is like, the store description, the
 * numbers, the links and the attribution. Unknown parts are left out rather than guessed.
 *
 * @example
 * factsBriefing(answer);
 * // "Hades (2020, Supergiant Games): Defy the god of the dead as you hack and slash out of the Underworld.\n
 * //  Difficulty: challenging. Sessions: short bursts. Co-op: single-player only.\n …"
 */
export function factsBriefing(answer: GameFactsResponseT): string {
  const g = answer.game;
  const s = g.summary ?? null;
  const who = [g.year ?? (g.coming_soon ? "not released yet" : null), g.developers?.slice(0, 2).join(", ")].filter(Boolean).join(", ");
  const head = `${g.name}${who ? ` (${who})` : ""}${s?.tagline ? `: ${s.tagline}.` : ""}`;
  const numbers = [
    g.price.text && `Price: ${g.price.text}`,
    g.reviews && `Reviews: ${g.reviews.positive_pct}% positive of ${fmt(g.reviews.total)}`,
    `Steam Deck: ${g.handheld_status}`,
    g.tags?.length ? `Tags: ${g.tags.slice(0, 6).join(", ")}` : null,
  ].filter(Boolean);
  const others = answer.other_matches?.length
    ? `Did you mean another game? ${answer.other_matches.map((m) => `${m.name} (appid ${m.appid})`).join(", ")}.`
    : "";
  return [
    head,
    ...(s ? summaryLines(s, answer.lang ?? "en") : [labelsOf(answer.lang ?? "en").none]),
    g.description ? `Store description: ${g.description}` : "",
    `${numbers.join(". ")}.`,
    `Page: ${g.url} (similar games: ${g.similar_url}). Steam: ${g.store_url}`,
    others,
    answer.attribution,
  ]
    .filter(Boolean)
    .join("\n");
}
