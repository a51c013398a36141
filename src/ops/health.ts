// Liveness and readiness: /healthz answers while the process runs; /readyz runs named checks and says what failed.

/** One readiness check: null when fine, else the reason (short, no secrets). May be async; a throw is a failure. */
export interface ReadinessCheck {
  name: string;
  check(): string | null | Promise<string | null>;
}

/** The readiness state: named checks plus the drain flag set on shutdown. */
export interface Readiness {
  /** Marks the service as going away: every later /readyz answers 503 "draining". */
  drain(): void;
  readonly draining: boolean;
  /** Runs every check (each bounded by `timeoutMs`); `ok` when none failed and not draining. */
  evaluate(): Promise<{ ok: boolean; checks: Record<string, string> }>;
}

/** A check slower than this counts as failed (a hung Redis must not hang the load balancer's probe). */
const DEFAULT_CHECK_TIMEOUT_MS = 1000;

/**
 * Creates the readiness state over `checks`.
 *
 * @example
 * const ready = createReadiness([{ name: "catalog", check: () => (store.meta().games > 0 ? null : "empty catalog") }]);
 * (await ready.evaluate()).ok; // true
 */
export function createReadiness(checks: readonly ReadinessCheck[], opts: { timeoutMs?: number } = {}): Readiness {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  let draining = false;
  const run = async (c: ReadinessCheck): Promise<string | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs)));
    try {
      return await Promise.race([Promise.resolve().then(() => c.check()), timeout]);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
    async evaluate() {
      const results = await Promise.all(checks.map(run));
      const out: Record<string, string> = {};
      if (draining) out.shutdown = "draining";
      checks.forEach((c, i) => (out[c.name] = results[i] ?? "ok"));
      return { ok: !draining && results.every((r) => r === null), checks: out };
    },
  };
}
