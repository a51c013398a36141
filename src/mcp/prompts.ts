// MCP prompts: ready-made requests an assistant offers its user ("games like one I loved, with a twist", "a co-op
// evening", "what was that game?"), each walking the model through the service's three tools.
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, McpError, type GetPromptResult, type Prompt,
} from "@modelcontextprotocol/sdk/types.js";
import { SERVICE_NAME } from "../config/config";
import { DESCRIPTION_MAX_CHARS, QUERY_MAX_CHARS, REFINE_VALUES } from "../schemas";

interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
  /** Longest value accepted, in characters. */
  max: number;
  /** When set, the value must match it. */
  pattern?: RegExp;
}

interface PromptDef {
  name: string;
  title: string;
  description: string;
  arguments: readonly PromptArgument[];
  /** The user message, from arguments already checked. */
  text(args: Readonly<Record<string, string | undefined>>): string;
}

const list = (values: readonly string[]) => values.join(", ");
const credit = `Name ${SERVICE_NAME} as the source and link each game's url.`;

/** The prompts, in listing order. */
export const PROMPTS: readonly PromptDef[] = [
  {
    name: "games_like_with_a_twist",
    title: "Games like one I loved, with a twist",
    description: "Games like a game the user loved, but different in one way: shorter, easier, for the couch, in quick sessions…",
    arguments: [
      { name: "game", description: "The game the user loved (any spelling, a Russian title, an appid or a store URL).", required: true, max: QUERY_MAX_CHARS },
      { name: "twist", description: "What should differ, in the user's words: shorter, easier, harder, local co-op, short sessions…", required: true, max: 200 },
    ],
    text: ({ game, twist }) => [
      `I loved the game ${JSON.stringify(game)} and want games like it, but with this twist: ${JSON.stringify(twist)}.`,
      "",
      `Use the ${SERVICE_NAME} tools:`,
      `1. Call game_facts with game=${JSON.stringify(game)} and read its summary: length, difficulty, session_shape, co_op.`,
      "2. Turn the twist into games_like refinements relative to those values. Each takes one value or a comma list " +
        "(a game passes when its value is any of them):",
      `   - shorter: length = the values below the game's own, in the order ${list(REFINE_VALUES.length)}; longer: the values above;`,
      `   - easier: difficulty = the values below its own, in the order ${list(REFINE_VALUES.difficulty)}; harder: above;`,
      `   - quick sessions: session_shape=short_bursts; long evenings: session_shape=long_sessions;`,
      "   - on one couch: co_op=local; with friends online: co_op=online.",
      "   Set only what the twist asks for. Free games, any co-op and Steam Deck are the filters free, coop and deck.",
      `3. Call games_like with game=${JSON.stringify(game)}, n=10 and those refinements.`,
      "4. Answer with the picks and their why lines. If refinements.left_out_unknown is large, say that more similar " +
        `games exist whose data does not say. ${credit}`,
    ].join("\n"),
  },
  {
    name: "coop_evening",
    title: "Plan a co-op evening",
    description: "A short list of co-op games for a group's evening, online or on one couch, starting from a game they enjoy.",
    arguments: [
      { name: "players", description: "How many people will play (a whole number, 2 or more).", required: true, max: 3, pattern: /^(?:[2-9]|[1-9][0-9]{1,2})$/ },
      { name: "game", description: "A game the group enjoyed together (optional).", required: false, max: QUERY_MAX_CHARS },
      { name: "where", description: "online or couch (optional).", required: false, max: 10, pattern: /^(?:online|couch)$/ },
    ],
    text: ({ players, game, where }) => {
      const coOp = where === "couch" ? "local" : where === "online" ? "online" : null;
      const refine = `coop=true${coOp ? `, co_op=${coOp}` : ""}, session_shape=short_bursts,flexible`;
      return [
        `Plan a co-op games evening for ${players} people${where === "couch" ? " on one couch" : where === "online" ? " playing online" : ""}.`,
        "",
        `Use the ${SERVICE_NAME} tools:`,
        game
          ? `1. Call games_like with game=${JSON.stringify(game)}, n=10, ${refine}.`
          : "1. Ask which game the group enjoyed together, then call games_like with that game, n=10, " + `${refine}.`,
        "2. For the three best picks, call game_facts to check the kind of co-op and how long a session runs.",
        `3. The data does not say how many players a game takes: ask the user to check each store_url for ${players} players.`,
        `4. Suggest an evening of one or two games with why each fits. ${credit}`,
      ].join("\n");
    },
  },
  {
    name: "what_was_that_game",
    title: "What was that game?",
    description: "Names a game the user only half remembers from a description, then confirms it with its facts.",
    arguments: [
      { name: "memory", description: "Everything the user remembers: look, story, era, platform, how it played.", required: true, max: DESCRIPTION_MAX_CHARS },
    ],
    text: ({ memory }) => [
      `I am trying to remember a game. What I remember: ${JSON.stringify(memory)}`,
      "",
      `Use the ${SERVICE_NAME} tools:`,
      "1. Call find_game_by_description once with that description (it has low limits: do not retry variations).",
      "2. Call game_facts with the best candidate's appid to check the details against what I remember.",
      "3. Tell me the name; if unsure, list the other candidates with what tells them apart. Offer games_like for it. " + credit,
    ].join("\n"),
  },
];

/** The prompts/list entry of a definition. */
function listing(p: PromptDef): Prompt {
  return {
    name: p.name,
    title: p.title,
    description: p.description,
    arguments: p.arguments.map((a) => ({ name: a.name, description: a.description, required: a.required })),
  };
}

/**
 * The messages of prompts/get, or an InvalidParams error naming the unknown prompt or the bad argument.
 *
 * @example
 * getPrompt("coop_evening", { players: "4", where: "couch" }).messages[0].content.text; // "Plan a co-op games evening for 4 people on one couch. …"
 */
export function getPrompt(name: string, args: Readonly<Record<string, string>> = {}): GetPromptResult {
  const prompt = PROMPTS.find((p) => p.name === name);
  if (!prompt) throw new McpError(ErrorCode.InvalidParams, `unknown prompt "${name}"; available prompts: ${PROMPTS.map((p) => p.name).join(", ")}`);
  const values: Record<string, string | undefined> = {};
  for (const a of prompt.arguments) {
    const v = args[a.name]?.trim() || undefined;
    if (v === undefined) {
      if (a.required) throw new McpError(ErrorCode.InvalidParams, `prompt ${name}: argument ${a.name} is required (${a.description})`);
    } else if (v.length > a.max || (a.pattern && !a.pattern.test(v))) {
      throw new McpError(ErrorCode.InvalidParams, `prompt ${name}: argument ${a.name} is not valid: ${a.description}`);
    }
    values[a.name] = v;
  }
  return {
    description: prompt.description,
    messages: [{ role: "user", content: { type: "text", text: prompt.text(values) } }],
  };
}

/** Registers prompts/list and prompts/get on `server` (declare the `prompts` capability when creating it). */
export function registerPrompts(server: Server): void {
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: PROMPTS.map(listing) }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => getPrompt(request.params.name, request.params.arguments));
}
