// Liveness and readiness: /healthz answers while the process runs; /readyz runs named checks and says what failed.
import type { Readiness, ReadinessCheck } from "./types";

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
