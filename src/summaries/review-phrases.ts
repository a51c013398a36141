// Phrase rules over English review texts: how hard, how long and in what sessions players say a game is played.
import type { Difficulty, GameLength, ReviewText, SessionShape } from "../catalog/types";
import { addVote, affirms, reviewWeight, substantiveCount } from "./review-weight";
import type { Vote } from "./types";

/** A value needs this many independent reviews saying it: one review never decides. */
export const MIN_REVIEWS = 3;
/** ...and this share of the game's substantive reviews, so 3 of 400 reviews do not decide either. */
export const MIN_SHARE = 0.03;
/** Difficulty words turn up in passing ("the last boss is challenging"), so a difficulty needs a larger share. */
const DIFFICULTY_SHARE = 0.06;
/** "Short" is said of long games too ("the story is a bit short"), so it needs a larger share. */
const SHORT_SHARE = 0.05;
/** `punishing` needs more still: a few angry reviews of a hard game are normal. */
const PUNISHING_SHARE = 0.08;

const DIFFICULTY_PHRASES: [Difficulty, RegExp][] = [
  ["punishing", /\b(?:brutal(?:ly)? (?:hard|difficult)|brutally|punishing|unforgiving|masochis\w*|soul[- ]crushing|rage[- ]?quit\w*|controller[- ]smash\w*|insanely (?:hard|difficult)|extremely (?:hard|difficult)|hardest games?)\b/i],
  ["challenging", /\b(?:challenging|(?:very|really|pretty|quite|so|super) (?:hard|difficult)(?! to\b)|hard but fair|difficult but fair|git gud|steep learning curve|die (?:a lot|often)|tough (?:game|bosses|fights?))\b/i],
  ["moderate", /\b(?:not too (?:hard|difficult)|fair (?:challenge|difficulty)|right (?:amount of )?(?:challenge|difficulty)|easy to learn|accessible|well[- ]balanced difficulty)\b/i],
  ["relaxed", /\b(?:relaxing|chill|calming|cozy|cosy|laid[- ]back|stress[- ]free|no pressure|therapeutic|zen)\b/i],
];

const SESSION_PHRASES: [SessionShape, RegExp][] = [
  ["short_bursts", /\b(?:one more (?:run|round|match|level)|quick (?:runs?|sessions?|rounds?|matches)|pick[- ]up[- ]and[- ]play|bite[- ]sized|short (?:runs?|sessions?|bursts)|on the go)\b/i],
  ["long_sessions", /\b(?:one more (?:turn|day|night)|(?:lost|lose|losing) track of time|hours (?:fly|flew) by|all[- ]nighters?|(?:\d{1,2}|several|many) hours? (?:in )?one sitting|sleepless nights?|(?:\d{1,2}|several|many) hours straight)\b/i],
];

/** "beat it in 12 hours", "took me 40 hours to finish", "a 6 hour campaign": the first number is the length. */
const COMPLETION_HOURS = [
  /\b(?:beat|beaten|beating|finish(?:ed|ing)?|complet(?:e|ed|ing)|took me|clocked in at)\b[^.!?\d]{0,30}?(\d{1,3}(?:\.\d)?)(?:\s*(?:-|to)\s*\d{1,3})?\s*\+?\s*(?:hours?|hrs?)\b/i,
  /\b(\d{1,3}(?:\.\d)?)(?:\s*(?:-|to)\s*\d{1,3})?\s*\+?\s*(?:-\s*)?(?:hours?|hrs?)(?: long| campaign| story| of (?:content|gameplay|story))\b/i,
];
const SHORT_PHRASE = /\b(?:too short|(?:very|pretty|quite|really|a bit) short|short (?:game|campaign|story)|in one sitting|over in (?:an|a few) hours?)\b/i;
const MASSIVE_PHRASE = /\b(?:hundreds of hours|thousands of hours|\d{3,4}\+? hours)\b/i;

/** What the reviews say, each value only where enough independent reviews agree. */
export interface ReviewSignals {
  difficulty: Difficulty | null;
  /** Median completion time players report (hours), from 3+ reviews; null when fewer. */
  completionHours: number | null;
  /** "too short" from enough reviews. */
  saysShort: boolean;
  /** "hundreds of hours" from enough reviews. */
  saysMassive: boolean;
  sessionShape: SessionShape | null;
}

/** True when a vote clears both bars (independent reviews and share of all reviews). */
function strong(v: Vote | undefined, total: number, share = MIN_SHARE): boolean {
  return !!v && v.reviews >= MIN_REVIEWS && v.reviews / total >= share;
}

/** The strongest value among those whose votes clear the bars (`share` for every value but punishing). */
function strongest<K extends string>(votes: Map<string, Vote>, total: number, share: number): K | null {
  let best: [string, number] | null = null;
  for (const [k, v] of votes) {
    const bar = k === "punishing" ? PUNISHING_SHARE : share;
    if (strong(v, total, bar) && (!best || v.weight > best[1])) best = [k, v.weight];
  }
  return (best?.[0] as K) ?? null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * Mines difficulty, length and session phrases from a game's reviews. Each review votes at most once per value;
 * the heaviest value clearing the bars wins, and `punishing` has a higher bar of its own.
 *
 * @example
 * reviewSignals(reviews).difficulty; // "challenging" when 3+ reviews (and 3%+) say "really hard", "git gud"...
 */
export function reviewSignals(reviews: readonly ReviewText[]): ReviewSignals {
  if (!reviews.length) return { difficulty: null, completionHours: null, saysShort: false, saysMassive: false, sessionShape: null };
  const total = substantiveCount(reviews);
  const difficulty = new Map<string, Vote>();
  const session = new Map<string, Vote>();
  const hours: number[] = [];
  let short = 0;
  let massive = 0;
  for (const r of reviews) {
    const w = reviewWeight(r);
    for (const [value, re] of DIFFICULTY_PHRASES) if (affirms(r.text, re)) addVote(difficulty, value, w);
    for (const [value, re] of SESSION_PHRASES) if (affirms(r.text, re)) addVote(session, value, w);
    const h = COMPLETION_HOURS.map((re) => re.exec(r.text)).find((m) => m);
    if (h && Number(h[1]) > 0) hours.push(Number(h[1]));
    if (affirms(r.text, SHORT_PHRASE)) short++;
    if (MASSIVE_PHRASE.test(r.text)) massive++;
  }
  const enough = (n: number, share = MIN_SHARE) => n >= MIN_REVIEWS && n / total >= share;
  return {
    difficulty: strongest<Difficulty>(difficulty, total, DIFFICULTY_SHARE),
    completionHours: hours.length >= MIN_REVIEWS ? median(hours) : null,
    saysShort: enough(short, SHORT_SHARE),
    saysMassive: enough(massive),
    sessionShape: strongest<SessionShape>(session, total, MIN_SHARE),
  };
}

/** Hours to a length class: an evening or two, a couple of weeks of evenings, a long campaign, or more. */
export function lengthOfHours(h: number): GameLength {
  if (h <= 6) return "short";
  if (h <= 25) return "medium";
  if (h <= 70) return "long";
  return "massive";
}
