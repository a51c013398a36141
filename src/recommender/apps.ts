// Software the Steam store lists beside the games (wallpaper engines, overlays, paint and avatar tools): kept in the
// catalog, so a lookup finds it and its facts answer, but never a pick of a list of games.
import { SOFTWARE_GENRES } from "../catalog/build/parse";
import type { Game } from "../catalog/types";

/**
 * Steam's genres of tools: the catalog build's software genres but its video ones (a film, a short) and Education,
 * which files games too. An entry with one of them is an app unless it also has a genre of play.
 */
const NOT_TOOLS: ReadonlySet<string> = new Set([
  "360 Video", "Movie", "Documentary", "Episodic", "Short", "Tutorial", "Education",
]);
const APP_GENRES: ReadonlySet<string> = new Set([...SOFTWARE_GENRES].filter((g) => !NOT_TOOLS.has(g)));

/**
 * Genres that say nothing of play: an app is as often Casual, Indie, Free To Play or Early Access as a game, and
 * Education files learning games and tools alike.
 */
const NEUTRAL_GENRES: ReadonlySet<string> = new Set(["Casual", "Indie", "Free To Play", "Early Access", "Education"]);

/**
 * True when the store files the entry as software: a software genre, and no genre of play beside it ("Wallpaper
 * Engine": Utilities, Design & Illustration, Casual, Indie). A game with a software genre besides Action, RPG,
 * Simulation or another genre of play stays a game ("RPG Maker MV" has RPG; "PC Building Simulator" has none of them).
 *
 * @example
 * isSoftwareApp({ genres: ["Casual", "Free To Play", "Utilities"] }); // true
 * isSoftwareApp({ genres: ["Education", "Indie", "Simulation"] }); // false
 * isSoftwareApp({ genres: ["Casual", "Education"] }); // false: no software genre
 */
export function isSoftwareApp(g: Pick<Game, "genres">): boolean {
  return g.genres.some((x) => APP_GENRES.has(x)) && g.genres.every((x) => APP_GENRES.has(x) || NEUTRAL_GENRES.has(x));
}
