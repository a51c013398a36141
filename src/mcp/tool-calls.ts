// Turns tool modules into MCP `tools/list` entries and runs `tools/call`: switch, limits, arguments, handler, errors.
import type { TSchema } from "@sinclair/typebox";
import { TypeCompiler, type TypeCheck } from "@sinclair/typebox/compiler";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { SERVICE_NAME } from "../config/config";
import { AppError, isAppError } from "../errors";
import type { LimitScope } from "../limits/types";
import type { AgentErrorT } from "../schemas";
import { createArgumentChecker, type ArgumentCheck } from "./arguments";
import type { AnyToolModule, McpDeps, McpRequestContext } from "./types";

/** The tool with the language-model backend: it draws from the `find` buckets. */
const FIND_TOOL_NAME = "find_game_by_description";

/** A tool module with its listing and compiled checkers, built once per module. */
interface PreparedTool {
  module: AnyToolModule<unknown>;
  listing: Tool;
  checkArguments: (args: unknown) => ArgumentCheck<unknown>;
  checkOutput: TypeCheck<TSchema>;
  scope: LimitScope;
}

// Compiling TypeBox checkers costs far more than a request; the HTTP handler builds a server per request.
const prepared = new WeakMap<object, PreparedTool>();

/**
 * The module's `tools/list` entry and checkers, cached per module object.
 *
 * TypeBox schemas are JSON Schema already, so `Input` and `Output` are listed as they are (JSON copies without
 * TypeBox's symbol keys), except that arguments with a default are not listed as required (see `inputSchemaOf`).
 * Every tool is a read-only, idempotent lookup over a closed catalog, whatever the module says.
 */
export function prepareTool(module: AnyToolModule<unknown>): PreparedTool {
  let entry = prepared.get(module);
  if (entry) return entry;
  const { name, title, description } = module.meta;
  entry = {
    module,
    listing: {
      name,
      title,
      description,
      inputSchema: inputSchemaOf(module.Input),
      outputSchema: jsonCopy(module.Output) as Tool["outputSchema"],
      annotations: { ...module.meta.annotations },
    },
    checkArguments: createArgumentChecker(module.Input),
    checkOutput: TypeCompiler.Compile(module.Output),
    scope: name === FIND_TOOL_NAME ? "find" : "api",
  };
  prepared.set(module, entry);
  return entry;
}

/**
 * Runs one `tools/call` and always answers with a tool result, never a protocol error: a model can read an
 * `isError` result and tell the user, while a JSON-RPC error usually surfaces as a broken tool.
 *
 * Order: unknown tool → switch (`disabled`) → rate limits (one token per call, like a REST request) → arguments
 * → handler → output check.
 */
export async function callTool<D>(
  deps: McpDeps<D>,
  tools: ReadonlyMap<string, PreparedTool>,
  context: McpRequestContext,
  name: string,
  args: unknown,
): Promise<CallToolResult> {
  const tool = tools.get(name);
  if (!tool) return errorResult(`mcp: unknown tool "${name}"; available tools: ${[...tools.keys()].join(", ")}`, "bad_request");
  try {
    if (!deps.apiSwitch.enabled()) {
      throw new AppError("disabled", `mcp: ${SERVICE_NAME} is switched off for now; no tool answers until it is back on. Try again later.`);
    }
    await deps.limiter.guard(context.ip, tool.scope);
    const checked = tool.checkArguments(args);
    if (!checked.ok) return errorResult(`mcp: invalid arguments for ${name}: ${checked.problems.join("; ")}`, "bad_request");
    const output: unknown = await tool.module.handler(checked.value, deps.toolDeps);
    if (!tool.checkOutput.Check(output)) {
      const first = tool.checkOutput.Errors(output).First();
      throw new Error(`output does not match ${name}'s outputSchema at ${first?.path || "/"}: ${first?.message}`);
    }
    const json = { type: "text" as const, text: JSON.stringify(output) };
    // A briefing reads first; the JSON block stays for clients that ignore structuredContent.
    const briefing = tool.module.briefing?.(output);
    return {
      content: briefing ? [{ type: "text", text: briefing }, json] : [json],
      structuredContent: output as Record<string, unknown>,
    };
  } catch (e) {
    if (isAppError(e)) return appErrorResult(e);
    (deps.logger ?? console).error(`mcp: ${name} failed`, { ip: context.ip, error: e instanceof Error ? e.stack ?? e.message : String(e) });
    return errorResult(`mcp: ${name} failed with an internal error; try again later.`, null);
  }
}

/** The text a model reads for each domain failure; rate limits say when to retry, in whole seconds. */
function appErrorResult(e: AppError): CallToolResult {
  if (e.code !== "rate_limited") return errorResult(e.message, e.code);
  const s = e.retryAfter;
  const message = e.message.replace(/[.\s]+$/, "");
  // The limiter's own message usually says when already ("…; retry in 20 seconds"); say it once.
  if (/retry in \d+ second/i.test(message)) return errorResult(`${message}.`, e.code, s);
  const when = s === null ? "Retry later." : `Retry in ${s} second${s === 1 ? "" : "s"}.`;
  return errorResult(`${message}. ${when}`, e.code, s);
}

/**
 * An `isError` result. `_meta` carries the machine-readable code (an AgentError `error` value: `bad_request` for an
 * unknown tool or invalid arguments, the AppError's code otherwise) for programmatic clients; models read the text.
 * An internal error has no code, as REST's plain 500 has none.
 */
function errorResult(text: string, code: AgentErrorT["error"] | null, retryAfter: number | null = null): CallToolResult {
  if (code === null) return { content: [{ type: "text", text }], isError: true };
  const meta: Record<string, unknown> = { error: code };
  if (retryAfter !== null) meta.retry_after_seconds = retryAfter;
  return { content: [{ type: "text", text }], isError: true, _meta: meta };
}

/**
 * TypeBox lists a property with a default as required (it is always present after defaults are applied), but a
 * caller may leave it out: the adapter fills it in. Listing it as required would make models send every option.
 */
function inputSchemaOf(schema: TSchema): Tool["inputSchema"] {
  const copy = jsonCopy(schema) as Tool["inputSchema"] & { required?: string[] };
  const properties = (copy.properties ?? {}) as Record<string, Record<string, unknown>>;
  if (Array.isArray(copy.required)) {
    copy.required = copy.required.filter((key) => !(properties[key] && "default" in properties[key]));
    if (copy.required.length === 0) delete copy.required;
  }
  return copy;
}

function jsonCopy(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}
