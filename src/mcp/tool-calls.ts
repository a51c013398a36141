// Turns tool modules into MCP `tools/list` entries and maps `tools/call` through the guarded call to tool results.
import type { TSchema } from "@sinclair/typebox";
import { ErrorCode, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { SERVICE_NAME } from "../config/config";
import type { AppError } from "../errors";
import { retryAfterSeconds } from "../http/limit-headers";
import type { ArgumentCheck, GuardedCall } from "../pipeline";
import type { AgentErrorT } from "../schemas";
import { createArgumentChecker } from "./arguments";
import type { AnyToolModule, McpDeps, McpRequestContext } from "./types";

/** A tool module with its listing and compiled argument checker, built once per module. */
interface PreparedTool {
  module: AnyToolModule<unknown>;
  listing: Tool;
  checkArguments: ArgumentCheck<string[]>;
}

// Compiling TypeBox checkers costs far more than a request; the HTTP handler builds a server per request.
const prepared = new WeakMap<object, PreparedTool>();

/**
 * The module's `tools/list` entry and checkers, cached per module object.
 *
 * TypeBox schemas are JSON Schema already, so `Input` and `Output` are listed as they are (JSON copies without
 * TypeBox's symbol keys), except that arguments with a default are not listed as required; arguments are checked
 * against that published input schema itself (see `createArgumentChecker`).
 * Every tool is a read-only, idempotent lookup over a closed catalog, whatever the module says.
 */
export function prepareTool(module: AnyToolModule<unknown>): PreparedTool {
  let entry = prepared.get(module);
  if (entry) return entry;
  const { name, title, description } = module.meta;
  const args = createArgumentChecker(module.Input);
  entry = {
    module,
    listing: {
      name,
      title,
      description,
      inputSchema: jsonCopy(args.published) as Tool["inputSchema"],
      outputSchema: jsonCopy(module.Output) as Tool["outputSchema"],
      annotations: { ...module.meta.annotations },
    },
    checkArguments: args.check as ArgumentCheck<string[]>,
  };
  prepared.set(module, entry);
  return entry;
}

/**
 * Runs one `tools/call` through the guarded call. An unknown tool is the protocol error the specification names
 * (JSON-RPC -32602, Invalid params); anything that reaches the tool ends as a tool result: invalid arguments, limits
 * and domain failures are `isError` results a model can read and act on (the specification's tool execution errors).
 * Order (src/pipeline): unknown tool → switch (`disabled`) → arguments (no quota spent on a malformed call) →
 * rate limits → answer cache → handler → output check.
 */
export async function callTool<D>(
  deps: Pick<McpDeps<D>, "call">,
  tools: ReadonlyMap<string, PreparedTool>,
  context: McpRequestContext,
  name: string,
  args: unknown,
): Promise<CallToolResult> {
  const tool = tools.get(name);
  // The SDK answers a thrown error with its `code`; McpError would prefix its message with the code once more.
  if (!tool) throw Object.assign(new Error(`Unknown tool "${name}"; the tools are ${[...tools.keys()].join(", ")}`), { code: ErrorCode.InvalidParams });
  const outcome = await (deps.call as GuardedCall<unknown>)({ door: "mcp", tool: tool.module, ip: context.ip, args, check: tool.checkArguments });
  switch (outcome.status) {
    case "disabled":
      return errorResult(`mcp: ${SERVICE_NAME} is switched off for now; no tool answers until it is back on. Try again later.`, "disabled");
    case "invalid":
      return errorResult(`mcp: invalid arguments for ${name}: ${outcome.problems.join("; ")}`, "bad_request");
    case "limited":
    case "error":
      return appErrorResult(outcome.error);
    case "failed":
      return errorResult(`mcp: ${name} failed with an internal error; try again later.`, null);
    case "ok": {
      const json = { type: "text" as const, text: outcome.body };
      // A briefing reads first; the JSON block stays for clients that ignore structuredContent.
      const briefing = tool.module.briefing?.(outcome.output);
      return {
        content: briefing ? [{ type: "text", text: briefing }, json] : [json],
        structuredContent: outcome.output as Record<string, unknown>,
      };
    }
  }
}

/** The text a model reads for each domain failure; rate limits say when to retry, in whole seconds. */
function appErrorResult(e: AppError): CallToolResult {
  if (e.code !== "rate_limited") return errorResult(e.message, e.code);
  // The same whole seconds as REST's Retry-After (the edge's one rule).
  const s = retryAfterSeconds(e);
  const message = e.message.replace(/[.\s]+$/, "");
  // The limiter's own message usually says when already ("…; retry in 20 seconds"); say it once.
  if (/retry in \d+ second/i.test(message)) return errorResult(`${message}.`, e.code, s);
  return errorResult(`${message}. Retry in ${s} second${s === 1 ? "" : "s"}.`, e.code, s);
}

/**
 * An `isError` result. `_meta` carries the machine-readable code (an AgentError `error` value: `bad_request` for
 * invalid arguments, the AppError's code otherwise) for programmatic clients; models read the text.
 * An internal error has no code, as REST's plain 500 has none.
 */
function errorResult(text: string, code: AgentErrorT["error"] | null, retryAfter: number | null = null): CallToolResult {
  if (code === null) return { content: [{ type: "text", text }], isError: true };
  const meta: Record<string, unknown> = { error: code };
  if (retryAfter !== null) meta.retry_after_seconds = retryAfter;
  return { content: [{ type: "text", text }], isError: true, _meta: meta };
}

function jsonCopy(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}
