// Review themes: what players praise (hooks) and what they complain about (dealbreakers), counted per review.
import type { ReviewText } from "../catalog/types";
import { affirms, reviewWeight, substantiveCount } from "./review-weight";
import { MIN_REVIEWS } from "./review-phrases";
import type { ThemeBaseline, ThemeShares } from "./types";

/**
 * One theme: an id, the phrase shown to players, the pattern a review must contain and, for words with a second
 * meaning ("trucks" in a city builder's traffic, "scary" in a boss fight), the tags a game needs for the theme.
 */
interface Theme {
  id: string;
  phrase: string;
  re: RegExp;
  onlyWithTags?: string[];
}

/** Themes a positive review may praise; the phrase is what `hooks` shows. */
export const HOOK_THEMES: Theme[] = [
  { id: "combat", phrase: "satisfying combat", re: /\b(?:satisfying|fluid|tight|smooth|great|amazing|excellent|fun|addictive) (?:combat|fights?|gunplay|gun ?play)\b|\b(?:combat|gunplay) (?:is|feels) (?:satisfying|fluid|tight|smooth|great|amazing|fun)/i },
  { id: "controls", phrase: "tight, responsive controls", re: /\b(?:tight|responsive|precise|smooth) controls?\b|\bcontrols? (?:are|feel|is) (?:tight|responsive|precise|perfect|great)/i },
  { id: "music", phrase: "great soundtrack", re: /\b(?:soundtrack|music|ost)\b/i },
  { id: "art", phrase: "beautiful art style", re: /\b(?:art ?style|artwork|hand[- ]drawn|gorgeous|beautiful(?:ly)? (?:drawn|animated|art|game|visuals))\b/i },
  { id: "story", phrase: "engaging story", re: /\b(?:story|storyline|narrative|plot)\b/i },
  { id: "characters", phrase: "memorable characters", re: /\b(?:characters? (?:are|is) (?:great|amazing|memorable|well[- ]written|lovable)|voice acting|memorable characters?|dialogue)\b/i },
  { id: "lore", phrase: "deep lore", re: /\blore\b/i },
  { id: "exploration", phrase: "exploration and secrets", re: /\bexplor(?:e|ing|ation)\b|\bsecrets\b/i },
  { id: "replay", phrase: "high replay value", re: /\breplay(?:ability| value|able)\b|\bevery run\b|\bone more (?:run|game|round)\b/i },
  { id: "builds", phrase: "build variety and synergies", re: /\b(?:builds|synerg(?:y|ies)|combos|boons|deck ?building)\b/i },
  { id: "friends", phrase: "great with friends", re: /\bwith (?:a |some |your |my )?(?:friends?|buddies|mates|wife|husband|girlfriend|boyfriend|partner|brother|sister|kids)\b/i },
  { id: "bosses", phrase: "memorable boss fights", re: /\bboss(?:es| fights?| battles?)\b/i },
  { id: "levels", phrase: "clever level design", re: /\blevel design\b|\blevels? (?:are|is) (?:well|great|amazing|brilliant|clever)/i },
  { id: "puzzles", phrase: "clever puzzles", re: /\bpuzzles?\b/i },
  { id: "atmosphere", phrase: "immersive atmosphere", re: /\batmospher(?:e|ic)\b|\bimmersi(?:ve|on)\b/i },
  { id: "cozy", phrase: "relaxing, cozy pace", re: /\b(?:relaxing|chill|calming|cozy|cosy|peaceful|wholesome)\b/i },
  { id: "creative", phrase: "freedom to build and create", re: /\b(?:creativ(?:e|ity)|base building|build(?:ing)? (?:anything|whatever|your own)|freedom)\b/i },
  { id: "automation", phrase: "automation and optimizing", re: /\b(?:automat(?:e|ion|ing)|factor(?:y|ies)|optimi[sz](?:e|ing|ation)|logistics)\b/i, onlyWithTags: ["Automation", "Base Building", "Resource Management", "Management", "City Builder"] },
  { id: "mods", phrase: "mods and workshop content", re: /\b(?:mods|modding|workshop)\b/i },
  { id: "humor", phrase: "genuinely funny", re: /\b(?:funny|hilarious|humou?r|laughed)\b/i },
  { id: "choices", phrase: "choices that matter", re: /\b(?:choices?|decisions?)\b[^.!?]{0,25}\b(?:matter|meaningful|impact|consequences?)\b/i },
  { id: "depth", phrase: "strategic depth", re: /\b(?:depth|deep (?:strategy|gameplay|mechanics|game)|strategic|tactical)\b/i },
  { id: "teamwork", phrase: "competitive teamwork", re: /\b(?:teamwork|team ?play|skill ceiling|skill[- ]based|competitive)\b/i },
  { id: "scares", phrase: "genuine scares", re: /\b(?:scary|terrifying|creepy|jump ?scares?|spooky|scared)\b/i, onlyWithTags: ["Horror", "Psychological Horror", "Survival Horror", "Thriller"] },
  { id: "value", phrase: "great value for the price", re: /\bworth (?:every|the) (?:penny|price|money)\b|\bgreat value\b|\bfor the price\b/i },
  { id: "world", phrase: "vast open world", re: /\bopen[- ]world\b|\bhuge (?:world|map)\b/i },
  { id: "quests", phrase: "well-written quests", re: /\b(?:side ?quests?|quests? (?:are|is) (?:great|amazing|well))\b/i },
  { id: "progression", phrase: "rewarding progression", re: /\b(?:progression|unlocks?|unlocking)\b/i },
  { id: "driving", phrase: "calm long drives", re: /\b(?:driving|trucks?|trucking|deliver(?:y|ies|ing))\b/i, onlyWithTags: ["Driving", "Automobile Sim", "Transportation"] },
  { id: "devs", phrase: "free updates and caring developers", re: /\b(?:free (?:updates?|dlc|content)|devs? (?:care|listen)|developers? (?:care|listen))\b/i },
];

/** Themes a negative review may complain about; the phrase is what `dealbreakers` shows. */
export const DEALBREAKER_THEMES: Theme[] = [
  { id: "performance", phrase: "performance problems and crashes", re: /\b(?:lag(?:gy|s)?|stutter\w*|fps|frame ?rate|optimi[sz](?:ation|ed)|crash(?:es|ed|ing)?|performance)\b/i },
  { id: "bugs", phrase: "bugs and glitches", re: /\b(?:bugs?|buggy|glitch(?:es|y)?)\b/i },
  { id: "cheaters", phrase: "cheaters", re: /\b(?:cheat(?:er|ers|ing)|hackers?|aimbot\w*|wallhack\w*)\b/i },
  { id: "toxic", phrase: "toxic players", re: /\b(?:toxic|trolls?|griefers?|griefing|flaming)\b/i },
  { id: "grind", phrase: "grindy progression", re: /\bgrind(?:y|ing)?\b/i },
  { id: "repetitive", phrase: "gets repetitive", re: /\b(?:repetitive|tedious|gets (?:old|boring)|same thing)\b/i },
  { id: "monetization", phrase: "microtransactions and paid DLC", re: /\b(?:microtransactions?|pay[- ]?to[- ]?win|p2w|loot ?box(?:es)?|cash ?grab|dlcs?|battle ?pass|greed(?:y)?)\b/i },
  { id: "servers", phrase: "server and matchmaking problems", re: /\b(?:servers?|disconnect\w*|matchmaking|queue times?|connection)\b/i },
  { id: "difficulty", phrase: "frustrating difficulty", re: /\b(?:too (?:hard|difficult)|unfair|frustrat\w+|cheap deaths?)\b/i },
  { id: "learning", phrase: "steep learning curve", re: /\b(?:learning curve|confusing|overwhelming|hard to (?:learn|get into)|bad tutorial|no tutorial)\b/i },
  { id: "short", phrase: "too short for the price", re: /\b(?:too short|very short|short game|only \d+ hours)\b/i },
  { id: "controls", phrase: "clunky controls or camera", re: /\b(?:clunky|awkward controls?|bad controls?|controls? (?:are|is) (?:bad|terrible|awful|clunky)|camera)\b/i },
  { id: "ending", phrase: "disappointing story or ending", re: /\b(?:ending|story (?:is|was) (?:bad|weak|boring))\b/i },
  { id: "updates", phrase: "updates that changed the game for the worse", re: /\b(?:updates?|patch(?:es)?)\b[^.!?]{0,30}\b(?:ruin\w*|broke|worse)\b/i },
  { id: "unfinished", phrase: "unfinished or abandoned", re: /\b(?:abandon(?:ed)?|unfinished|no updates|dead game)\b/i },
  { id: "drm", phrase: "launcher, DRM or account requirements", re: /\b(?:drm|launcher|denuvo|always online|account (?:required|needed))\b/i },
  { id: "balance", phrase: "balance problems", re: /\b(?:balanc(?:e|ing)|overpowered|nerf(?:s|ed)?)\b/i },
  { id: "price", phrase: "overpriced", re: /\b(?:overpriced|too expensive|not worth (?:the|full) price)\b/i },
];

/** A theme counts for a game when this share of its substantive positive (or negative) reviews name it. */
const HOOK_SHARE = 0.04;
const DEALBREAKER_SHARE = 0.08;
/** At most this many hooks and dealbreakers. */
export const MAX_HOOKS = 5;
export const MAX_DEALBREAKERS = 3;

/** Independent reviews and weighted share of each theme among `reviews`. */
export function countThemes(reviews: readonly ReviewText[], themes: Theme[]): { counts: Map<string, number>; shares: ThemeShares } {
  const counts = new Map<string, number>();
  const weights = new Map<string, number>();
  let total = 0;
  for (const r of reviews) {
    const w = reviewWeight(r);
    total += w;
    for (const t of themes) {
      if (!affirms(r.text, t.re)) continue;
      counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
      weights.set(t.id, (weights.get(t.id) ?? 0) + w);
    }
  }
  const shares: ThemeShares = new Map([...weights].map(([id, w]) => [id, total ? w / total : 0]));
  return { counts, shares };
}

/** The games' mean share of each theme: the baseline a game's share is compared to. */
export function themeBaseline(perGame: { positive: ThemeShares; negative: ThemeShares }[]): ThemeBaseline {
  const mean = (pick: (g: (typeof perGame)[number]) => ThemeShares) => {
    const sum = new Map<string, number>();
    for (const g of perGame) for (const [id, s] of pick(g)) sum.set(id, (sum.get(id) ?? 0) + s);
    return new Map([...sum].map(([id, s]) => [id, s / Math.max(1, perGame.length)]));
  };
  return { positive: mean((g) => g.positive), negative: mean((g) => g.negative) };
}

/**
 * The themes of `reviews` worth showing: named by 3+ independent reviews and a share of them, ranked by share
 * times lift over the catalog baseline (capped), so "great soundtrack" leads only where it stands out.
 */
export function topThemes(
  reviews: readonly ReviewText[],
  themes: Theme[],
  baseline: ThemeShares,
  opts: { minShare: number; max: number; tags: readonly string[] },
): string[] {
  const { counts, shares } = countThemes(reviews, themes);
  const substantive = substantiveCount(reviews);
  const scored: [string, number][] = [];
  for (const t of themes) {
    if (t.onlyWithTags && !t.onlyWithTags.some((x) => opts.tags.includes(x))) continue;
    const n = counts.get(t.id) ?? 0;
    const share = shares.get(t.id) ?? 0;
    if (n < MIN_REVIEWS || n / substantive < opts.minShare) continue;
    const lift = share / Math.max(baseline.get(t.id) ?? share, 0.01);
    if (lift < 0.75) continue; // no more common here than anywhere: not what makes this game
    scored.push([t.phrase, share * Math.min(lift, 3)]);
  }
  return scored.sort((a, b) => b[1] - a[1]).slice(0, opts.max).map(([p]) => p);
}

/** Hooks from the positive reviews of a game with these tags. */
export function reviewHooks(reviews: readonly ReviewText[], baseline: ThemeBaseline, tags: readonly string[]): string[] {
  const positive = reviews.filter((r) => r.votedUp);
  return topThemes(positive, HOOK_THEMES, baseline.positive, { minShare: HOOK_SHARE, max: MAX_HOOKS, tags });
}

/** Dealbreakers from the negative reviews of a game with these tags. */
export function reviewDealbreakers(reviews: readonly ReviewText[], baseline: ThemeBaseline, tags: readonly string[]): string[] {
  const negative = reviews.filter((r) => !r.votedUp);
  return topThemes(negative, DEALBREAKER_THEMES, baseline.negative, { minShare: DEALBREAKER_SHARE, max: MAX_DEALBREAKERS, tags });
}

/** Per-game theme shares (positive and negative reviews apart), the input of `themeBaseline`. */
export function themeShares(reviews: readonly ReviewText[]): { positive: ThemeShares; negative: ThemeShares } {
  return {
    positive: countThemes(reviews.filter((r) => r.votedUp), HOOK_THEMES).shares,
    negative: countThemes(reviews.filter((r) => !r.votedUp), DEALBREAKER_THEMES).shares,
  };
}
