// The game_facts answer as a short briefing a model can read aloud: what the game is like first, then the numbers.
import type { AgentFactsSummaryT, GameFactsResponseT } from "../schemas";

/** Words for each summary value, as a player would say them. */
const LENGTH_WORDS: Record<string, string> = {
  short: "short (an evening or two)",
  medium: "medium",
  long: "long",
  massive: "massive",
  endless: "endless (sandbox or live game, no set end)",
};
const SESSION_WORDS: Record<string, string> = { short_bursts: "short bursts", flexible: "flexible", long_sessions: "long sessions" };
const COOP_WORDS: Record<string, string> = {
  solo_only: "single-player only",
  online_coop: "online co-op",
  local_coop: "local (same-screen) co-op",
  online_and_local: "online and local co-op",
};

const fmt = (n: number) => n.toLocaleString("en-US");

/** The summary's lines: tagline, then one line of difficulty/length/sessions/co-op, then hooks and dealbreakers. */
function summaryLines(s: AgentFactsSummaryT): string[] {
  const traits = [
    s.difficulty && `Difficulty: ${s.difficulty}`,
    s.length && `Length: ${LENGTH_WORDS[s.length] ?? s.length}`,
    s.session_shape && `Sessions: ${SESSION_WORDS[s.session_shape] ?? s.session_shape}`,
    s.co_op && `Co-op: ${COOP_WORDS[s.co_op] ?? s.co_op}`,
  ].filter(Boolean);
  return [
    traits.length ? `${traits.join(". ")}.` : "",
    s.hooks.length ? `Players love: ${s.hooks.join("; ")}.` : "",
    s.dealbreakers.length ? `Players complain about: ${s.dealbreakers.join("; ")}.` : "",
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
    ...(s ? summaryLines(s) : ["No player summary for this game yet."]),
    g.description ? `Store description: ${g.description}` : "",
    `${numbers.join(". ")}.`,
    `Page: ${g.url} (similar games: ${g.similar_url}). Steam: ${g.store_url}`,
    others,
    answer.attribution,
  ]
    .filter(Boolean)
    .join("\n");
}
