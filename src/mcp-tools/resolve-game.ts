// Shared steps of the two data tools: resolve the typed game (or a not_found saying what would work), URLs, time.
import { AppError } from "../errors";
import { siteUrls, type SiteUrls } from "../facts";
import type { LookupResult } from "../lookup/types";
import type { AgentMatchT } from "../schemas";
import type { ToolDeps } from "./types";

/**
 * Resolves `q` through the lookup; throws AppError("not_found") naming `q` and the three accepted forms.
 *
 * @example
 * resolveGame("game_facts", "zzzzqqqxx", deps);
 * // throws: game_facts: no game matches "zzzzqqqxx"; send a game name (typos and Russian names are fine), …
 */
export function resolveGame(tool: string, q: string, deps: Pick<ToolDeps, "lookup">): LookupResult {
  const found = deps.lookup.resolve(q);
  if (found) return found;
  throw new AppError(
    "not_found",
    `${tool}: no game matches ${JSON.stringify(q)}; send a game name (typos and Russian names are fine), ` +
      "a Steam appid such as 1145360, or a Steam store URL such as https://store.steampowered.com/app/1145360/",
  );
}

/** The lookup's other matches as AgentMatch objects. */
export function toAgentMatches(found: LookupResult): AgentMatchT[] {
  return found.otherMatches.map((m) => ({ appid: m.appid, name: m.name }));
}

/** ISO-8601 UTC to the second, e.g. `2026-01-01T12:00:00Z`. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const urlCache = new WeakMap<object, SiteUrls>();

/** The URL builders of `config`, built once per config object. */
export function urlsOf(config: { publicBaseUrl: string }): SiteUrls {
  let urls = urlCache.get(config);
  if (!urls) urlCache.set(config, (urls = siteUrls(config.publicBaseUrl)));
  return urls;
}
