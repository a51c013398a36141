// Tool find_game_by_description: names a game from what someone vaguely remembers of it.
import { Type as T, type Static } from "@sinclair/typebox";
import { SERVICE_NAME } from "../config/config";
import { attribution } from "../facts";
import type { Finder } from "../finder/types";
import { DESCRIPTION_MAX_CHARS, DESCRIPTION_MIN_CHARS, Lang } from "../schemas";
import { isoSeconds, urlsOf } from "./resolve-game";
import { readOnlyAnnotations, type ToolDeps, type ToolModule } from "./types";

/** Platform hints; `deck` and `vr` change the ranking, the desktop systems are accepted and ignored (no data). */
export const Platform = T.Union([T.Literal("windows"), T.Literal("mac"), T.Literal("linux"), T.Literal("deck"), T.Literal("vr")], {
  description:
    "Optional platform hint: deck (prefers Steam Deck Verified/Playable games), vr (prefers VR games). windows, mac " +
    "and linux are accepted but do not change the answer (every result is a Steam PC game).",
});

export const Input = T.Object(
  {
    description: T.String({
      minLength: DESCRIPTION_MIN_CHARS,
      maxLength: DESCRIPTION_MAX_CHARS,
      description:
        "What the person remembers, in their words (English works best): story, setting, mechanics, art style, " +
        "perspective, era, platform, who made it. Pass it through as said; details like '2D', 'co-op', 'first person', " +
        "'90s' or a year help.",
    }),
    lang: T.Optional(Lang),
    year_min: T.Optional(T.Integer({ minimum: 1970, maximum: 2100, description: "Earliest likely release year, when the person gives one." })),
    year_max: T.Optional(T.Integer({ minimum: 1970, maximum: 2100, description: "Latest likely release year, when the person gives one." })),
    platform: T.Optional(Platform),
  },
  { additionalProperties: false },
);

export const FindResult = T.Object(
  {
    rank: T.Integer({ minimum: 1, description: "Position in the ranked list, from 1 (most likely)." }),
    appid: T.Integer({ description: "Steam application id; pass it to game_facts or games_like as `game`." }),
    name: T.String({ description: "Game name." }),
    year: T.Union([T.Integer(), T.Null()], { description: "Release year on Steam (re-releases carry their own), or null when unknown." }),
    why: T.String({ description: "One short sentence on what in the description this game matches, in the requested language." }),
    url: T.String({ description: "The game's page on this service's website; link it when mentioning the game." }),
    store_url: T.String({ description: "The game's Steam store page." }),
  },
  { $id: "FindResult", description: "One guess." },
);

export const Output = T.Object(
  {
    description: T.String({ description: "The description as received." }),
    source: T.String({ description: "The service's name." }),
    attribution: T.String({ description: "Attribution line for callers to reuse: name the service and link each game's url." }),
    lang: Lang,
    confidence: T.Union([T.Literal("high"), T.Literal("medium"), T.Literal("low")], {
      description:
        "How sure the service is that the first result is the game meant: high = say it is probably that game; " +
        "medium = offer the first results as likely; low = present them as guesses and ask for more details.",
    }),
    results: T.Array(FindResult, { maxItems: 10, description: "Ranked guesses, most likely first (up to 5)." }),
    find_game_url: T.String({ description: "The website's find-a-game page with this description filled in, for the person to refine." }),
    generated_at: T.String({ description: "Generation time, ISO-8601 UTC." }),
  },
  { $id: "FindGameResponse", description: "Ranked guesses of the game a description means." },
);

/** What this tool's handler needs: the common tool deps plus the finder (`createFinder({ store, config })`). */
export interface FindToolDeps extends ToolDeps {
  finder: Pick<Finder, "find">;
}

export const meta = {
  name: "find_game_by_description",
  title: "Find a game by description",
  description:
    "Names a Steam game from a vague memory of it ('you play a cat in a cyberpunk city with a little drone'). " +
    "Pass the person's description as said, plus year_min/year_max or platform (deck, vr) when they mention them. " +
    "Returns up to 5 ranked guesses with a reason each and a confidence: when it is low, present the results as " +
    "guesses and ask for more details (the find_game_url page lets the person refine). Only games in the Steam " +
    "catalog can be found. Cite the source and link each game's url. Limited to 3 calls a minute and 20 a day.",
  // It may call a language model: it draws from the lower `find` limits too.
  limitScope: "find",
  annotations: readOnlyAnnotations("Find a game by description"),
} as const;

/** Results the tool returns. */
const RESULTS = 5;

/**
 * Asks the finder (the language-model backend when configured, else the offline retrieval) and adds links.
 *
 * @example
 * await handler({ description: "co-op bank heist shooter with clown masks" }, deps);
 * // { confidence: "high", results: [{ rank: 1, appid: 218620, name: "PAYDAY 2", … }], … }
 */
export const handler: ToolModule<typeof Input, typeof Output, FindToolDeps>["handler"] = async (input, deps) => {
  const lang = input.lang ?? "en";
  const urls = urlsOf(deps.config);
  const answer = await deps.finder.find({
    description: input.description,
    lang,
    yearMin: input.year_min ?? null,
    yearMax: input.year_max ?? null,
    platform: input.platform ?? null,
    limit: RESULTS,
  });
  return {
    description: input.description,
    source: SERVICE_NAME,
    attribution: attribution(lang, urls.base),
    lang,
    confidence: answer.confidence,
    results: answer.results.map((r, k) => ({
      rank: k + 1,
      appid: r.appid,
      name: r.name,
      year: r.year,
      why: r.why,
      url: urls.game(r.appid, { agent: true }),
      store_url: urls.store(r.appid),
    })),
    find_game_url: urls.find(input.description),
    generated_at: isoSeconds(deps.now()),
  };
};

export type FindGameInput = Static<typeof Input>;
export type FindGameOutput = Static<typeof Output>;

/** The module as MCP sees it. */
export const findGameByDescription: ToolModule<typeof Input, typeof Output, FindToolDeps> = { Input, Output, meta, handler };
