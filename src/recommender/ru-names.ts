// Russian names of Steam tags and genres for the `why` line, from src/recommender/data/*.json.
// Imported, not read from disk, so `bun build --compile` embeds them in the binary.
import genresRu from "./data/genres-ru.json" with { type: "json" };
import tagsRu from "./data/tags-ru.json" with { type: "json" };

/** One entry of tags-ru.json / genres-ru.json. */
export interface RuName {
  ru: string;
  gender?: "m" | "f" | "n" | "pl";
}

const TAGS = tagsRu as Record<string, RuName>;
const GENRES = genresRu as Record<string, RuName>;

/** Every tag with a Russian name (the test checks none of the catalog's tags is missing). */
export function ruTagNames(): Readonly<Record<string, RuName>> {
  return TAGS;
}

/** Every store genre with a Russian name. */
export function ruGenreNames(): Readonly<Record<string, RuName>> {
  return GENRES;
}

/** The Russian name of a tag; the English tag when none is known (a test guards against that). */
export function ruTag(tag: string): string {
  return TAGS[tag]?.ru ?? tag;
}

/** The Russian name of a store genre; the English label when none is known. */
export function ruGenre(genre: string): string {
  return GENRES[genre]?.ru ?? TAGS[genre]?.ru ?? genre;
}
