// Metrics counted at the composition root by wrapping parts the request pipeline does not see: lookups not found
// (the website's search asks the lookup directly) and the finder's backend. Cache hits and limiter refusals come
// from the pipeline's observer hook (service.ts).
import type { Finder } from "../finder/types";
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
