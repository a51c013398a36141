// Every number of the finder in one place: score weights, text matching, learned vocabulary, popularity, confidence.
import type { VocabularyOptions } from "./vocabulary";

type TextFieldName = "name" | "people" | "description" | "hooks" | "reviews";

/** Weights of the score parts. */
export interface RankWeights {
  /** Share of the description's labels (tags, genres, categories; idf-weighted) the game carries. */
  labels: number;
  /** Share of the description's words (idf-weighted) the game's texts carry. */
  text: number;
  /** The best match of the description's rare words (idf at least text.strongIdf), whatever their share. */
  strong: number;
  /** Several of the description's words in one short text of the game (its blurb, its hooks); see text.togetherFull. */
  together: number;
  /** Popularity prior (people remember games many people played). */
  pop: number;
  /** Release-year hints of the text or the caller. */
  year: number;
  /** "By the makers of X": games by X's developer. */
  creator: number;
  /** Platform hints (Steam Deck status, VR). */
  platform: number;
  /** Bonus for the one game whose reviews match clearly best (see rank.ts reviewLeader). */
  textLead: number;
}

/** All tunable numbers of the finder. */
export interface FinderOptions {
  weights: RankWeights;
  index: {
    /** Review text kept per game: enough for plot words, bounded so the index builds in about a second. */
    reviewCharsPerGame: number;
    /** How much less the 20th tag of a vote-ordered list counts than the first. */
    tagRankDecay: number;
    /** Review words used at least this often make the spelling vocabulary. */
    spellingMinCount: number;
  };
  /** Word → label associations learned from the catalog's texts (vocabulary.ts). */
  vocabulary: VocabularyOptions;
  query: {
    /** Weight of a label a word points to through the learned vocabulary, times the association's strength. */
    learnedWeight: number;
    /** Most labels one description gets from the learned vocabulary (strongest first). */
    learnedMaxLabels: number;
    /** Weight of a catalog label named by its own name, and of one whose name is a common plain word. */
    ownName: number;
    weakOwnName: number;
  };
  text: {
    /** BM25F: a word's weighted, length-normalised counts over the fields are summed, then saturated by k1. */
    k1: number;
    b: Record<TextFieldName, number>;
    fieldWeight: Record<TextFieldName, number>;
    /** Most words a description is reduced to, most telling (highest idf) first. */
    maxUnits: number;
    /** The evidence a description must hold to score as a whole (one common word alone earns only a part). */
    minMass: number;
    /** Share of its label fit a well-known game with no text of its own is credited as text fit (times fame²). */
    untestedCredit: number;
    /** A label's weight for a game whose own text says the words it was read from (a carried tag: 0.5..1). */
    saidCredit: number;
    /** A word at least this rare (idf; in about 50 games or fewer) is a strong concept of the description. */
    strongIdf: number;
    /** Distinct description words in one blurb or hooks text beyond the first for the full `together` bonus. */
    togetherFull: number;
    /** The review-text leader must beat the second game by this ratio for a bonus, full at `leadFullRatio`. */
    leadMinRatio: number;
    leadFullRatio: number;
  };
  popularity: {
    /** ln(1 + reviews) of a very popular game: popularity is scaled to about 0..1 by it. */
    scale: number;
    /** Popularity stops growing at this scaled value (about 440,000 reviews). */
    cap: number;
    /**
     * How much more popularity counts for a description of tag words with no evidence at all, fading to none at
     * `shortMass` and with the share of words no tag explains.
     */
    shortBoost: number;
    /** Evidence (idf of its labels and words) from which a description counts as long enough to stand on its own. */
    shortMass: number;
    /** How much more popularity counts when the text says the game was a hit ("sold millions"). */
    hitFactor: number;
    /** ln(1 + reviews) above which a game counts as released whatever its date says (about 150 reviews). */
    releasedPop: number;
    /** Score taken from a game not yet released (or with no known date). */
    comingSoonPenalty: number;
  };
  /** Text evidence shared among editions of one game (rank.ts shareTwinText). */
  twins: {
    /** An edition short of player reviews borrows its twins' best text match. */
    enabled: boolean;
    /** How many of the best candidates (by tags and text) are grouped by name stem. */
    candidates: number;
  };
  /** How much "the original" / "the sequel" in a description moves a game whose name fits. */
  seriesBonus: number;
  confidence: {
    /** "high": first score and lead over the second at least these; "medium": the next pair. */
    highMinScore: number;
    highMinGap: number;
    mediumMinScore: number;
    mediumMinGap: number;
    /**
     * A description with at least this many words no label explains (a plot, a look) that the first game cannot
     * be checked against (no store description, no review text) is never "high".
     */
    untestedWords: number;
  };
  /** Candidates the language model reads (the offline top 40 holds the wanted game most of the time). */
  llmCandidates: number;
}

/**
 * The finder's defaults. Set by reasoning about the parts and checked with `bun run eval:find` on the development
 * set as a whole (never per description); the unit tests hold each rule with examples of their own.
 */
export const DEFAULT_FINDER: Readonly<FinderOptions> = Object.freeze({
  weights: Object.freeze({
    labels: 1,
    text: 2.3,
    strong: 0.2,
    together: 0.1,
    pop: 0.9,
    year: 0.9,
    creator: 0.5,
    platform: 0.3,
    textLead: 0.6,
  }),
  index: { reviewCharsPerGame: 20_000, tagRankDecay: 0.5, spellingMinCount: 3 },
  vocabulary: { minGames: 4, maxShare: 0.02, minLift: 4, minShare: 0.3, perWord: 3, smoothing: 2 },
  query: { learnedWeight: 0.5, learnedMaxLabels: 6, ownName: 0.8, weakOwnName: 0.4 },
  text: {
    k1: 0.6,
    b: { name: 0.3, people: 0.3, description: 0.5, hooks: 0.3, reviews: 0.75 },
    fieldWeight: { name: 2.5, people: 1.5, description: 1, hooks: 0.7, reviews: 0.7 },
    maxUnits: 16,
    minMass: 6,
    untestedCredit: 0.5,
    strongIdf: 7.8,
    saidCredit: 0.8,
    togetherFull: 4,
    leadMinRatio: 1.3,
    leadFullRatio: 2,
  },
  popularity: { scale: 13, cap: 1, shortBoost: 2, shortMass: 90, hitFactor: 2, releasedPop: 5, comingSoonPenalty: 0.1 },
  twins: { enabled: true, candidates: 100 },
  seriesBonus: 0.15,
  confidence: { highMinScore: 2, highMinGap: 0.3, mediumMinScore: 1.6, mediumMinGap: 0.17, untestedWords: 4 },
  llmCandidates: 40,
});
