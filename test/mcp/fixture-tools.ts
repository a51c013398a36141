// Small tool modules of the real ToolModule shape, a counting limiter and a switch, for the MCP adapter tests.
import { Type as T } from "@sinclair/typebox";
import { loadConfig } from "../../src/config/config";
import { AppError } from "../../src/errors";
import type { LimitDecision, LimitScope, RateLimiter } from "../../src/limits/types";
import type { AnyToolModule, McpDeps, McpLogger } from "../../src/mcp/types";
import { createGuardedCall, type PipelineDeps } from "../../src/pipeline";
import { GameQuery, GamesLikeOptions, Lang } from "../../src/schemas";
import type { ToolAnnotations } from "../../src/mcp-tools/types";

const hints = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

/** Query text that makes the fixture handlers fail in each way the adapter must map. */
export const NOT_FOUND = "zzzzqqqxx";
export const CRASH = "crash please";
export const DRIFT = "drift please";
export const SECRET = "SELECT secret FROM internals";

const GamesLikeInput = T.Object({ game: GameQuery, ...GamesLikeOptions }, { additionalProperties: false });
const GamesLikeOutput = T.Object({
  query: T.String({ description: "The query as received." }),
  n: T.Integer({ description: "How many." }),
  lang: Lang,
  free: T.Boolean({ description: "Free filter." }),
  coop: T.Boolean({ description: "Co-op filter." }),
  deck: T.Union([T.String(), T.Null()], { description: "Deck filter." }),
  results: T.Array(T.Object({ rank: T.Integer(), name: T.String(), url: T.String() }), { description: "Picks." }),
});

export const gamesLike: AnyToolModule = {
  Input: GamesLikeInput,
  Output: GamesLikeOutput,
  meta: { name: "games_like", limitScope: "api", title: "Games like…", description: "Ranked games like the one named.", annotations: hints("Games like…") },
  async handler(input: typeof GamesLikeInput.static) {
    if (input.game === NOT_FOUND) throw new AppError("not_found", `lookup: no game matches "${NOT_FOUND}"; try a name, an appid or a store URL`);
    if (input.game === CRASH) throw new Error(SECRET);
    if (input.game === DRIFT) return { query: input.game };
    const results = Array.from({ length: input.n }, (_, i) => ({ rank: i + 1, name: `Game ${i + 1}`, url: `https://games.example/game/${i + 1}` }));
    return { query: input.game, n: input.n, lang: input.lang, free: input.free, coop: input.coop, deck: input.deck ?? null, results };
  },
};

const FactsInput = T.Object({ game: GameQuery, lang: Lang });
export const gameFacts: AnyToolModule = {
  Input: FactsInput,
  Output: T.Object({ name: T.String(), lang: Lang }),
  meta: { name: "game_facts", limitScope: "api", title: "Game facts", description: "Facts about one game.", annotations: hints("Game facts") },
  async handler(input: typeof FactsInput.static) {
    if (input.game === NOT_FOUND) throw new AppError("not_found", `lookup: no game matches "${NOT_FOUND}"; try a name, an appid or a store URL`);
    return { name: input.game, lang: input.lang };
  },
};

const FindInput = T.Object({
  description: T.String({ minLength: 12, maxLength: 3000, description: "What the person remembers." }),
  lang: Lang,
  year_min: T.Optional(T.Integer({ minimum: 1970, maximum: 2100, description: "Earliest release year." })),
});
export const findGame: AnyToolModule = {
  Input: FindInput,
  Output: T.Object({ confidence: T.Union([T.Literal("high"), T.Literal("medium"), T.Literal("low")]), results: T.Array(T.String()) }),
  meta: { name: "find_game_by_description", limitScope: "find", title: "Find a game", description: "Names a vaguely remembered game.", annotations: hints("Find a game") },
  async handler() {
    return { confidence: "low", results: ["Stray"] };
  },
};

export const fixtureTools = [gamesLike, gameFacts, findGame];

/** A limiter with the real contract: `max` calls per (ip, scope), then AppError("rate_limited") with retryAfter. */
export function countingLimiter(max: Partial<Record<LimitScope, number>> = {}, retryAfter = 42): RateLimiter & { calls: string[] } {
  const used = new Map<string, number>();
  const calls: string[] = [];
  return {
    calls,
    async guard(ip, scope): Promise<LimitDecision> {
      calls.push(`${ip}:${scope}`);
      const key = `${ip}:${scope}`;
      const count = (used.get(key) ?? 0) + 1;
      used.set(key, count);
      const limit = max[scope] ?? 1000;
      if (count > limit) throw new AppError("rate_limited", `limits: ${limit} ${scope} calls a minute per IP`, { retryAfter });
      return { allowed: true, limit, remaining: limit - count, resetSeconds: 60, retryAfterSeconds: null, policy: `${limit};w=60` };
    },
  };
}

/** A logger that keeps what it was told. */
export function memoryLogger(): McpLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, error: (message, fields) => void lines.push(`${message} ${JSON.stringify(fields ?? {})}`) };
}

/** What a test may set of the guarded call the fixture deps build (when it passes no `call` of its own). */
export type PipelineOverrides = Partial<Pick<PipelineDeps<unknown>, "limiter" | "apiSwitch" | "cache" | "toolDeps">>;

/** Deps over the fixture tools and a real guarded call (a counting limiter, switch on, no cache); override any part. */
export function fixtureDeps(overrides: Partial<McpDeps<unknown>> & PipelineOverrides = {}, env: Record<string, string> = {}): McpDeps<unknown> {
  const { limiter = countingLimiter(), apiSwitch = { enabled: () => true }, cache, toolDeps = {}, ...rest } = overrides;
  const logger = rest.logger ?? memoryLogger();
  return {
    config: loadConfig({ PUBLIC_BASE_URL: "https://games.example", ...env }),
    tools: fixtureTools,
    logger,
    call: createGuardedCall({ limiter, apiSwitch, cache, toolDeps, logger }),
    ...rest,
  };
}
