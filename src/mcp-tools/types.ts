// Shared types of the three MCP tools (which are also the REST handlers): their dependencies and module shape.
import type { TSchema, Static } from "@sinclair/typebox";
import type { CatalogStore } from "../catalog/store";
import type { Config } from "../config/config";
import type { LimitScope } from "../limits/types";
import type { Lookup } from "../lookup/types";
import type { Recommender } from "../recommender/types";

/** Hints every tool declares (all three tools are read-only lookups). */
export interface ToolAnnotations {
  title: string;
  readOnlyHint: true;
  destructiveHint: false;
  idempotentHint: true;
  openWorldHint: false;
}

/** The annotations of a read-only, idempotent, closed-world lookup tool with this title. */
export function readOnlyAnnotations(title: string): ToolAnnotations {
  return { title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
}

/** What a tool handler may use; wired once in service.ts. */
export interface ToolDeps {
  config: Readonly<Config>;
  store: CatalogStore;
  lookup: Lookup;
  recommender: Recommender;
  /** Current time; tests pass a fixed clock. */
  now: () => Date;
}

/** One tool module: `src/mcp-tools/<tool-name>.ts` exports exactly this shape. */
export interface ToolModule<I extends TSchema, O extends TSchema, D = ToolDeps> {
  Input: I;
  Output: O;
  /** `limitScope`: the buckets every call of the tool draws from, whichever door it comes through. */
  meta: { name: string; title: string; description: string; limitScope: LimitScope; annotations: ToolAnnotations };
  /** Transport-free: typed input → typed output; throws AppError for domain failures. */
  handler(input: Static<I>, deps: D): Promise<Static<O>>;
  /**
   * Optional plain-text rendering of an answer for MCP's first text block (a model reads it like a briefing); the
   * JSON text block and `structuredContent` carry the data either way.
   */
  briefing?(output: Static<O>): string;
  /** Optional: the answer's JSON text, byte for byte JSON.stringify's, written faster (the pipeline's default is JSON.stringify). */
  json?(output: Static<O>, deps: D): string;
}
