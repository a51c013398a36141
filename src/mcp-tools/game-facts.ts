// Tool game_facts (also REST GET /api/agent/game-facts): public facts about one game.
import { Type as T } from "@sinclair/typebox";
import { SERVICE_NAME } from "../config/config";
import { attribution, factsBriefing, toAgentGameFacts } from "../facts";
import { GameFactsResponse, GameQuery, Lang } from "../schemas";
import { isoSeconds, resolveGame, toAgentMatches, urlsOf } from "./resolve-game";
import { readOnlyAnnotations, type ToolModule } from "./types";

/** Arguments: `game` (REST calls it `q`) and the language of the attribution line. */
export const Input = T.Object({ game: GameQuery, lang: T.Optional(Lang) }, { additionalProperties: false });

export const Output = GameFactsResponse;

export const meta = {
  name: "game_facts",
  title: "Facts about a game",
  description:
    "What a game is like and its facts (name with typos or Russian, appid, or store URL): tagline, difficulty, " +
    "length, co-op, what players love and complain about, store description, price, Deck status, reviews, links. " +
    "Game data is English. Cite the source and link the game's url.",
  limitScope: "api",
  annotations: readOnlyAnnotations("Facts about a game"),
} as const;

/**
 * Resolves the game and returns its facts, with the description and mined summary read from the store by appid.
 *
 * @example
 * await handler({ game: "1145360" }, deps); // { game: { appid: 1145360, name: "Hades", … }, … }
 */
export const handler: ToolModule<typeof Input, typeof Output>["handler"] = async (input, deps) => {
  const lang = input.lang ?? "en";
  const found = resolveGame(meta.name, input.game, deps);
  const urls = urlsOf(deps.config);
  return {
    query: input.game,
    source: SERVICE_NAME,
    attribution: attribution(lang, urls.base),
    lang,
    game: toAgentGameFacts(found.seed, urls, deps.store.describe(found.seed.appid)),
    other_matches: toAgentMatches(found),
    generated_at: isoSeconds(deps.now()),
  };
};

/** The module as MCP and REST see it; MCP's text block is the briefing rather than a field dump. */
export const gameFacts: ToolModule<typeof Input, typeof Output> = { Input, Output, meta, handler, briefing: factsBriefing };
