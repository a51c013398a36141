// The feature space of the content similarity: weighted tags, genres and play-mode categories, plus tag relatedness.
import type { Game } from "../catalog/types";

/** Store categories that say how a game is played; the rest (achievements, cloud saves...) say nothing of taste. */
export const PLAY_CATEGORIES: ReadonlySet<string> = new Set([
  "Single-player", "Multi-player", "PvP", "Online PvP", "Shared/Split Screen PvP", "LAN PvP", "Co-op", "Online Co-op",
  "Shared/Split Screen Co-op", "LAN Co-op", "Shared/Split Screen", "MMO", "VR Only", "VR Supported", "VR Support",
  "Cross-Platform Multiplayer",
]);

/** Tags about reception or packaging rather than play ("Great Soundtrack", "Masterpiece"): they weigh little. */
export const META_TAGS: ReadonlySet<string> = new Set([
  "Great Soundtrack", "Masterpiece", "Classic", "Cult Classic", "Addictive", "Beautiful", "Replay Value", "Controller",
  "Early Access", "Moddable", "Steam Machine", "TrackIR", "Remake", "Sequel", "Kickstarter", "Crowdfunded", "Epic",
  "Great for Beginners", "Underground", "Memes", "Benchmark", "Reboot", "Episodic", "Short", "Indie",
]);

/**
 * Tags that name what kind of game it is (its genre, sub-genre or core activity), as opposed to its mood, setting,
 * look, play modes or reception: two games alike on everything else but these are different games (a wordless desert
 * pilgrimage and a shooter both "Atmospheric", "Co-op" and "Story Rich").
 */
export const KIND_TAGS: ReadonlySet<string> = new Set([
  "2D Fighter", "2D Platformer", "3D Fighter", "3D Platformer", "4X", "Action Roguelike", "Action RPG", "Action RTS",
  "Action-Adventure", "Adventure", "Arcade", "Arena Shooter", "Auto Battler", "Automation", "Automobile Sim",
  "Base Building", "Base-Building", "Baseball", "Basketball", "Battle Royale", "Beat 'em up", "BMX", "Board Game",
  "Boomer Shooter", "Boss Rush", "Bowling", "Boxing", "Building", "Bullet Hell", "Card Battler", "Card Game",
  "Character Action Game", "Chess", "Choose Your Own Adventure", "City Builder", "Clicker", "Collectathon",
  "Colony Sim", "Combat Racing", "Cooking", "Crafting", "Creature Collector", "Cricket", "CRPG", "Cycling",
  "Dating Sim", "Deckbuilding", "Detective", "Driving", "Dungeon Crawler", "Economy", "Education", "Escape Room",
  "Exploration", "Extraction Shooter", "Farming", "Farming Sim", "Fighting", "Fishing", "Flight", "Football",
  "Football (American)", "Football (Soccer)", "FPS", "God Game", "Golf", "Grand Strategy", "Hack and Slash",
  "Hero Shooter", "Hidden Object", "Hobby Sim", "Hockey", "Horror", "Hunting", "Idler", "Immersive Sim",
  "Interactive Fiction", "Investigation", "Job Simulator", "JRPG", "Life Sim", "Looter Shooter", "Mahjong",
  "Management", "Match 3", "Medical Sim", "Metroidvania", "Mini Golf", "Mining", "MMORPG", "MOBA", "Motocross",
  "Musou", "Mystery", "Mystery Dungeon", "Naval", "On-Rails Shooter", "Open World", "Open World Survival Craft",
  "Outbreak Sim", "Parkour", "Party Game", "Party-Based RPG", "Pinball", "Platformer", "Point & Click",
  "Political Sim", "Pool", "Precision Platformer", "Programming", "Psychological Horror", "Puzzle",
  "Puzzle Platformer", "Puzzle-Platformer", "Racing", "Real Time Tactics", "Rhythm", "Rogue-like", "Rogue-lite",
  "Roguelike", "Roguelike Deckbuilder", "Roguelite", "Roguevania", "RPG", "RTS", "Rugby", "Runner", "Sandbox",
  "Shoot 'Em Up", "Shooter", "Simulation", "Skateboarding", "Skiing", "Sniper", "Snooker", "Snowboarding", "Soccer",
  "Social Deduction", "Sokoban", "Solitaire", "Souls-like", "Space Sim", "Spectacle fighter", "Sports", "Stealth",
  "Strategy", "Strategy RPG", "Survival", "Survival Horror", "Tactical", "Tactical RPG", "Tennis", "Text-Based",
  "Third-Person Shooter", "Tile-Matching", "Time Management", "Top-Down Shooter", "Tower Defense", "Trading",
  "Trading Card Game", "Traditional Roguelike", "Trains", "Transportation", "Trivia", "Turn-Based Combat",
  "Turn-Based Strategy", "Turn-Based Tactics", "Twin Stick Shooter", "Typing", "Vehicular Combat", "Visual Novel",
  "Volleyball", "Walking Simulator", "Wargame", "Word Game", "Wrestling",
]);

/** Options of the feature weights. */
export interface FeatureOptions {
  /** Weights of the three feature groups inside one game vector. */
  tagWeight: number;
  genreWeight: number;
  categoryWeight: number;
  /** IDF is raised to this power: rare tags matter more, but a one-off tag must not decide a whole list. */
  idfPower: number;
  /** How much a tag's rank lowers its weight when the order is known (first tag 1, last tag 1 - strength). */
  rankStrength: Record<Game["tagOrder"], number>;
  /** With vote counts: weight = floor + (1 - floor) × (votes / top votes)^votePower. */
  voteFloor: number;
  votePower: number;
  /** Tags of unknown order sit near the mean weight of an ordered list, so both kinds of games compare fairly. */
  unorderedWeight: number;
  /** Multiplier of META_TAGS. */
  metaWeight: number;
}

export const DEFAULT_FEATURES: FeatureOptions = {
  tagWeight: 1,
  genreWeight: 0.45,
  categoryWeight: 0.3,
  idfPower: 0.8,
  rankStrength: { votes: 0.6, ucsd: 0.5, prior: 0.3, none: 0 },
  voteFloor: 0.4,
  votePower: 0.5,
  unorderedWeight: 0.75,
  metaWeight: 0.8,
};

/** Feature vocabulary: tags, then genres, then play-mode categories, each kind with its own name → dense id map. */
export interface FeatureSpace {
  tagIds: Map<string, number>;
  genreIds: Map<string, number>;
  categoryIds: Map<string, number>;
  /** Feature id → its tag, genre or category name. */
  names: string[];
  /** Feature → number of games carrying it. */
  df: Float64Array;
  /** Feature → idf^power × group weight. */
  idf: Float64Array;
  /** Number of tag features (ids 0..tagCount-1 are tags). */
  tagCount: number;
}

/** Weight of the tag at position `i` of the game's list from its known order (before IDF). */
function tagRank(g: Game, i: number, opts: FeatureOptions): number {
  const n = g.tags.length;
  const strength = opts.rankStrength[g.tagOrder] ?? 0;
  let rank: number;
  if (g.tagOrder === "votes" && g.tagVotes && g.tagVotes[0]) {
    rank = opts.voteFloor + (1 - opts.voteFloor) * Math.pow(Math.max(0, g.tagVotes[i] ?? 0) / g.tagVotes[0], opts.votePower);
  } else if (strength > 0 && n > 1) {
    rank = 1 - (strength * i) / (n - 1);
  } else rank = opts.unorderedWeight;
  return META_TAGS.has(g.tags[i]!) ? rank * opts.metaWeight : rank;
}

/**
 * Calls `visit(id, weight)` for each feature of the game the space knows, weight = rank weight × IDF × group weight.
 * No per-feature strings or objects: the index build calls it for every game.
 */
export function forEachFeature(g: Game, space: FeatureSpace, opts: FeatureOptions, visit: (id: number, weight: number) => void): void {
  for (let i = 0; i < g.tags.length; i++) {
    const id = space.tagIds.get(g.tags[i]!);
    if (id !== undefined) visit(id, tagRank(g, i, opts) * space.idf[id]!);
  }
  for (const x of g.genres) {
    const id = space.genreIds.get(x);
    if (id !== undefined) visit(id, space.idf[id]!);
  }
  for (const x of g.categories) {
    const id = space.categoryIds.get(x);
    if (id !== undefined) visit(id, space.idf[id]!);
  }
}

/** Builds the vocabulary and IDF from every game; tags first so relatedness can use a square tag block. */
export function buildFeatureSpace(games: readonly Game[], opts: FeatureOptions = DEFAULT_FEATURES): FeatureSpace {
  const tags = new Map<string, number>();
  const genres = new Map<string, number>();
  const categories = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const g of games) {
    for (const t of g.tags) bump(tags, t);
    for (const x of g.genres) bump(genres, x);
    for (const x of g.categories) if (PLAY_CATEGORIES.has(x)) bump(categories, x);
  }
  const sorted = (m: Map<string, number>) => [...m.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const groups: [Map<string, number>, number][] = [[tags, opts.tagWeight], [genres, opts.genreWeight], [categories, opts.categoryWeight]];
  const names: string[] = [];
  const dfs: number[] = [];
  const idfs: number[] = [];
  const byGroup = groups.map(([counts, weight]) => {
    const ids = new Map<string, number>();
    for (const k of sorted(counts)) {
      const c = counts.get(k)!;
      ids.set(k, names.length);
      names.push(k);
      dfs.push(c);
      idfs.push(Math.pow(Math.log((games.length + 1) / (c + 1)) + 0.1, opts.idfPower) * weight);
    }
    return ids;
  });
  return {
    tagIds: byGroup[0]!, genreIds: byGroup[1]!, categoryIds: byGroup[2]!,
    names, df: Float64Array.from(dfs), idf: Float64Array.from(idfs), tagCount: tags.size,
  };
}

/** Options of the tag relatedness learned from co-occurrence. */
export interface RelatednessOptions {
  /** How many related tags each tag keeps. */
  topK: number;
  /** Cosine of co-occurrence below which two tags are not related. */
  minCosine: number;
  /** Weight of a related tag relative to an exact match (at cosine 1). */
  strength: number;
  /** Tags on more than this share of games (Singleplayer, Indie, Action...) say too little to relate. */
  maxShare: number;
}

export const DEFAULT_RELATEDNESS: RelatednessOptions = { topK: 16, minCosine: 0.15, strength: 0.6, maxShare: 0.1 };

/**
 * Learns tag→tag relatedness from how often tags co-occur on the same games (cosine of their game sets), keeping each
 * tag's strongest links. Returns a sparse row list per feature; the diagonal (exact match) is implicit.
 */
export function learnRelatedness(
  tagLists: readonly Uint16Array[],
  space: FeatureSpace,
  opts: RelatednessOptions = DEFAULT_RELATEDNESS,
): { to: Uint16Array; w: Float32Array }[] {
  const T = space.tagCount;
  const co = new Float64Array(T * T);
  for (const list of tagLists) {
    for (let a = 0; a < list.length; a++) {
      const x = list[a]!;
      if (x >= T) continue;
      for (let b = a + 1; b < list.length; b++) {
        const y = list[b]!;
        if (y >= T) continue;
        co[x * T + y]! += 1;
        co[y * T + x]! += 1;
      }
    }
  }
  const rows: { to: number; w: number }[][] = Array.from({ length: space.names.length }, () => []);
  const total = Math.max(1, tagLists.length);
  const informative = (t: number) => space.df[t]! / total <= opts.maxShare;
  for (let x = 0; x < T; x++) {
    if (!informative(x)) continue;
    const cand: { to: number; w: number }[] = [];
    for (let y = 0; y < T; y++) {
      if (y === x || !informative(y)) continue;
      const c = co[x * T + y]!;
      if (c < 3) continue;
      const cos = c / Math.sqrt(space.df[x]! * space.df[y]!);
      if (cos >= opts.minCosine) cand.push({ to: y, w: cos });
    }
    cand.sort((p, q) => q.w - p.w || p.to - q.to);
    for (const r of cand.slice(0, opts.topK)) {
      rows[x]!.push(r);
      rows[r.to]!.push({ to: x, w: r.w });
    }
  }
  return rows.map((r) => {
    // A pair kept by both tags appears twice; keep one.
    const best = new Map<number, number>();
    for (const e of r) best.set(e.to, Math.max(best.get(e.to) ?? 0, e.w));
    const ordered = [...best.entries()].sort((p, q) => p[0] - q[0]);
    return {
      to: Uint16Array.from(ordered.map((e) => e[0])),
      w: Float32Array.from(ordered.map((e) => opts.strength * e[1])),
    };
  });
}

/** Related features per feature: the learned tag-tag block, empty rows elsewhere. */
export type Relatedness = readonly { to: Uint16Array; w: Float32Array }[];

/**
 * sqrt(vᵀ S v) with S = I + relatedness, for the sparse vector featId/featW[from..to); `scratch` is a zeroed dense
 * buffer over the feature space, left zeroed. The index and a query's seed both use it.
 */
export function softNorm(
  featId: ArrayLike<number>, featW: ArrayLike<number>, from: number, to: number, related: Relatedness, scratch: Float64Array,
): number {
  for (let k = from; k < to; k++) scratch[featId[k]!]! += featW[k]!;
  let sum = 0;
  for (let k = from; k < to; k++) {
    const f = featId[k]!;
    const w = featW[k]!;
    sum += w * w;
    const row = related[f]!;
    for (let r = 0; r < row.to.length; r++) sum += w * row.w[r]! * scratch[row.to[r]!]!;
  }
  for (let k = from; k < to; k++) scratch[featId[k]!] = 0;
  return Math.sqrt(sum) || 1;
}
