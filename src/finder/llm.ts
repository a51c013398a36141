// Language-model backend: an OpenAI-compatible chat model reads the retrieved candidates and picks, explains, scores.
import OpenAI from "openai";
import type { Config } from "../config/config";
import type { FinderLang } from "./types";

/** One candidate shown to the model (only these appids may come back). */
export interface LlmCandidate {
  appid: number;
  name: string;
  year: number | null;
  labels: string[];
  description: string | null;
}

/** One pick the model made, already checked against the candidates. */
export interface LlmPick {
  appid: number;
  why: string;
  /** 0..1, the model's belief that this is the game meant. */
  score: number;
}

/** Asks the model; resolves to null on any failure (time-out, HTTP error, garbage) so the caller falls back. */
export type LlmPicker = (
  description: string,
  candidates: readonly LlmCandidate[],
  lang: FinderLang,
  /** What the caller added besides the description, e.g. "Release years: 2018-2020. Platform: deck." */
  hints?: string,
) => Promise<LlmPick[] | null>;

const MAX_PICKS = 10;
const MAX_WHY_CHARS = 300;

/**
 * Creates the picker for `config.openai` (null when no key is configured).
 * No retries: one slow answer already costs the caller the whole time-out.
 *
 * @example
 * const pick = createLlmPicker(config.openai);
 * const picks = pick && (await pick("co-op bank heist shooter with clown masks", candidates, "en"));
 */
export function createLlmPicker(openai: Config["openai"], options: { log?: (msg: string) => void } = {}): LlmPicker | null {
  if (!openai) return null;
  const client = new OpenAI({
    apiKey: openai.apiKey,
    baseURL: openai.baseUrl ?? undefined,
    timeout: openai.timeoutMs,
    maxRetries: 0,
  });
  const log = options.log ?? (() => {});
  return async (description, candidates, lang, hints) => {
    if (candidates.length === 0) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), openai.timeoutMs);
    try {
      const completion = await client.chat.completions.create(
        {
          model: openai.model,
          temperature: 0,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: systemPrompt(lang) },
            { role: "user", content: userPrompt(description, candidates, hints) },
          ],
        },
        { signal: controller.signal, timeout: openai.timeoutMs },
      );
      const content = completion.choices?.[0]?.message?.content;
      const picks = parsePicks(content, new Set(candidates.map((c) => c.appid)));
      if (!picks) log("finder: language model answer was not usable JSON picks; using the offline ranking");
      return picks;
    } catch (e) {
      log(`finder: language model call failed (${e instanceof Error ? e.message : String(e)}); using the offline ranking`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

function systemPrompt(lang: FinderLang): string {
  const language = lang === "ru" ? "Russian" : "English";
  return [
    "You identify a video game from a person's vague memory of it.",
    "You get their description and a numbered list of candidate Steam games (appid, name, year, tags, sometimes a blurb).",
    "Use what you know about these games. Pick only from the candidates; never name a game that is not listed.",
    'Answer with JSON only: {"picks": [{"appid": <integer from the list>, "why": "<one short sentence>", "score": <0..1>}]}',
    "Order picks from most to least likely, at most 5. score = your probability that it is the game meant.",
    `Write each "why" in ${language}, naming the details of the description that the game matches.`,
    "If no candidate fits, answer {\"picks\": []}.",
  ].join("\n");
}

function userPrompt(description: string, candidates: readonly LlmCandidate[], hints?: string): string {
  const lines = candidates.map((c, k) => {
    const blurb = c.description ? ` | ${c.description.slice(0, 160)}` : "";
    return `${k + 1}. appid ${c.appid} | ${c.name} | ${c.year ?? "year unknown"} | ${c.labels.slice(0, 10).join(", ")}${blurb}`;
  });
  const extra = hints ? `\nAlso known: ${hints}\n` : "";
  return `Description:\n"""${description}"""\n${extra}\nCandidates:\n${lines.join("\n")}`;
}

/**
 * Reads the model's JSON content into picks, keeping only appids among `allowed`, in order, without duplicates.
 * Returns null for anything that is not `{"picks": [...]}` (the caller then falls back). An empty list is valid.
 *
 * @example
 * parsePicks('{"picks":[{"appid":620,"why":"Portals","score":0.9}]}', new Set([620])); // [{appid: 620, ...}]
 */
export function parsePicks(content: string | null | undefined, allowed: ReadonlySet<number>): LlmPick[] | null {
  if (!content) return null;
  let data: unknown;
  try {
    // Some models wrap JSON in a fenced block even in JSON mode.
    data = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
  } catch {
    return null;
  }
  const list = (data as { picks?: unknown } | null)?.picks;
  if (!Array.isArray(list)) return null;
  const out: LlmPick[] = [];
  const seen = new Set<number>();
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const r = raw as Record<string, unknown>; // model output: checked field by field
    const appid = typeof r.appid === "string" ? Number(r.appid) : r.appid;
    if (typeof appid !== "number" || !Number.isInteger(appid) || !allowed.has(appid) || seen.has(appid)) continue;
    seen.add(appid);
    const score = typeof r.score === "number" && Number.isFinite(r.score) ? Math.min(1, Math.max(0, r.score)) : 0.5;
    const why = typeof r.why === "string" ? r.why.trim().slice(0, MAX_WHY_CHARS) : "";
    out.push({ appid, why, score });
    if (out.length >= MAX_PICKS) break;
  }
  return out;
}
