// The two REST operations: which tool each one fronts, its path and operationId, and its query schema.
import { Type as T, type TObject, type TSchema } from "@sinclair/typebox";
import { gameFacts } from "../mcp-tools/game-facts";
import { gamesLike } from "../mcp-tools/games-like";
import type { ToolModule } from "../mcp-tools/types";

/** One GET endpoint over one tool module. */
export interface Operation {
  /** Path under the site root, e.g. `/api/agent/games-like`. */
  path: string;
  /** OpenAPI operationId (the spec's). */
  operationId: string;
  /** Route name in cache keys. */
  route: string;
  // `any` at the boundary: each handler is typed by its own Input, and is only called with a value its query passed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tool: ToolModule<TObject, TSchema> & { handler(input: any, deps: any): Promise<unknown> };
  /** The query parameters: the tool's Input with `game` named `q` (the REST name). */
  query: TObject;
}

/**
 * The tool's Input as REST query parameters: `game` becomes `q`, first; the rest keep their schemas and order.
 *
 * @example
 * Object.keys(restQuery(gamesLike.Input).properties); // ["q", "n", "lang", "free", "coop", "deck", "length", …]
 */
export function restQuery(input: TObject): TObject {
  const { game, ...rest } = input.properties;
  if (!game) throw new Error("rest: a tool Input without `game` cannot be served as a REST query");
  return T.Object({ q: game, ...rest });
}

/** GET /api/agent/games-like and GET /api/agent/game-facts. */
export const OPERATIONS: readonly Operation[] = [
  { path: "/api/agent/games-like", operationId: "gamesLike", route: "games-like", tool: gamesLike, query: restQuery(gamesLike.Input) },
  { path: "/api/agent/game-facts", operationId: "gameFacts", route: "game-facts", tool: gameFacts, query: restQuery(gameFacts.Input) },
];
