// Merges the per-source records into one Game per appid by a documented precedence per field (see README "Data").
import type { Game, GameName, TagOrder } from "../types";
import { isNonLatinName, SOFTWARE_GENRES } from "./parse";
import type { SourceData, SourceRecord } from "./types";

/**
 * Field precedence, first source that knows the field wins. Store data (appdetails 2025, steam-insights 2024-10) beats
 * SteamSpy's mirror for names and dates; the newest snapshot wins for review counts and prices. Descriptions come
 * from the newest store record: appdetails (2025) > scraped store pages (2024) > descriptions folders, newest
 * snapshot first (2023 Kaggle copy, then 2019 appdetails records). Store pages (the store's own page, 2024) name
 * developers before SteamSpy's mirror does, and fill release dates the store exports lack.
 */
export const PRECEDENCE = {
  name: ["appdetails", "insights-games", "steamspy", "top1000", "ucsd"],
  releaseDate: ["appdetails", "insights-games", "store-pages", "ucsd", "russian-titles"],
  developers: ["appdetails", "store-pages", "insights-steamspy", "steamspy", "top1000", "ucsd"],
  publishers: ["appdetails", "store-pages", "insights-steamspy", "steamspy", "top1000", "ucsd"],
  genres: ["insights-genres", "appdetails", "insights-steamspy", "top1000", "ucsd"],
  categories: ["insights-categories", "appdetails", "ucsd"],
  price: ["appdetails", "steamspy", "insights-steamspy", "top1000", "ucsd"],
  reviews: ["steamspy", "insights-reviews", "top1000", "appreviews", "store-pages"],
  owners: ["steamspy", "insights-steamspy", "top1000"],
  description: ["appdetails", "store-pages", "descriptions"],
  deck: ["deck"],
} as const;

/** Store types that are games; everything else (demo, dlc, music, video, tool...) stays out. */
const GAME_TYPES = new Set(["game"]);

/** Names that betray a non-game where no store type is known (SteamSpy-only apps). */
const NON_GAME_NAME = /\b(soundtrack|ost|original score|demo|dlc|season pass|expansion pass|art ?book|wallpapers?|sdk|dedicated server|playtest|bonus content|upgrade pack|costume pack|skin pack|prologue demo)\b/i;
/**
 * Names that betray a non-game even when a store type says `game` (mislabelled companions): a demo says so at the
 * end of its name or right after a separator ("X Demo", "X (free demo)", "X: Demo (Prologue)"), a test build names
 * itself ("X - Open Beta", "X Technical Stress Test"); a game that merely has the word inside its title stays.
 */
const NON_GAME_NAME_STRICT =
  /\b(?:soundtrack|playtest|dedicated server|free demo|(?:open|closed|public) beta|beta test|stress test|technical test)\b|\bdemo\)?\s*$|[:\-–—(]\s*demo\b/i;

/** Tags that mark adult-only content. */
const ADULT_TAGS = new Set(["Hentai", "NSFW"]);

/** Why an app was left out of the catalog. */
export type ExclusionReason = "not a game type" | "non-game name" | "software genres" | "no name";

export interface MergeResult {
  games: Game[];
  names: GameName[];
  excluded: Record<ExclusionReason, number>;
  /** Tag → mean normalized rank (0 = top) learned from games whose tag order is known. */
  tagPrior: Map<string, number>;
}

/** Index of sources by key, in the order given (several appdetails/appreviews snapshots: newest first). */
function byKey(sources: SourceData[]): Map<string, SourceData[]> {
  const m = new Map<string, SourceData[]>();
  for (const s of sources) m.set(s.key, [...(m.get(s.key) ?? []), s]);
  return m;
}

/** The first (source, record) along `keys` whose record satisfies `has`. */
function first(
  index: Map<string, SourceData[]>,
  keys: readonly string[],
  appid: number,
  has: (r: SourceRecord) => boolean,
): { rec: SourceRecord; label: string } | null {
  for (const k of keys) {
    for (const s of index.get(k) ?? []) {
      const rec = s.records.get(appid);
      if (rec && has(rec)) return { rec, label: s.label };
    }
  }
  return null;
}

/**
 * Learns, for each tag, its mean normalized rank across games whose tag order is known (votes or UCSD order):
 * 0 means the tag usually leads a game's list, 1 that it usually trails. Unordered lists are sorted by it.
 */
export function learnTagPrior(ordered: string[][]): Map<string, number> {
  const sum = new Map<string, number>();
  const count = new Map<string, number>();
  for (const tags of ordered) {
    if (tags.length < 2) continue;
    tags.forEach((t, i) => {
      sum.set(t, (sum.get(t) ?? 0) + i / (tags.length - 1));
      count.set(t, (count.get(t) ?? 0) + 1);
    });
  }
  // Smoothed toward the middle so a tag seen twice does not claim the top.
  const prior = new Map<string, number>();
  for (const [t, s] of sum) prior.set(t, (s + 0.5 * 3) / (count.get(t)! + 3));
  return prior;
}

/** Orders a game's tag set: vote-ordered tags first by votes, then UCSD-ordered ones, then the rest by the prior. */
function orderTags(
  set: string[],
  votes: { tags: string[]; votes: number[] } | null,
  ucsd: string[] | null,
  prior: Map<string, number>,
): { tags: string[]; tagVotes: number[] | null; tagOrder: TagOrder } {
  if (!set.length) return { tags: [], tagVotes: null, tagOrder: "none" };
  // Vote lists spell some tags their own way ("e-sports", "Puzzle-Platformer"): matched by letters and digits only.
  const fold = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  const votesByKey = new Map(votes ? votes.tags.map((t, i) => [fold(t), votes.votes[i]!]) : []);
  const voteOf = new Map(set.flatMap((t) => (votesByKey.has(fold(t)) ? [[t, votesByKey.get(fold(t))!] as const] : [])));
  const ucsdRank = new Map(ucsd ? ucsd.map((t, i) => [t, i]) : []);
  const key = (t: string): [number, number] => {
    if (voteOf.has(t)) return [0, -voteOf.get(t)!];
    if (ucsdRank.has(t)) return [1, ucsdRank.get(t)!];
    return [2, prior.get(t) ?? 0.5];
  };
  const tags = [...set].sort((a, b) => {
    const [ga, va] = key(a);
    const [gb, vb] = key(b);
    return ga - gb || va - vb || a.localeCompare(b);
  });
  const tagOrder: TagOrder = votes ? "votes" : ucsd ? "ucsd" : "prior";
  return { tags, tagVotes: votes ? tags.map((t) => voteOf.get(t) ?? 0) : null, tagOrder };
}

/** Decides whether `appid` is a game and, if not, why. */
function exclusion(index: Map<string, SourceData[]>, appid: number, name: string, genres: string[]): ExclusionReason | null {
  const typed = first(index, ["appdetails", "insights-games"], appid, (r) => !!r.type);
  if (typed && !GAME_TYPES.has(typed.rec.type!)) return "not a game type";
  if ((typed ? NON_GAME_NAME_STRICT : NON_GAME_NAME).test(name)) return "non-game name";
  if (genres.length && genres.every((g) => SOFTWARE_GENRES.has(g))) return "software genres";
  return null;
}

/**
 * Merges all sources into games. `today` (ISO date) decides whether a dated game is still coming soon.
 */
export function mergeSources(sources: SourceData[], today: string): MergeResult {
  const index = byKey(sources);
  const candidates = new Set<number>();
  for (const key of ["insights-games", "steamspy", "appdetails"]) {
    for (const s of index.get(key) ?? []) for (const id of s.records.keys()) candidates.add(id);
  }

  // Learn the tag prior from every game whose order is known.
  const ordered: string[][] = [];
  for (const key of ["top1000", "ucsd"]) {
    for (const s of index.get(key) ?? []) for (const r of s.records.values()) if (r.tagsOrdered && r.tags) ordered.push(r.tags);
  }
  const tagPrior = learnTagPrior(ordered);

  const games: Game[] = [];
  const names: GameName[] = [];
  const allSources = [...index.values()].flat();
  const excluded: Record<ExclusionReason, number> = { "not a game type": 0, "non-game name": 0, "software genres": 0, "no name": 0 };

  for (const appid of [...candidates].sort((a, b) => a - b)) {
    const sources: Record<string, string> = {};
    const pick = <K extends keyof typeof PRECEDENCE>(field: K, has: (r: SourceRecord) => boolean) => {
      const hit = first(index, PRECEDENCE[field], appid, has);
      if (hit) sources[field] = hit.label;
      return hit?.rec ?? null;
    };

    // Name: the store's, unless it is a localized (non-Latin) one and another source has a Latin name.
    let nameHit = first(index, PRECEDENCE.name, appid, (r) => !!r.name?.trim());
    if (!nameHit) {
      excluded["no name"]++;
      continue;
    }
    if (isNonLatinName(nameHit.rec.name!)) {
      const latin = first(index, PRECEDENCE.name, appid, (r) => !!r.name?.trim() && !isNonLatinName(r.name));
      if (latin) nameHit = latin;
    }
    const name = nameHit.rec.name!.trim();
    sources.name = nameHit.label;

    const genres = pick("genres", (r) => !!r.genres?.length)?.genres ?? [];
    const why = exclusion(index, appid, name, genres);
    if (why) {
      excluded[why]++;
      continue;
    }

    const dated = pick("releaseDate", (r) => r.year != null);
    const categories = pick("categories", (r) => !!r.categories?.length)?.categories ?? [];
    const reviewRec = pick("reviews", (r) => (r.positive ?? 0) + (r.negative ?? 0) > 0);
    const positive = reviewRec?.positive ?? 0;
    const negative = reviewRec?.negative ?? 0;
    const total = positive + negative;

    // Coming soon: the store's flag when it has one; else a future date; else no date and no reviews.
    const app = first(index, ["appdetails"], appid, () => true)?.rec;
    let comingSoon: boolean;
    if (app && app.comingSoon !== undefined) comingSoon = app.comingSoon;
    else if (dated) comingSoon = (dated.releaseDate ?? `${dated.year}-12-31`) > today && total === 0;
    else comingSoon = total === 0;
    if (app?.comingSoon !== undefined) sources.coming_soon = first(index, ["appdetails"], appid, () => true)!.label;

    // Price: free-ness from the store (newest first), a positive newer SteamSpy price meaning it is paid now.
    const spyPaid = first(index, ["steamspy"], appid, (r) => (r.priceCents ?? 0) > 0);
    const freeHit = app?.isFree !== undefined
      ? { value: app.isFree, label: first(index, ["appdetails"], appid, () => true)!.label }
      : spyPaid
        ? { value: false, label: spyPaid.label }
        : (() => {
            const h = first(index, ["insights-games", "ucsd"], appid, (r) => r.isFree !== undefined);
            return h ? { value: h.rec.isFree!, label: h.label } : null;
          })();
    const isFree = freeHit?.value ?? genres.includes("Free To Play");
    const priced = isFree ? null : pick("price", (r) => (r.priceCents ?? 0) > 0);
    if (isFree) sources.price = freeHit?.label ?? sources.genres ?? "genres";
    const amount = priced ? Math.round(priced.priceCents!) / 100 : null;

    // Tags: the newest set (steam-insights), ordered by votes / UCSD order / learned prior.
    const setRec = first(index, ["insights-tags", "top1000", "ucsd"], appid, (r) => !!r.tags?.length);
    const votesRec = first(index, ["top1000"], appid, (r) => !!r.tagVotes?.length);
    const ucsdRec = first(index, ["ucsd"], appid, (r) => !!r.tags?.length && !!r.tagsOrdered);
    const tagSet = [...new Set(setRec?.rec.tags ?? [])];
    const tags = orderTags(
      tagSet,
      votesRec ? { tags: votesRec.rec.tags!, votes: votesRec.rec.tagVotes! } : null,
      ucsdRec ? ucsdRec.rec.tags! : null,
      tagPrior,
    );
    if (setRec) sources.tags = setRec.label;
    if (tags.tagOrder === "votes") sources.tag_order = votesRec!.label;
    else if (tags.tagOrder === "ucsd") sources.tag_order = ucsdRec!.label;

    const deckRec = pick("deck", (r) => !!r.deck);
    const adult =
      !!first(index, ["appdetails", "insights-genres"], appid, (r) => r.adultOnly === true) || tags.tags.some((t) => ADULT_TAGS.has(t));

    games.push({
      appid,
      name,
      releaseDate: dated?.releaseDate ?? null,
      year: dated?.year ?? null,
      comingSoon,
      developers: pick("developers", (r) => !!r.developers?.length)?.developers ?? [],
      publishers: pick("publishers", (r) => !!r.publishers?.length)?.publishers ?? [],
      genres,
      categories,
      coop: {
        online: categories.includes("Online Co-op"),
        local: categories.includes("Shared/Split Screen Co-op"),
        lan: categories.includes("LAN Co-op"),
      },
      tags: tags.tags,
      tagVotes: tags.tagVotes,
      tagOrder: tags.tagOrder,
      price: isFree
        ? { isFree: true, amount: 0, currency: "USD", text: "Free" }
        : { isFree: false, amount, currency: amount === null ? null : "USD", text: amount === null ? null : `${amount.toFixed(2)} USD` },
      reviews: total > 0 ? { total, positive, negative, positivePct: Math.round((positive * 100) / total) } : null,
      deck: deckRec?.deck ?? "unknown",
      adult,
      description: pick("description", (r) => !!r.description)?.description ?? null,
      owners: pick("owners", (r) => !!r.owners)?.owners ?? null,
      sources,
    });

    // Every other name any source gives becomes an alternative name for lookup.
    const seen = new Set([name]);
    for (const s of allSources) {
      const rec = s.records.get(appid);
      if (!rec) continue;
      for (const n of [rec.name, ...(rec.altNames ?? [])]) {
        const t = n?.trim();
        if (t && !seen.has(t)) {
          seen.add(t);
          names.push({ appid, name: t, source: s.label });
        }
      }
    }
  }
  return { games, names, excluded, tagPrior };
}
