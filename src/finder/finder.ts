// The finder factory: offline retrieval over the catalog, optionally re-ranked by a language model.
import type { CatalogStore } from "../catalog/store";
import type { Game } from "../catalog/types";
import type { Config } from "../config/config";
import { ruGenre } from "../recommender/ru-names";
import { createLlmPicker, type LlmCandidate, type LlmPicker } from "./llm";
import { parseQuery } from "./query";
import { DEFAULT_FINDER, type FinderOptions } from "./defaults";
import { confidenceOf, rank, type Ranked } from "./rank";
import { buildSearchIndex, labelsOf, spellerOf, type SearchIndex } from "./search-index";
import { foldText, stem, STOPWORDS } from "../text";
import type { Confidence, FindAnswer, Finder, FinderHit, FinderLang, FindRequest } from "./types";

/** Longest description read; the tool schema caps input at the same length. */
export const MAX_DESCRIPTION_CHARS = 3000;
/** Results returned when the request does not say. */
export const DEFAULT_LIMIT = 5;
/** Most results one answer may hold. */
export const MAX_LIMIT = 10;

export interface FinderDeps {
  store: CatalogStore;
  config: Readonly<Pick<Config, "openai">>;
  /** The index the catalog build stored (buildFinderIndex over the same catalog); built on first use when absent. */
  index?: SearchIndex;
  /** Replaces the OpenAI-backed picker (tests); default: from `config.openai`, or none. */
  llm?: LlmPicker | null;
  /** The finder's numbers (experiments, the eval); default DEFAULT_FINDER. */
  options?: FinderOptions;
  log?: (msg: string) => void;
}

/**
 * Creates the finder. The index is built on the first call (or `warm()`), from `store.allGames()` and
 * `store.eachReviewText()`; about a second on the full catalog.
 *
 * @example
 * const finder = createFinder({ store, config });
 * const answer = await finder.find({ description: "co-op bank heist shooter with clown masks" });
 * answer.results[0]?.name; // "PAYDAY 2"
 */
export function createFinder(deps: FinderDeps): Finder {
  const options = deps.options ?? DEFAULT_FINDER;
  let index: SearchIndex | null = deps.options && deps.options !== DEFAULT_FINDER ? null : (deps.index ?? null);
  const getIndex = () => (index ??= buildFinderIndex(deps.store, options));
  const picker = deps.llm === undefined ? createLlmPicker(deps.config.openai, { log: deps.log }) : deps.llm;

  const rankRequest = (req: FindRequest, limit: number): { ranked: Ranked[]; description: string } => {
    const idx = getIndex();
    const description = String(req.description ?? "").slice(0, MAX_DESCRIPTION_CHARS);
    const q = parseQuery(description, idx.labelNames, { vr: req.platform === "vr", speller: spellerOf(idx), vocabulary: idx.vocabulary, query: options.query });
    const ranked = rank(idx, q, { limit, yearMin: req.yearMin, yearMax: req.yearMax, platform: req.platform, options });
    return { ranked, description };
  };

  const findOffline = (req: FindRequest, limit = clampLimit(req.limit)): FindAnswer => {
    const { ranked, description } = rankRequest(req, limit);
    const lang = req.lang ?? "en";
    return {
      confidence: confidenceOf(ranked, options.confidence),
      backend: "offline",
      results: ranked.map((r) => hitOf(getIndex(), r, description, lang)),
    };
  };

  return {
    warm: () => void getIndex(),
    findOffline,
    async find(req) {
      const limit = clampLimit(req.limit);
      if (!picker) return findOffline(req, limit);
      const { ranked, description } = rankRequest(req, Math.max(limit, options.llmCandidates));
      const lang = req.lang ?? "en";
      const idx = getIndex();
      const offline: FindAnswer = {
        confidence: confidenceOf(ranked, options.confidence),
        backend: "offline",
        results: ranked.slice(0, limit).map((r) => hitOf(idx, r, description, lang)),
      };
      const candidates: LlmCandidate[] = ranked.map((r) => {
        const g = idx.games[r.index]!;
        return { appid: g.appid, name: g.name, year: g.year, labels: labelsOf(idx, r.index), description: g.description };
      });
      const picks = await picker(description, candidates, lang, hintsOf(req));
      if (!picks) return offline;
      if (picks.length === 0) return { ...offline, backend: "llm", confidence: "low" };
      const byAppid = new Map(ranked.map((r) => [idx.games[r.index]!.appid, r]));
      const results: FinderHit[] = picks.map((p) => {
        const r = byAppid.get(p.appid)!;
        const hit = hitOf(idx, r, description, lang);
        return { ...hit, why: p.why || hit.why, score: p.score };
      });
      for (const hit of offline.results) {
        if (results.length >= limit) break;
        if (!results.some((x) => x.appid === hit.appid)) results.push({ ...hit, score: 0 });
      }
      return { backend: "llm", confidence: llmConfidence(picks[0]!.score), results: results.slice(0, limit) };
    },
  };
}

// The caller's structured hints, in words for the language model.
function hintsOf(req: FindRequest): string | undefined {
  const parts: string[] = [];
  if (req.yearMin != null || req.yearMax != null) parts.push(`release years ${req.yearMin ?? "?"}-${req.yearMax ?? "?"}`);
  if (req.platform) parts.push(`platform ${req.platform}`);
  return parts.length ? `${parts.join("; ")}.` : undefined;
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}

function llmConfidence(score: number): Confidence {
  return score >= 0.75 ? "high" : score >= 0.4 ? "medium" : "low";
}

function hitOf(index: SearchIndex, r: Ranked, description: string, lang: FinderLang): FinderHit {
  const g = index.games[r.index]!;
  return { appid: g.appid, name: g.name, year: g.year, why: whyLine(r, g.year, description, lang), score: round(r.score) };
}

/** The finder's index over the catalog, as plain data (the catalog build stores it so the server only reads it). */
export function buildFinderIndex(store: CatalogStore, options: FinderOptions = DEFAULT_FINDER): SearchIndex {
  return buildSearchIndex(gamesWithDescriptions(store), store.eachReviewText(), options);
}

/**
 * The games with their store descriptions for text search. The review-mined hooks are left out: for most games they
 * restate tags the index already weighs, and adding them lowered the dev figures (hit@5 66% → 64%).
 */
function gamesWithDescriptions(store: CatalogStore): Game[] {
  const described = new Map(store.allDescribed().map((d) => [d.appid, d.description]));
  const games = store.allGames();
  for (const g of games) g.description = described.get(g.appid) ?? null;
  return games;
}

/** One sentence naming the evidence: matched tags, the year, the description's words found in the game's texts. */
export function whyLine(r: Ranked, year: number | null, description: string, lang: FinderLang): string {
  const words = originalWords(description, r.textTerms).slice(0, 4);
  const labels = r.labels.slice(0, 4);
  const parts: string[] = [];
  if (lang === "ru") {
    // Tags and genres in the recommender's Russian names, as the why lines of similar games say them.
    if (labels.length) parts.push(`совпадают метки: ${labels.map(ruGenre).join(", ")}`);
    if (r.yearMatch && year) parts.push(`вышла в ${year} году`);
    if (r.creatorMatch) parts.push("тот же разработчик");
    if (words.length) parts.push(`в названии, описании или отзывах есть: ${words.join(", ")}`);
    if (r.textLeader) parts.push("отзывы игроков совпадают с описанием лучше всего");
    if (r.untested) parts.push("описания и отзывов в каталоге нет, сюжет сверен только по меткам и названию");
    return parts.length ? `${capitalize(parts.join("; "))}.` : "Частичное совпадение с описанием.";
  }
  if (labels.length) parts.push(`matches ${labels.join(", ")}`);
  if (r.yearMatch && year) parts.push(`released in ${year}`);
  if (r.creatorMatch) parts.push("same developer");
  if (words.length) parts.push(`its name, blurb or reviews mention ${words.join(", ")}`);
  if (r.textLeader) parts.push("player reviews match the description best");
  if (r.untested) parts.push("the catalog has no description or reviews of it, so the story was checked against its tags and name only");
  return parts.length ? `${capitalize(parts.join("; "))}.` : "A partial match for the description.";
}

// Description words whose stems are among `stems`, in stem order, as the person wrote them.
function originalWords(description: string, stems: string[]): string[] {
  const first = new Map<string, string>();
  for (const w of foldText(description).split(" ")) {
    if (w.length < 2 || STOPWORDS.has(w)) continue;
    const s = stem(w);
    if (!first.has(s)) first.set(s, w);
  }
  return stems.map((s) => first.get(s)).filter((w): w is string => w !== undefined);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
