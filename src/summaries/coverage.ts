// Coverage of the words about games: how often the description and each summary field are filled.
import type { Game, GameTexts } from "../catalog/types";

/** Review count from which a game counts as well known. */
export const POPULAR_REVIEWS = 1000;

const FIELDS = ["description", "summary", "tagline", "difficulty", "length", "session_shape", "co_op", "hooks", "dealbreakers"] as const;
type Field = (typeof FIELDS)[number];

/** Filled counts per field, for all games and for released games with 1,000+ reviews. */
export interface Coverage {
  all: number;
  popular: number;
  filled: Record<Field, { all: number; popular: number }>;
}

function filledFields(t: GameTexts): Field[] {
  const s = t.summary;
  const out: Field[] = [];
  if (t.description) out.push("description");
  if (!s) return out;
  out.push("summary");
  if (s.tagline) out.push("tagline");
  if (s.difficulty) out.push("difficulty");
  if (s.length) out.push("length");
  if (s.sessionShape) out.push("session_shape");
  if (s.coOp) out.push("co_op");
  if (s.hooks.length) out.push("hooks");
  if (s.dealbreakers.length) out.push("dealbreakers");
  return out;
}

/**
 * Counts filled fields over `games`, reading each game's words with `textsOf`.
 *
 * @example
 * summaryCoverage(store.allGames(), (id) => store.describe(id)).filled.description; // { all: 480, popular: 400 }
 */
export function summaryCoverage(games: Iterable<Pick<Game, "appid" | "reviews" | "comingSoon">>, textsOf: (appid: number) => GameTexts): Coverage {
  const filled = Object.fromEntries(FIELDS.map((f) => [f, { all: 0, popular: 0 }])) as Coverage["filled"];
  let all = 0;
  let popular = 0;
  for (const g of games) {
    const isPopular = !g.comingSoon && (g.reviews?.total ?? 0) >= POPULAR_REVIEWS;
    all++;
    if (isPopular) popular++;
    for (const f of filledFields(textsOf(g.appid))) {
      filled[f].all++;
      if (isPopular) filled[f].popular++;
    }
  }
  return { all, popular, filled };
}

const pct = (n: number, d: number) => (d ? `${((n * 100) / d).toFixed(1)}%` : "-");
const fmt = (n: number) => n.toLocaleString("en-US");

/** The coverage as aligned lines (field, all games, released games with 1,000+ reviews). */
export function formatCoverage(c: Coverage): string[] {
  return [
    `${"field".padEnd(14)} ${"all games".padStart(20)} ${"1,000+ reviews".padStart(20)}`,
    ...FIELDS.map((f) => {
      const x = c.filled[f];
      return `${f.padEnd(14)} ${`${fmt(x.all)} (${pct(x.all, c.all)})`.padStart(20)} ${`${fmt(x.popular)} (${pct(x.popular, c.popular)})`.padStart(20)}`;
    }),
    `${"of".padEnd(14)} ${fmt(c.all).padStart(20)} ${fmt(c.popular).padStart(20)}`,
  ];
}
