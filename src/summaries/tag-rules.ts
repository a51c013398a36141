// Tag and category rules: what a game's player tags (in vote order) and store categories say it is like.
import type { CoOpMode, Difficulty, GameLength, SessionShape } from "../catalog/types";

/** Tags this far down a list still describe the game; lower ones are noise. */
const TOP = 10;

/** The position of the first of `wanted` in `tags` within `top`, or -1. */
export function rankOf(tags: readonly string[], wanted: readonly string[], top = TOP): number {
  for (let i = 0; i < Math.min(top, tags.length); i++) if (wanted.includes(tags[i]!)) return i;
  return -1;
}

const has = (tags: readonly string[], wanted: readonly string[], top = TOP) => rankOf(tags, wanted, top) >= 0;

const HARD = ["Difficult", "Souls-like", "Precision Platformer"];
const SOFT = ["Relaxing", "Cozy", "Wholesome", "Farming Sim", "Life Sim", "Walking Simulator", "Hidden Object", "Family Friendly"];
/** Tags of games with a skill test of some kind: a game like that without HARD or SOFT tags is `moderate`. */
const SKILL = [
  "Action", "FPS", "Shooter", "Platformer", "Strategy", "RPG", "Action RPG", "Puzzle", "Racing", "Fighting", "Survival",
  "Hack and Slash", "Roguelike", "Roguelite", "Action Roguelike", "Metroidvania", "Tactical", "Turn-Based Strategy", "RTS",
  "MOBA", "Battle Royale", "Sports", "Stealth", "Horror", "Tower Defense", "Card Game", "Third-Person Shooter",
];

/**
 * Difficulty from tags: a hard tag high in the list makes it `challenging` (never `punishing`: that needs players'
 * own words); relaxing tags above any hard tag make it `relaxed`; a well-tagged skill game with neither is `moderate`.
 */
export function tagDifficulty(tags: readonly string[]): Difficulty | null {
  const hard = rankOf(tags, HARD, 15);
  const soft = rankOf(tags, SOFT, 8);
  const casual = rankOf(tags, ["Casual"], 5);
  if (hard >= 0 && (soft < 0 || hard < soft)) return "challenging";
  if (soft >= 0 || casual >= 0) return "relaxed";
  if (tags.length >= 10 && has(tags, SKILL)) return "moderate";
  return null;
}

/** Tags of games without an end: sandboxes, live services, competitive multiplayer, management sims. */
const ENDLESS = [
  "Sandbox", "Massively Multiplayer", "MMORPG", "MMO", "Open World Survival Craft", "Automation", "City Builder",
  "Colony Sim", "Battle Royale", "MOBA", "Idler", "Clicker", "Incremental", "eSports", "Farming Sim",
];
const COMPETITIVE = ["Competitive", "PvP", "Team-Based"];
const SHORT_TAGS = ["Short", "Walking Simulator"];
const RPG_TAGS = ["RPG", "CRPG", "JRPG", "Action RPG", "Party-Based RPG"];
/** Run-based games: a first win is not their length, players replay them for years. */
export const RUN_BASED = ["Roguelike", "Roguelite", "Action Roguelike", "Roguelike Deckbuilder", "Traditional Roguelike"];
/** Games played mostly with others: "hundreds of hours" there means no end rather than a long campaign. */
export const MULTIPLAYER_FIRST = ["Multiplayer", "Massively Multiplayer", "MMORPG", "PvP", "Online Co-Op", "Co-op"];

/** True when one of `wanted` is among the first `top` tags. */
export const tagIn = (tags: readonly string[], wanted: readonly string[], top: number) => rankOf(tags, wanted, top) >= 0;

/**
 * Length from tags: endless for sandboxes and live services, massive for open-world or party RPGs and grand
 * strategy, long for story RPGs, souls-likes and replayable roguelites, medium for metroidvanias and platformers,
 * short when tagged so.
 */
export function tagLength(tags: readonly string[]): GameLength | null {
  if (has(tags, SHORT_TAGS, 8)) return "short";
  const competitive = COMPETITIVE.filter((t) => has(tags, [t], 6)).length >= 2;
  if (has(tags, ENDLESS, 6) || competitive) return "endless";
  if (has(tags, ["Survival"], 4) && has(tags, ["Crafting", "Base Building"])) return "endless";
  if (has(tags, ["Simulation"], 4) && has(tags, ["Open World"], 6)) return "endless";
  if (has(tags, ["Grand Strategy", "4X"], 8)) return "massive";
  const rpg = rankOf(tags, RPG_TAGS, 4);
  if (rpg >= 0 && (has(tags, ["Open World"], 4) || has(tags, ["CRPG", "Choices Matter"], 6))) return "massive";
  if (rpg >= 0 && has(tags, ["Story Rich", "Open World"])) return "long";
  if (has(tags, ["Souls-like"], 4)) return "long";
  if (has(tags, RUN_BASED, 3) && has(tags, ["Replay Value"], 20)) return "long";
  if (has(tags, ["Metroidvania", "Platformer", "Precision Platformer", "Puzzle Platformer"], 4)) return "medium";
  return null;
}

const BURSTS = [
  "Roguelike", "Roguelite", "Action Roguelike", "Roguelike Deckbuilder", "Arcade", "Bullet Hell", "Score Attack", "Rhythm",
  "Party Game", "Fighting", "Card Game", "Auto Battler", "Precision Platformer", "Match 3", "Battle Royale", "Idler",
  "Clicker", "Minigames", "Casual", "Social Deduction",
];
const LONG = [
  "Grand Strategy", "4X", "MMORPG", "Massively Multiplayer", "City Builder", "Automation", "Colony Sim",
  "Open World Survival Craft", "CRPG", "Management", "Turn-Based Strategy", "Open World",
];
const FLEXIBLE = [
  "Metroidvania", "Platformer", "Puzzle", "Action-Adventure", "Story Rich", "FPS", "Shooter", "MOBA", "Racing", "Sports",
  "Farming Sim", "Life Sim", "Adventure", "Visual Novel", "Horror", "RPG", "Souls-like",
];

/** Session shape from the highest-ranked tag that implies one (runs and rounds, long campaigns, or either). */
export function tagSession(tags: readonly string[]): SessionShape | null {
  const ranks: [SessionShape, number][] = [
    ["short_bursts", rankOf(tags, BURSTS, 6)],
    ["long_sessions", rankOf(tags, LONG, 6)],
    ["flexible", rankOf(tags, FLEXIBLE, 6)],
  ];
  const found = ranks.filter(([, r]) => r >= 0).sort((a, b) => a[1] - b[1]);
  return found[0]?.[0] ?? null;
}

const ONLINE_COOP_TAGS = ["Online Co-Op", "Co-op Campaign"];
const LOCAL_COOP_TAGS = ["Local Co-Op", "Split Screen"];
const MULTI_TAGS = ["Multiplayer", "Co-op", "Online Co-Op", "Local Co-Op", "PvP", "Massively Multiplayer", "MMORPG", "Local Multiplayer", "Online PvP"];

const mode = (online: boolean, local: boolean): CoOpMode | null =>
  online && local ? "online_and_local" : online ? "online_coop" : local ? "local_coop" : null;

/**
 * Co-op from the store categories first (when they are English: they name Single-player or Multi-player), else from
 * tags. `solo_only` only when the game is single-player and nothing names any multiplayer; null for a versus game.
 */
export function coOpMode(categories: readonly string[], tags: readonly string[]): CoOpMode | null {
  const english = categories.includes("Single-player") || categories.includes("Multi-player");
  if (english) {
    const online = categories.includes("Online Co-op");
    const local = categories.includes("Shared/Split Screen Co-op");
    const m = mode(online, local);
    if (m) return m;
    if (categories.includes("Co-op")) return mode(has(tags, ONLINE_COOP_TAGS, 20), has(tags, LOCAL_COOP_TAGS, 20)) ?? "online_coop";
    const multi = categories.some((c) => /multi-player|pvp|mmo|co-op/i.test(c));
    return categories.includes("Single-player") && !multi ? "solo_only" : null;
  }
  const m = mode(has(tags, ONLINE_COOP_TAGS, 20), has(tags, LOCAL_COOP_TAGS, 20));
  if (m) return m;
  if (has(tags, ["Co-op"], 20)) return "online_coop";
  return has(tags, ["Singleplayer"], 20) && !has(tags, MULTI_TAGS, 20) ? "solo_only" : null;
}

/** Reception tags players use for what they love, and the hook each stands for. */
const HOOK_TAGS: Record<string, string> = {
  "Great Soundtrack": "great soundtrack", Beautiful: "beautiful visuals", Atmospheric: "atmosphere", "Story Rich": "rich story",
  "Choices Matter": "choices that matter", "Replay Value": "replay value", Funny: "humor", Moddable: "mod support",
  Addictive: "addictive loop", "Character Customization": "character customization", "Multiple Endings": "multiple endings",
  "Lore-Rich": "deep lore", "Hand-drawn": "hand-drawn art", Exploration: "exploration", Crafting: "crafting",
  "Base Building": "base building", Building: "building", Physics: "physics play", "Level Editor": "level editor",
  "Fast-Paced": "fast pace", Tactical: "tactical depth", Emotional: "emotional story", Relaxing: "relaxing pace",
  Wholesome: "wholesome mood", Cute: "cute style", "Deckbuilding": "deckbuilding", "Procedural Generation": "fresh runs every time",
  "Co-op Campaign": "co-op campaign", Automation: "automation", Romance: "romance", "Turn-Based Combat": "turn-based combat",
};
/** Tag hooks count only for a well-liked game: a tag says what it is, the share says players love it. */
const HOOK_TAG_MIN_PCT = 70;

/** Hooks from reception tags (any of the ~20 the data keeps), in tag order, for a game at least 70% positive. */
export function tagHooks(tags: readonly string[], positivePct: number | null): string[] {
  if (positivePct === null || positivePct < HOOK_TAG_MIN_PCT) return [];
  return tags.slice(0, 20).flatMap((t) => (HOOK_TAGS[t] ? [HOOK_TAGS[t]!] : []));
}
