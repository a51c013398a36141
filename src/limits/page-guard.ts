// The website's own guard: a per-address page limit and bounds on uncached pages in work, so one client cannot stall all.
import type { Config } from "../config/config";
import { quotaKey } from "./client-ip";
import { createPageCache } from "./answer-cache";
import { createMemoryStore } from "./memory-store";
import { createRateLimit, decide, limitDecisionOf } from "./rate-limit";
import type { Clock } from "./types";

/** A pass to do one page's work (`release` when done), or a refusal with when to come back. */
export type PageTicket = { ok: true; release(): void } | { ok: false; retryAfterSeconds: number };

export interface PageGuard {
  /** Asks to render one uncached page for `ip`; never waits. */
  enter(ip: string): Promise<PageTicket>;
}

const FREE: PageTicket = { ok: true, release() {} };
/** A page in work ends within a second or so; come back then. */
const BUSY_RETRY_SECONDS = 1;

/**
 * Creates the website's guard (`config.webLimits`; off with RATE_LIMITS=off). A page is refused when its address
 * already has `inflightPerAddress` pages in work, when `inflightTotal` pages are in work overall, or when the address
 * rendered `perSecond` uncached pages in the last second or `perMinute` in the last minute (sliding windows, per
 * process: it protects this process's CPU; the per-second window keeps a pipelined burst from queueing a minute's
 * worth of work in front of everyone else). Addresses are counted by `quotaKey` (IPv6 by /64). Cached pages never
 * reach the guard.
 *
 * @example
 * const ticket = await guard.enter(ip);
 * if (!ticket.ok) return tooMany(ticket.retryAfterSeconds);
 * try { render(); } finally { ticket.release(); }
 */
export function createPageGuard(deps: { config: Pick<Readonly<Config>, "rateLimits" | "webLimits">; clock?: Clock }): PageGuard {
  const { webLimits } = deps.config;
  if (!deps.config.rateLimits.enabled) return { enter: async () => FREE };
  const store = createMemoryStore();
  const clock = deps.clock ?? Date.now;
  const limit = (name: string, windowMs: number, max: number, per: string) =>
    createRateLimit({ name, windowMs, max, key: quotaKey, label: `${max} pages a ${per} per address`, store, clock });
  const limits = [limit("web-second", 1000, webLimits.perSecond, "second"), limit("web-minute", 60_000, webLimits.perMinute, "minute")];
  const inflight = new Map<string, number>();
  let total = 0;

  return {
    async enter(ip) {
      const key = quotaKey(ip);
      const mine = inflight.get(key) ?? 0;
      if (mine >= webLimits.inflightPerAddress || total >= webLimits.inflightTotal) {
        return { ok: false, retryAfterSeconds: BUSY_RETRY_SECONDS };
      }
      try {
        decide(limits, await store.take(limits.map((l) => l.bucket(ip)), clock()));
      } catch (e) {
        const decision = limitDecisionOf(e);
        if (!decision) throw e;
        return { ok: false, retryAfterSeconds: decision.retryAfterSeconds ?? 1 };
      }
      inflight.set(key, (inflight.get(key) ?? 0) + 1);
      total++;
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total--;
          const left = (inflight.get(key) ?? 1) - 1;
          if (left > 0) inflight.set(key, left);
          else inflight.delete(key);
        },
      };
    },
  };
}

/**
 * The website's page guard and page cache from the configuration (`webLimits`; pages live as long as answers), for
 * the guarded call's `page` scope.
 *
 * @example
 * const call = createGuardedCall({ limiter, cache, toolDeps, ...createPageLimits(config) });
 */
export function createPageLimits(config: Pick<Readonly<Config>, "rateLimits" | "webLimits" | "cacheTtlSeconds">) {
  return {
    pageGuard: createPageGuard({ config }),
    pageCache: createPageCache({ ttlSeconds: config.cacheTtlSeconds, maxEntries: config.webLimits.pageCacheEntries }),
  };
}
