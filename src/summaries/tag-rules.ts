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

/** Tags of games with a campaign to finish even when played with others (a co-op story is not endless). */
export const CAMPAIGN_TAGS = ["Story Rich", "Co-op Campaign", "Puzzle", "Adventure", "Platformer", "Puzzle Platformer", "3D Platformer", "Visual Novel"];
const STRATEGY_CAMPAIGN = ["RTS", "Turn-Based Strategy", "Turn-Based Tactics", "Tactical RPG", "Wargame"];
const SHOOTERS = ["FPS", "Shooter", "Third-Person Shooter", "Looter Shooter"];
const HORROR = ["Horror", "Psychological Horror", "Survival Horror"];

/**
 * True when the store or the tags say the game is played with others first: English categories with Multi-player
 * or MMO and no Single-player, or a multiplayer tag in the top 3 and no Singleplayer tag in the top 10. A co-op
 * campaign (story, puzzle, adventure tags in the top 6) is not counted.
 */
function multiplayerFirst(tags: readonly string[], categories: readonly string[]): boolean {
  if (has(tags, CAMPAIGN_TAGS, 6)) return false;
  const english = categories.includes("Single-player") || categories.includes("Multi-player") || categories.includes("MMO");
  if (english && !categories.includes("Single-player")) return true;
  // Played mostly with others even where a solo mode exists: a multiplayer tag in the top 3, no Singleplayer in the top 10.
  return has(tags, MULTIPLAYER_FIRST, 3) && !has(tags, ["Singleplayer"], 10);
}

/**
 * Length from tags (and categories for "multiplayer only"). The first rule that applies decides:
 * - short: `Short`, `Walking Simulator` (top 8), `Hidden Object`, `Interactive Fiction` (top 5), `Point & Click`
 *   (top 3), casual puzzle games, indie horror without multiplayer;
 * - endless: sandboxes, MMOs, survival-crafting, city builders, automation, colony sims, idlers, battle royales,
 *   MOBAs, two of Competitive/PvP/Team-Based, games played with others first (see multiplayerFirst), fighting games;
 * - massive: grand strategy/4X, open-world and party RPGs;
 * - long: story RPGs, souls-likes, run-based games (roguelikes, roguelites), an RPG tag in the top 2 (not a casual
 *   game), strategy campaigns (RTS, turn-based strategy or tactics in the top 3), open-world action;
 * - medium: visual novels and FMV games (top 3, before any RPG rule), metroidvanias and platformers, shooters with a
 *   campaign, stealth and hack-and-slash, story or co-op adventures (`Story Rich`/`Co-op Campaign` in the top 5 or a co-op tag in the top 3, with an
 *   adventure or puzzle tag in the top 8).
 */
export function tagLength(tags: readonly string[], categories: readonly string[] = []): GameLength | null {
  if (has(tags, SHORT_TAGS, 8) || has(tags, ["Hidden Object", "Interactive Fiction"], 5) || has(tags, ["Point & Click"], 3)) return "short";
  const competitive = COMPETITIVE.filter((t) => has(tags, [t], 6)).length >= 2;
  if (has(tags, ENDLESS, 6) || competitive) return "endless";
  if (has(tags, ["Survival"], 4) && has(tags, ["Crafting", "Base Building"])) return "endless";
  if (has(tags, ["Simulation"], 4) && has(tags, ["Open World"], 6)) return "endless";
  if (multiplayerFirst(tags, categories) || has(tags, ["Fighting", "2D Fighter"], 3)) return "endless";
  // A visual novel tagged RPG or Choices Matter is still read, not played for a hundred hours.
  if (has(tags, ["Visual Novel", "FMV"], 3)) return "medium";
  if (has(tags, ["Grand Strategy", "4X"], 8)) return "massive";
  const rpg = rankOf(tags, RPG_TAGS, 4);
  if (rpg >= 0 && (has(tags, ["Open World"], 4) || has(tags, ["CRPG", "Choices Matter"], 6))) return "massive";
  if (rpg >= 0 && has(tags, ["Story Rich", "Open World"])) return "long";
  if (has(tags, ["Souls-like"], 4) || has(tags, RUN_BASED, 3)) return "long";
  if (has(tags, ["Puzzle"], 3) && has(tags, ["Casual"], 5)) return "short";
  if (has(tags, HORROR, 3) && has(tags, ["Indie"]) && !has(tags, MULTIPLAYER_FIRST)) return "short";
  if ((rankOf(tags, RPG_TAGS, 2) >= 0 && !has(tags, ["Casual"], 4)) || has(tags, STRATEGY_CAMPAIGN, 3)) return "long";
  if (has(tags, ["Open World"], 4) && has(tags, ["Action", "Action-Adventure", "Adventure"], 6)) return "long";
  if (has(tags, ["Metroidvania", "Platformer", "Precision Platformer", "Puzzle Platformer", "2D Platformer", "3D Platformer"], 4)) return "medium";
  if (has(tags, ["Stealth", "Hack and Slash", "Action-Adventure"], 4)) return "medium";
  if (has(tags, SHOOTERS, 4) && (tags.includes("Singleplayer") || has(tags, ["Story Rich"]))) return "medium";
  const storyOrCoop = has(tags, ["Story Rich", "Co-op Campaign"], 5) || has(tags, ["Co-op", "Online Co-Op", "Local Co-Op"], 3);
  if (storyOrCoop && has(tags, ["Adventure", "Action-Adventure", "Puzzle"], 8)) return "medium";
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

/** Online co-op tags; PvE and MMORPG name parties and raids, players on one side against the game. */
const ONLINE_COOP_TAGS = ["Online Co-Op", "Co-op Campaign", "PvE", "MMORPG"];
const LOCAL_COOP_TAGS = ["Local Co-Op"];
/** Team player-versus-player: players on one side against other players, which is not co-op ("Team-Based" is not
 * here: co-op squads against the game are team-based too). */
const TEAM_PVP_TAGS = ["PvP", "Competitive", "MOBA", "eSports", "Battle Royale", "Hero Shooter"];

const mode = (online: boolean, local: boolean): CoOpMode | null =>
  online && local ? "online_and_local" : online ? "online_coop" : local ? "local_coop" : null;

/** True when a team-PvP tag ranks above every co-op tag: players tag team PvP "Co-op" too (teammates, bots). */
function pvpFirst(tags: readonly string[]): boolean {
  const pvp = rankOf(tags, TEAM_PVP_TAGS, 20);
  const coop = rankOf(tags, [...ONLINE_COOP_TAGS, ...LOCAL_COOP_TAGS, "Co-op"], 20);
  return pvp >= 0 && (coop < 0 || pvp < coop);
}

/** Co-op from tags alone: online or local co-op tags (a bare `Co-op` tag is online), unless team PvP comes first. */
function tagCoOp(tags: readonly string[]): CoOpMode | null {
  if (pvpFirst(tags)) return null;
  const local = has(tags, LOCAL_COOP_TAGS, 20) || (has(tags, ["Split Screen"], 20) && has(tags, ["Co-op"], 20));
  return mode(has(tags, ONLINE_COOP_TAGS, 20), local) ?? (has(tags, ["Co-op"], 20) ? "online_coop" : null);
}

/**
 * Co-op: playing together on the same side, never team player-versus-player.
 * - English store categories decide first: Online Co-op is online; Shared/Split Screen Co-op and LAN Co-op are
 *   local (in the same room); both make online_and_local. A bare `Co-op` category is read with the tags (which kind),
 *   and is not co-op when team-PvP tags rank above the co-op ones (a MOBA's "co-op against bots").
 * - Otherwise a Single-player game is `solo_only`, whatever versus modes it has; a multiplayer-only game is co-op
 *   when its co-op tags rank above any team-PvP tag, else versus-only: null.
 * - Without English categories the tags decide the same way (`Singleplayer` for solo_only).
 */
export function coOpMode(categories: readonly string[], tags: readonly string[]): CoOpMode | null {
  const english = categories.some((c) => c === "Single-player" || c === "Multi-player" || c === "MMO" || /co-op|pvp/i.test(c));
  if (english) {
    const local = categories.includes("Shared/Split Screen Co-op") || categories.includes("LAN Co-op");
    const m = mode(categories.includes("Online Co-op"), local);
    if (m) return m;
    if (categories.includes("Co-op") && !pvpFirst(tags)) return tagCoOp(tags) ?? "online_coop";
    if (categories.includes("Single-player")) return "solo_only";
    // Multiplayer without a co-op category: the store lists co-op poorly for online games (MMO parties), so co-op
    // tags decide, and team-PvP tags above them still mean versus.
    return tagCoOp(tags);
  }
  return tagCoOp(tags) ?? (has(tags, ["Singleplayer"], 20) ? "solo_only" : null);
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
/** Every hook phrase the tags can give (the vocabulary's completeness check reads it). */
export const TAG_HOOK_PHRASES: readonly string[] = [...new Set(Object.values(HOOK_TAGS))];
/** Tag hooks count only for a well-liked game: a tag says what it is, the share says players love it. */
const HOOK_TAG_MIN_PCT = 70;

/** Hooks from reception tags (any of the ~20 the data keeps), in tag order, for a game at least 70% positive. */
export function tagHooks(tags: readonly string[], positivePct: number | null): string[] {
  if (positivePct === null || positivePct < HOOK_TAG_MIN_PCT) return [];
  return tags.slice(0, 20).flatMap((t) => (HOOK_TAGS[t] ? [HOOK_TAGS[t]!] : []));
}
