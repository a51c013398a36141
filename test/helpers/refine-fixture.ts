// A small catalog for refinement tests: one seed, eight games like it with summaries of every kind (one unknown
// length, one without a summary), and unrelated filler so tag weights look like a catalog's.
import type { Game, GameSummary } from "../../src/catalog/types";
import { makeGame, reviews } from "./fixture-catalog";

export function summary(partial: Partial<GameSummary>): GameSummary {
  return { tagline: null, difficulty: null, length: null, sessionShape: null, coOp: null, hooks: [], dealbreakers: [], ...partial };
}

const TAGS = ["Roguelite", "Action Roguelike", "Hack and Slash", "Isometric", "Mythology", "Difficult", "Replay Value"];
const OTHER = [["Farming Sim", "Life Sim", "Relaxing"], ["Racing", "Driving", "Simulation"], ["Visual Novel", "Anime", "Romance"]];

const background: Game[] = Array.from({ length: 60 }, (_, k) =>
  makeGame({ appid: 900000 + k, name: `Filler ${k}`, tags: OTHER[k % 3]!, genres: ["Indie"], reviews: reviews(80 + k, 10), developers: [`Filler ${k}`], year: 2018 }),
);

const rogue = (appid: number, name: string, k: number) =>
  makeGame({ appid, name, tags: TAGS.slice(0, TAGS.length - (k % 3)), genres: ["Action", "Indie"], reviews: reviews(5000 - k * 100, 100), developers: [`Studio ${appid}`], year: 2019 });

/** The seed: medium length, challenging, short bursts, solo. */
export const REFINE_SEED = makeGame({ appid: 1, name: "Underworld Run", tags: TAGS, genres: ["Action", "Indie"], reviews: reviews(90000, 2000), developers: ["Seed Studio"], year: 2020 });

/** The eight similar games, appids 10..17, in this order. */
export const LIKE_NAMES = ["Ashen Loop", "Brief Descent", "Crypt Sprint", "Deep Vault", "Endless Spire", "Fable Pit", "Gloom Tide", "Hollow Rush"];

export const REFINE_GAMES: Game[] = [REFINE_SEED, ...LIKE_NAMES.map((name, k) => rogue(10 + k, name, k)), ...background];

export const REFINE_SUMMARIES: [number, GameSummary][] = [
  [1, summary({ length: "medium", difficulty: "challenging", sessionShape: "short_bursts", coOp: "solo_only", tagline: "A crypt crawl lit by one lantern" })],
  [10, summary({ length: "short", difficulty: "relaxed", sessionShape: "short_bursts", coOp: "local_coop" })],
  [11, summary({ length: "short", difficulty: "moderate", sessionShape: "flexible", coOp: "solo_only" })],
  [12, summary({ length: "long", difficulty: "challenging", sessionShape: "long_sessions", coOp: "online_coop" })],
  [13, summary({ length: "massive", difficulty: "punishing", sessionShape: "long_sessions", coOp: "online_and_local" })],
  [14, summary({ length: "endless", difficulty: "moderate", sessionShape: "flexible", coOp: "online_coop" })],
  [15, summary({ length: "medium", difficulty: "relaxed", sessionShape: "short_bursts", coOp: "local_coop" })],
  [16, summary({ difficulty: "challenging", sessionShape: "flexible" })], // length and co-op unknown
  // 17 (Hollow Rush) has no summary at all
];
