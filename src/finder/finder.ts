// The finder factory: offline retrieval over the catalog, optionally re-ranked by a language model.
import type { CatalogStore } from "../catalog/store";
import type { Config } from "../config/config";
import { ruGenre } from "../recommender/ru-names";
import { createLlmPicker, type LlmCandidate, type LlmPicker } from "./llm";
import type { Speller } from "./spelling";
import { parseQuery } from "./query";
import { DEFAULT_FINDER, type FinderOptions } from "./defaults";
import { confidenceOf, rank, type Ranked } from "./rank";
import { buildSearchIndex, gameAt, labelsOf, spellerOf, type SearchIndex } from "./search-index";
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
  /** Replaces the OpenAI-backed picker (tests); default: from `config.openai`, or none. */
  llm?: LlmPicker | null;
  /** A prebuilt index (`buildFinderIndex`, e.g. stored by the catalog build); default: built on the first call. */
  index?: SearchIndex;
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
  let index: SearchIndex | null = deps.index ?? null;
  const getIndex = () => (index ??= buildFinderIndex(deps.store, options));
  let speller: Speller | null = null;
  const getSpeller = () => (speller ??= spellerOf(getIndex()));
  const picker = deps.llm === undefined ? createLlmPicker(deps.config.openai, { log: deps.log }) : deps.llm;

  const rankRequest = (req: FindRequest, limit: number): { ranked: Ranked[]; description: string } => {
    const idx = getIndex();
    const description = String(req.description ?? "").slice(0, MAX_DESCRIPTION_CHARS);
    const q = parseQuery(description, idx.labelNames, { vr: req.platform === "vr", speller: getSpeller(), vocabulary: idx.vocabulary, query: options.query });
    const ranked = rank(idx, q, { limit, yearMin: req.yearMin, yearMax: req.yearMax, platform: req.platform, options });
    return { ranked, description };
  };

  const findOffline = (req: FindRequest, limit = clampLimit(req.limit)): FindAnswer => {
    const { ranked, description } = rankRequest(req, limit);
    const lang = req.lang ?? "en";
    return {
      confidence: confidenceOf(ranked, options.confidence),
      backend: "offline",
      results: hitsOf(getIndex(), ranked, description, lang),
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
        results: hitsOf(idx, ranked.slice(0, limit), description, lang),
      };
      // Their store descriptions are read from the catalog (the index keeps none): one statement for all.
      const games = ranked.map((r) => gameAt(idx, r.index));
      const descriptions = new Map(deps.store.getGames(games.map((g) => g.appid)).map((g) => [g.appid, g.description]));
      const candidates: LlmCandidate[] = games.map((g, k) => ({
        appid: g.appid, name: g.name, year: g.year, labels: labelsOf(idx, ranked[k]!.index), description: descriptions.get(g.appid) ?? null,
      }));
      const picks = await picker(description, candidates, lang, hintsOf(req));
      if (!picks) return offline;
      if (picks.length === 0) return { ...offline, backend: "llm", confidence: "low" };
      const byAppid = new Map(ranked.map((r) => [idx.games.appid[r.index]!, r]));
      const picked = hitsOf(idx, picks.map((p) => byAppid.get(p.appid)!), description, lang);
      const results: FinderHit[] = picks.map((p, k) => ({ ...picked[k]!, why: p.why || picked[k]!.why, score: p.score }));
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

/**
 * The answer's hits with `why` lines that tell them apart: what only some of the answers share comes first, and a
 * game whose line would repeat an earlier one's also names a tag of its own.
 */
function hitsOf(index: SearchIndex, ranked: readonly Ranked[], description: string, lang: FinderLang): FinderHit[] {
  const everywhere = (pick: (r: Ranked) => string[]) => {
    const [first, ...rest] = ranked.map(pick);
    return new Set(ranked.length > 1 ? (first ?? []).filter((x) => rest.every((xs) => xs.includes(x))) : []);
  };
  const sharedLabels = everywhere((r) => r.labels);
  const sharedTerms = everywhere((r) => r.textTerms);
  const uniqueFirst = (xs: string[], shared: Set<string>) => [...xs.filter((x) => !shared.has(x)), ...xs.filter((x) => shared.has(x))];
  const lines = new Set<string>();
  const usedOwn = new Set<string>();
  return ranked.map((r) => {
    const g = gameAt(index, r.index);
    const told: Ranked = { ...r, labels: uniqueFirst(r.labels, sharedLabels), textTerms: uniqueFirst(r.textTerms, sharedTerms) };
    let why = whyLine(told, g.year, description, lang);
    if (lines.has(why)) {
      const own = labelsOf(index, r.index).find((l) => !r.labels.includes(l) && !usedOwn.has(l));
      if (own) usedOwn.add(own);
      why = whyLine(told, g.year, description, lang, own ?? null);
    }
    lines.add(why);
    return { appid: g.appid, name: g.name, year: g.year, why, score: round(r.score) };
  });
}

/**
 * The finder's index from the catalog: games with their store descriptions, player reviews, and the mined summaries'
 * tagline and hooks (the only words about a game that has no description). Plain data (typed arrays, arrays, plain
 * objects, Maps), so it can be built once at catalog build time and stored.
 */
export function buildFinderIndex(store: CatalogStore, options: FinderOptions = DEFAULT_FINDER): SearchIndex {
  const described = store.allDescribed();
  const descriptions = new Map(described.map((d) => [d.appid, d.description]));
  const hooks = new Map<number, string>();
  for (const d of described) if (d.summary) hooks.set(d.appid, [d.summary.tagline, ...d.summary.hooks].filter(Boolean).join(". "));
  const games = store.allGames().map((g) => ({ ...g, description: descriptions.get(g.appid) ?? null }));
  return buildSearchIndex(games, store.eachReviewText(), options, hooks);
}

/**
 * One sentence naming the evidence: matched tags, the year, the description's words found in the game's texts, and
 * `also`, a tag of the game's own that sets it apart from the other answers.
 */
export function whyLine(r: Ranked, year: number | null, description: string, lang: FinderLang, also: string | null = null): string {
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
    if (also) parts.push(year ? `ещё у неё есть метка «${ruGenre(also)}», вышла в ${year} году` : `ещё у неё есть метка «${ruGenre(also)}»`);
    return parts.length ? `${capitalize(parts.join("; "))}.` : "Частичное совпадение с описанием.";
  }
  if (labels.length) parts.push(`matches ${labels.join(", ")}`);
  if (r.yearMatch && year) parts.push(`released in ${year}`);
  if (r.creatorMatch) parts.push("same developer");
  if (words.length) parts.push(`its name, blurb or reviews mention ${words.join(", ")}`);
  if (r.textLeader) parts.push("player reviews match the description best");
  if (r.untested) parts.push("the catalog has no description or reviews of it, so the story was checked against its tags and name only");
  if (also) parts.push(year ? `also tagged ${also}, from ${year}` : `also tagged ${also}`);
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
