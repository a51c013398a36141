// The MCP tools, in listing order; REST serves the first two as GET /api/agent/games-like and /api/agent/game-facts.
import { gameFacts } from "./game-facts";
import { gamesLike } from "./games-like";

export { gamesLike } from "./games-like";
export { gameFacts } from "./game-facts";

/** Every tool the MCP server lists. The find tool's owner adds `findGameByDescription` to this list. */
export const tools = [
  gamesLike,
  gameFacts,
  // findGameByDescription (src/tools/find-game-by-description.ts) goes here.
] as const;
