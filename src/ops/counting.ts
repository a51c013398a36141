// Metrics counted at the composition root by wrapping the parts the request pipeline calls: lookups not found,
// finder backends, limiter refusals and answer-cache hits. The pipeline's observer hook can take these over.
import { isAppError } from "../errors";
import type { Finder } from "../finder/types";
import type { AnswerCache, RateLimiter } from "../limits/types";
import type { Lookup } from "../lookup/types";
import type { Metrics } from "./types";

/** Counts each resolve that found no game. */
export function countingLookup(lookup: Lookup, metrics: Metrics): Lookup {
  return {
    resolve(q) {
      const found = lookup.resolve(q);
      if (!found) metrics.notFound("lookup");
      return found;
    },
  };
}

/** Counts the backend of each answer; with a model configured, an offline answer means the model failed. */
export function countingFinder(finder: Finder, metrics: Metrics, hasModel: boolean): Finder {
  return {
    ...finder,
    async find(request) {
      const answer = await finder.find(request);
      metrics.finderBackend(answer.backend === "llm" ? "llm" : hasModel ? "fallback" : "offline");
      return answer;
    },
  };
}

/** Counts refusals by scope (the limiter throws AppError("rate_limited")). */
export function countingLimiter(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  return {
    async guard(ip, scope) {
      try {
        return await limiter.guard(ip, scope);
      } catch (e) {
        if (isAppError(e) && e.code === "rate_limited") metrics.limited(scope);
        throw e;
      }
    },
  };
}

/** Counts hits and misses of each cache read. */
export function countingCache(cache: AnswerCache, metrics: Metrics): AnswerCache {
  return {
    async get(key) {
      const hit = await cache.get(key);
      metrics.cache(hit !== null);
      return hit;
    },
    set: (key, answer) => cache.set(key, answer),
  };
}
