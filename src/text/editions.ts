// Edition words: the words a store name may end with that name an edition, a remaster or a bundle of the same game.

/**
 * Single words that end a store name without changing the game ("Skyrim Special Edition" is also "skyrim").
 * The lookup strips them from names (with "game of the year" as a phrase); the recommender's name stem as well.
 */
export const EDITION_WORDS: readonly string[] = [
  "edition", "goty", "remastered", "remaster", "definitive", "enhanced", "complete", "deluxe", "ultimate", "gold",
  "special", "anniversary", "directors", "cut", "hd", "legendary", "premium", "standard", "digital", "collectors",
  "version", "classic", "bundle", "collection",
];

/**
 * Words and phrases that also mark a release of the same game when they end its name ("Redux", "VR", "Prologue",
 * "Prepare to Die"): the recommender treats such a release as the seed itself, never as a pick.
 */
export const RELEASE_VARIANT_WORDS: readonly string[] = [
  "game of the year", "redux", "final cut", "extended", "4k", "vr", "prepare to die", "royal", "reloaded", "pack",
  "trilogy", "double pack", "plus", "prologue",
];

/** A regex alternative matching any edition word or release-variant phrase (apostrophes optional: "director's"). */
export function editionPattern(): string {
  const words = [...RELEASE_VARIANT_WORDS, ...EDITION_WORDS].map((w) => w.replace(/(director|collector)s$/, "$1'?s"));
  // Longest first, so "double pack" wins over "pack" and "remastered" over "remaster".
  return `(?:${words.sort((a, b) => b.length - a.length).join("|")})`;
}
