// The one guarded call every door (REST, MCP, website) makes: switch → arguments → limit → cache → handler → output.
import type { TSchema } from "@sinclair/typebox";
import { TypeCompiler, type TypeCheck } from "@sinclair/typebox/compiler";
import { AppError, isAppError } from "../errors";
import { cacheKey, etagOf, limitDecisionOf } from "../limits";
import type { PageGuard } from "../limits/page-guard";
import type { AnswerCache, ApiSwitch, LimitDecision, LimitScope, RateLimiter } from "../limits/types";

/** Which door a call came through. */
export type Door = "rest" | "mcp" | "web";

/**
 * The limits a call draws from: a tool's scope (`api`, `find`), or `page` for the website's pages, which are served
 * from the page cache first and only past it pass the website's page guard.
 */
export type CallScope = LimitScope | "page";

/** A tool as the pipeline needs it: its name, limit scope, output schema and handler (any `ToolModule` fits). */
export interface GuardedTool<D> {
  meta: { name: string; limitScope: CallScope };
  Output: TSchema;
  // `any` at the boundary: the handler is only ever called with a value its door's argument check produced.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler(input: any, deps: D): Promise<unknown>;
  /** Whether an answer may be kept in the cache; default every answer. */
  cacheable?(output: unknown): boolean;
  /**
   * The answer's text as cached and sent; default JSON.stringify. An answer a door sends as its body is JSON byte for
   * byte; one only its own door reads back (a page) may take another form, with `parse` its inverse.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json?(output: any, deps: D): string;
  /** A cached answer's output from its text (the inverse of `json`); default JSON.parse. */
  parse?(body: string): unknown;
  /** The part of the input an answer depends on, which keys the cache; default all of it. */
  keyed?(input: Record<string, unknown>): Record<string, unknown>;
}

/** A door's own argument check: the handler's input, or what the door reports back (422 detail, problem lines). */
export type ArgumentCheck<P> = (args: unknown) => { ok: true; value: Record<string, unknown> } | { ok: false; problems: P };

/** How a call ended; each door maps it to its own wire form. */
export type CallOutcome<P> =
  /** `output` is parsed from `body` on first read for a cached answer (REST sends `body` as is and never pays it). */
  | { status: "ok"; readonly output: unknown; body: string; etag: string; cached: boolean; decision: LimitDecision }
  | { status: "disabled" }
  | { status: "invalid"; problems: P }
  /** AppError `rate_limited` (a RateLimitError from the real limiter, with its decision for headers). */
  | { status: "limited"; error: AppError }
  /** A domain failure of the handler (e.g. `not_found`). */
  | { status: "error"; error: AppError }
  /** Anything else (a bug, output not matching its schema): logged, and shown as an internal error. */
  | { status: "failed"; error: unknown };

/** What an observer hears once per call (metrics, logs). */
export interface CallObservation {
  door: Door;
  tool: string;
  status: CallOutcome<unknown>["status"];
  /** The not_found/disabled/… code of an `error` outcome. */
  code?: string;
  cached: boolean;
  scope: CallScope;
  /** The policy that refused a `limited` call, e.g. `minute` or `find-day`. */
  limitedBy?: string;
  durationMs: number;
}

export interface PipelineDeps<D> {
  /** The agent-API kill switch; it stops the agent doors (REST, MCP), never the website. Absent: always on. */
  apiSwitch?: Pick<ApiSwitch, "enabled"> | null;
  /** Absent: no limits (tests, local use). */
  limiter?: Pick<RateLimiter, "guard" | "guardNow"> | null;
  /** Absent: answers are not cached. */
  cache?: AnswerCache | null;
  /** The website's own guard for uncached pages (scope `page`); absent: pages are not limited. */
  pageGuard?: Pick<PageGuard, "enter"> | null;
  /** The rendered pages (scope `page`), apart from the answers; absent: pages are not cached. */
  pageCache?: AnswerCache | null;
  /** Handed as-is to every handler. */
  toolDeps: D;
  /** Epoch ms that stamps cached answers. Default `Date.now`. */
  now?: () => number;
  /** Called once per call, after it ended; an observer that throws is ignored. */
  observe?: (o: CallObservation) => void;
  /** Where `failed` outcomes are reported. Default `console`. */
  logger?: { error(message: string, fields?: Record<string, unknown>): void };
}

/** One call as a door asks for it. */
export interface CallRequest<D, P> {
  door: Door;
  tool: GuardedTool<D>;
  ip: string;
  args: unknown;
  check: ArgumentCheck<P>;
}

type Maybe<T> = T | Promise<T>;

const outputChecks = new WeakMap<object, TypeCheck<TSchema>>();
const NO_CACHE: AnswerCache = { get: async () => null, peek: () => null, set: async () => {} };
const FREE_TICKET = { ok: true as const, release() {} };
const UNLIMITED: LimitDecision = { allowed: true, limit: 0, remaining: 0, resetSeconds: 0, retryAfterSeconds: null, policy: "" };

/**
 * Creates the guarded call. The order, decided once for every door:
 *
 * 1. kill switch: `disabled` when the agent API is off (nothing else runs; the website's door is never switched off);
 * 2. argument check (the door's parser): `invalid`, which never costs quota or a store round trip;
 * 3. limit by the tool's declared scope (`meta.limitScope`): `limited`;
 * 4. answer cache (keyed by tool and checked arguments, shared by the doors; identical uncached calls in flight
 *    share one computation);
 *    for scope `page` (the website's pages) 3 and 4 swap: the page cache answers first and costs nothing, and only an
 *    uncached page passes the page guard (its per-address limit and bounds on pages in work), until it is rendered;
 * 5. handler: `error` for an AppError such as `not_found`, `failed` for anything else;
 * 6. output check against the tool's `Output` schema: `failed` when it drifts (never cached).
 *
 * @example
 * const call = createGuardedCall({ apiSwitch, limiter, cache, toolDeps });
 * const outcome = await call({ door: "mcp", tool: gamesLike, ip, args, check });
 */
export function createGuardedCall<D>(deps: PipelineDeps<D>) {
  const logger = deps.logger ?? console;
  const now = deps.now ?? Date.now;
  const cache = deps.cache ?? NO_CACHE;
  const pageCache = deps.pageCache ?? NO_CACHE;
  const inflight = new Map<string, Promise<Answer>>();

  // A door that hands the same frozen input for the same request (REST, by raw query) has its key computed once.
  const keys = new WeakMap<GuardedTool<D>, WeakMap<object, string>>();
  const keyOf = (tool: GuardedTool<D>, input: Record<string, unknown>) => {
    let known = keys.get(tool);
    if (!known) keys.set(tool, (known = new WeakMap()));
    let key = known.get(input);
    if (key === undefined) {
      key = cacheKey(tool.meta.name, (tool.keyed?.(input) ?? input) as Record<string, string | number | boolean | null>);
      if (Object.isFrozen(input)) known.set(input, key);
    }
    return key;
  };

  // A cache in this process answers a hit at once: a cached answer then takes no await from door to door.
  function answer(request: CallRequest<D, unknown>, input: Record<string, unknown>, decision: LimitDecision): Maybe<CallOutcome<never>> {
    let pending: Promise<Answer>;
    try {
      const key = keyOf(request.tool, input);
      const hit = cache.peek ? cache.peek(key) : undefined;
      if (hit) return okOutcome({ body: hit.body, etag: hit.etag, cached: true }, decision, request.tool.parse);
      pending = hit === null ? shared(request.tool, input, key, cache) : read(request.tool, input, key);
    } catch (e) {
      return failure(request, e);
    }
    return pending.then((a) => okOutcome(a, decision, request.tool.parse), (e) => failure(request, e));
  }

  async function read(tool: GuardedTool<D>, input: Record<string, unknown>, key: string): Promise<Answer> {
    const hit = await cache.get(key);
    if (hit) return { body: hit.body, etag: hit.etag, cached: true };
    return shared(tool, input, key, cache);
  }

  // Identical uncached calls in flight share one computation.
  function shared(tool: GuardedTool<D>, input: Record<string, unknown>, key: string, store: AnswerCache): Promise<Answer> {
    let pending = inflight.get(key);
    if (!pending) {
      pending = compute(tool, input, key, store);
      inflight.set(key, pending);
      pending.finally(() => inflight.delete(key)).catch(() => {});
    }
    return pending;
  }

  async function compute(tool: GuardedTool<D>, input: Record<string, unknown>, key: string, store: AnswerCache) {
    const output = await tool.handler(input, deps.toolDeps);
    const check = outputCheckOf(tool);
    if (!check.Check(output)) {
      const first = check.Errors(output).First();
      throw new Error(`output does not match ${tool.meta.name}'s Output at ${first?.path || "/"}: ${first?.message}`);
    }
    const body = tool.json ? tool.json(output, deps.toolDeps) : JSON.stringify(output);
    const etag = etagOf(body);
    if (tool.cacheable?.(output) ?? true) await store.set(key, { body, etag, createdAt: now() });
    return { body, etag, output, cached: false };
  }

  async function page(request: CallRequest<D, unknown>, input: Record<string, unknown>): Promise<CallOutcome<never>> {
    const key = keyOf(request.tool, input);
    const hit = await pageCache.get(key);
    if (hit) return okOutcome({ body: hit.body, etag: hit.etag, cached: true }, UNLIMITED, request.tool.parse);
    const ticket = deps.pageGuard ? await deps.pageGuard.enter(request.ip) : FREE_TICKET;
    if (!ticket.ok) {
      const error = new AppError("rate_limited", `web: too many pages from one address; retry in ${ticket.retryAfterSeconds} s`, { retryAfter: ticket.retryAfterSeconds });
      return { status: "limited", error };
    }
    try {
      return okOutcome(await shared(request.tool, input, key, pageCache), UNLIMITED, request.tool.parse);
    } catch (e) {
      return failure(request, e);
    } finally {
      ticket.release();
    }
  }

  function failure(request: CallRequest<D, unknown>, e: unknown): CallOutcome<never> {
    if (isAppError(e)) return { status: "error", error: e };
    logger.error(`pipeline: ${request.tool.meta.name} failed`, { door: request.door, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    return { status: "failed", error: e };
  }

  // Synchronous until the first step that must wait (a remote limiter or cache, a handler): see `answer`.
  function run<P>(request: CallRequest<D, P>, scope: CallScope): Maybe<CallOutcome<P>> {
    if (request.door !== "web" && deps.apiSwitch && !deps.apiSwitch.enabled()) return { status: "disabled" };
    const checked = request.check(request.args);
    if (!checked.ok) return { status: "invalid", problems: checked.problems };
    const call = request as CallRequest<D, unknown>;
    if (scope === "page") return page(call, checked.value);
    const { limiter } = deps;
    if (!limiter) return answer(call, checked.value, UNLIMITED);
    if (!limiter.guardNow) return guarded(call, checked.value, scope);
    let decision: LimitDecision;
    try {
      decision = limiter.guardNow(request.ip, scope);
    } catch (e) {
      return limitFailure(call, e);
    }
    return answer(call, checked.value, decision);
  }

  async function guarded(request: CallRequest<D, unknown>, input: Record<string, unknown>, scope: LimitScope): Promise<CallOutcome<never>> {
    let decision: LimitDecision;
    try {
      decision = await deps.limiter!.guard(request.ip, scope);
    } catch (e) {
      return limitFailure(request, e);
    }
    return answer(request, input, decision);
  }

  function limitFailure(request: CallRequest<D, unknown>, e: unknown): CallOutcome<never> {
    if (isAppError(e) && e.code === "rate_limited") return { status: "limited", error: e };
    logger.error("pipeline: limiter failed", { door: request.door, error: String(e) });
    return { status: "failed", error: e };
  }

  function observed<P>(request: CallRequest<D, P>, scope: CallScope, started: number, outcome: CallOutcome<P>): CallOutcome<P> {
    if (deps.observe) {
      try {
        const o: CallObservation = {
          door: request.door, tool: request.tool.meta.name, status: outcome.status, cached: outcome.status === "ok" && outcome.cached, scope, durationMs: performance.now() - started,
        };
        if (outcome.status === "error") o.code = outcome.error.code;
        if (outcome.status === "limited") o.limitedBy = limitDecisionOf(outcome.error)?.policyName ?? "unknown";
        deps.observe(o);
      } catch {
        // metrics must never break an answer
      }
    }
    return outcome;
  }

  /** The outcome, at once when nothing had to wait (a cached answer under a local limiter), else a promise of it. */
  return function guardedCall<P>(request: CallRequest<D, P>): Maybe<CallOutcome<P>> {
    const started = performance.now();
    const scope = request.tool.meta.limitScope;
    const outcome = run(request, scope);
    return outcome instanceof Promise ? outcome.then((o) => observed(request, scope, started, o)) : observed(request, scope, started, outcome);
  };
}

/** The guarded call `createGuardedCall` returns. */
export type GuardedCall<D> = ReturnType<typeof createGuardedCall<D>>;

/** An answer as computed (with its output) or as read from the cache (body only). */
interface Answer {
  body: string;
  etag: string;
  cached: boolean;
  output?: unknown;
}

// One object per call (a computed answer is shared by the calls in flight); a cached output is parsed on first read.
function okOutcome(answer: Answer, decision: LimitDecision, parse: (body: string) => unknown = JSON.parse): CallOutcome<never> {
  let output = answer.output;
  return {
    status: "ok",
    body: answer.body,
    etag: answer.etag,
    cached: answer.cached,
    decision,
    get output(): unknown {
      return (output ??= parse(answer.body));
    },
  };
}

function outputCheckOf(tool: GuardedTool<unknown>): TypeCheck<TSchema> {
  let check = outputChecks.get(tool.Output);
  if (!check) outputChecks.set(tool.Output, (check = TypeCompiler.Compile(tool.Output)));
  return check;
}

