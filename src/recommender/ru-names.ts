// Russian names of Steam tags and genres for the `why` line, read once from src/recommender/data/*.json.
import { existsSync, readFileSync } from "node:fs";

/** One entry of tags-ru.json / genres-ru.json. */
export interface RuName {
  ru: string;
  gender?: "m" | "f" | "n" | "pl";
}

function load(file: string): Record<string, RuName> {
  const url = new URL(`./data/${file}`, import.meta.url);
  if (!existsSync(url)) return {};
  return JSON.parse(readFileSync(url, "utf8")) as Record<string, RuName>;
}

const TAGS = load("tags-ru.json");
const GENRES = load("genres-ru.json");

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
