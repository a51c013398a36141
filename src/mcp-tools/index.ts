// The MCP tools, in listing order; REST serves the first two as GET /api/agent/games-like and /api/agent/game-facts.
import { findGameByDescription } from "./find-game-by-description";
import { gameFacts } from "./game-facts";
import { gamesLike } from "./games-like";

export { gamesLike } from "./games-like";
export { gameFacts } from "./game-facts";
export { findGameByDescription, type FindToolDeps } from "./find-game-by-description";

/** Every tool the MCP server lists; handlers get `FindToolDeps` (ToolDeps plus the finder). */
export const tools = [gamesLike, gameFacts, findGameByDescription] as const;
