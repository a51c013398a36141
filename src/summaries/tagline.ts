// The tagline: one concrete line (at most 90 characters, no marketing words) from the description, else from tags.

/** Longest tagline. */
export const MAX_TAGLINE = 90;

/**
 * Marketing words: a line holding one says more about the ad than the game, so it is not used (deleting the word
 * would leave broken lines such as "the single player deckbuilder we could").
 */
const MARKETING =
  /\b(?:award|awards|award[- ]winning|epic|winner|game of the year|goty|critically|acclaimed|best|greatest|best[- ]selling|highly[- ]anticipated|long[- ]awaited|beloved|ultimate|stunning|breathtaking|unique|innovative|revolutionary|incredible|amazing|legendary|exciting|thrilling|brand[- ]new|all[- ]new|spectacular|unparalleled|unrivall?ed|extraordinary|masterpiece|phenomenon|elite|latest|sequel|millions? of players|most popular|number 1|#1|premier|world[- ]class)\b/i;
/** Words that make a line concrete about play. */
const CONCRETE =
  /\b(?:shooter|rpg|roguelike|rogue-like|roguelite|rogue-lite|platformer|puzzles?|strategy|survival|survive|simulator|sim|simulation|builder|adventure|racing|race|farm|farming|city|cities|dungeon|crawler|craft|crafting|build|building|explore|exploring|exploration|fight|fighting|battle|co-?op|multiplayer|cards?|deck|deckbuilder|tactics|tactical|horror|kingdom|space|trucks?|driv(?:e|ing)|dig|colony|factory|factories|heroes|hero|sandbox|metroidvania|souls-like|quest|monsters?|zombies?|soccer|football|cars?|ship|empire|civilization|war|army|island|planet|galaxy)\b/i;
/** Generic tag words that do not make a line concrete by themselves. */
const VAGUE_TAG_WORDS = new Set(["dark", "great", "free", "play", "open", "based", "first", "third", "person", "single", "player", "rich", "indie", "action", "casual", "early", "access", "graphics", "singleplayer", "multiplayer"]);
/** A clause ending on one of these was cut mid-phrase. */
const DANGLING = /\b(?:the|a|an|with|to|of|in|for|your|our|their|its|and|or|at|on|by|from|as|into|this|that|is|are)$/i;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Drops trademark signs and the game's own name at the start ("Hades is a ..."). */
function clean(sentence: string, name: string): string {
  let s = sentence.replace(/[™®©]/g, "").replace(/\s+/g, " ").trim();
  const bareName = name.replace(/[™®©]/g, "").trim();
  const lead = new RegExp(`^${bareName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+(?:is|are)\\s+(?:an?\\s+|the\\s+)?`, "i");
  s = s.replace(lead, "");
  return capitalize(s.replace(/\s+([,.])/g, "$1").trim());
}

/**
 * The sentence itself when it fits, else its longest prefix ending at a strong clause boundary (dash, semicolon,
 * colon, "that/which/where", "in this"); a comma is too weak ("With dozens of cities to explore, your ..."). Null when nothing
 * fits or the cut dangles.
 */
function fit(s: string): string | null {
  const body = s.replace(/[.!?]+$/, "");
  if (body.length <= MAX_TAGLINE) return body;
  const cuts = [...body.matchAll(/\s[-–—]\s|;\s|:\s|\s(?:that|which|where|while|in which|in this|from the (?:creators|makers|studio))\s/g)]
    .map((m) => m.index!);
  const best = cuts.filter((i) => i <= MAX_TAGLINE && i >= 20).pop();
  if (best === undefined) return null;
  const line = body.slice(0, best).replace(/,$/, "");
  return DANGLING.test(line) ? null : line;
}

/** True when a sentence reads like an ad rather than a description: marketing words, shouting, a question, "And now". */
function isAd(sentence: string): boolean {
  const letters = sentence.replace(/[^A-Za-z]/g, "");
  const upper = sentence.replace(/[^A-Z]/g, "").length;
  return MARKETING.test(sentence) || (letters.length > 8 && upper / letters.length > 0.5) || /\?\s*$/.test(sentence) || /^(?:and|but|so)\b/i.test(sentence);
}

/** The folded words of a text, for comparing a line with the description's opening. */
const words = (s: string) => s.toLowerCase().replace(/[™®©]/g, "").split(/[^a-z0-9]+/).filter(Boolean);
/** An opening sentence this short ("UNDERTALE!") is a title: the opening runs on into the next sentence. */
const MIN_OPENING_WORDS = 6;

/** The description's sentences (a tagline is cut from one of them). */
const sentencesOf = (description: string) => description.split(/(?<=[.!?])\s+/);

/**
 * True when `line`'s first four words occur in the description's opening (its first sentence, running on into the
 * next while it has fewer than 6 words; with or without the game's name in front): such a line would sit right
 * above the same words on the page.
 */
export function repeatsOpening(line: string, description: string, name: string): boolean {
  const head = words(line).slice(0, 4).join(" ");
  let opening = "";
  for (const s of sentencesOf(description)) {
    opening += ` ${s}`;
    if (words(opening).length >= MIN_OPENING_WORDS) break;
  }
  const within = (text: string) => ` ${words(text).join(" ")} `.includes(` ${head} `);
  return head !== "" && (within(opening) || within(clean(opening, name)));
}

/**
 * A tagline from the store description: the first concrete sentence of the three after the opening one (the page
 * shows the opening itself), cut at a clause boundary to 90 characters. Lines with marketing words, shouting or questions are
 * skipped, and so is any line repeating the opening's words; null when none is left.
 *
 * @example
 * taglineFromDescription("Defy the lord of a drowned city. A tide-powered roguelike dungeon crawler that …", "X", []);
 * // "A tide-powered roguelike dungeon crawler"
 */
export function taglineFromDescription(description: string, name: string, tags: readonly string[]): string | null {
  const tagWords = new Set(
    tags.slice(0, 10).flatMap((t) => t.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4 && !VAGUE_TAG_WORDS.has(w)),
  );
  const concrete = (s: string) => CONCRETE.test(s) || s.toLowerCase().split(/[^a-z]+/).some((w) => tagWords.has(w));
  const sentences = sentencesOf(description).slice(1, 4);
  for (const raw of sentences) {
    if (isAd(raw)) continue;
    const line = fit(clean(raw, name));
    if (line && line.split(" ").length >= 3 && !isAd(line) && concrete(line) && !repeatsOpening(line, description, name)) return line;
  }
  return null;
}

/**
 * The tagline of a game: a line of its own saying what it is (genre, setting, mechanics), composed from its
 * defining tags; where the tags name only a broad genre ("indie game"), a concrete later sentence of the
 * description; never the description's opening words.
 *
 * @example
 * taglineOf("Defy the god of the dead …", "Hades", ["Action Roguelike", "Hack and Slash", "Mythology"]);
 * // "Mythological action roguelike with hack-and-slash combat"
 */
export function taglineOf(description: string | null, name: string, tags: readonly string[]): string | null {
  const composed = composeFromTags(tags);
  if (composed && !composed.vague) return composed.line;
  return (description && taglineFromDescription(description, name, tags)) || (composed?.line ?? null);
}

/** Tags that name what a game is precisely, and the noun each gives; they name the game from the top 4 tags. */
const NOUNS: Record<string, string> = {
  "Action Roguelike": "action roguelike", "Roguelike Deckbuilder": "roguelike deckbuilder", Metroidvania: "metroidvania",
  "Farming Sim": "farming sim", "Life Sim": "life sim", "City Builder": "city builder", Automation: "factory-building game",
  "Open World Survival Craft": "survival crafting game", MOBA: "MOBA", "Battle Royale": "battle royale",
  FPS: "first-person shooter", "Hero Shooter": "hero shooter", "Looter Shooter": "looter shooter", "Souls-like": "souls-like",
  "Precision Platformer": "precision platformer", "Puzzle Platformer": "puzzle platformer", "Visual Novel": "visual novel",
  "Card Battler": "card battler", "Deckbuilding": "deckbuilder", "Turn-Based Strategy": "turn-based strategy game",
  "Grand Strategy": "grand strategy game", "4X": "4X strategy game", RTS: "real-time strategy game", "Tower Defense": "tower defense game",
  "Colony Sim": "colony sim", "Survival Horror": "survival horror game", "Psychological Horror": "psychological horror game",
  "Dating Sim": "dating sim", "Walking Simulator": "walking sim", "Hidden Object": "hidden object game",
  "Point & Click": "point-and-click adventure", CRPG: "CRPG", JRPG: "JRPG", "Action RPG": "action RPG", "Tactical RPG": "tactical RPG",
  "Third-Person Shooter": "third-person shooter", "Bullet Hell": "bullet hell", "Shoot 'Em Up": "shoot 'em up",
  "Beat 'em up": "beat 'em up", "Hack and Slash": "hack-and-slash", Fighting: "fighting game", Rhythm: "rhythm game",
  "Party Game": "party game", Idler: "idle game", Clicker: "clicker", "Match 3": "match-3 puzzler", "Auto Battler": "auto battler",
  Driving: "driving sim", "Automobile Sim": "driving sim", Flight: "flight sim", Racing: "racing game", Stealth: "stealth game",
  "Dungeon Crawler": "dungeon crawler", MMORPG: "MMORPG", "Social Deduction": "social deduction game",
};
/** Broader genre tags, used from the top 8 when no precise one leads. */
const BROAD_NOUNS: Record<string, string> = {
  Platformer: "platformer", Puzzle: "puzzle game", Survival: "survival game", Horror: "horror game", Sports: "sports game",
  "Card Game": "card game", Shooter: "shooter", Roguelike: "roguelike", Roguelite: "roguelite",
};
/** Broad tags that still name a kind of game, taken in tag order with the precise and broad ones. */
const KIND_NOUNS: Record<string, string> = {
  RPG: "RPG", Simulation: "simulation game", Strategy: "strategy game", Sandbox: "sandbox game", Management: "management game",
};
/** The broadest tags, used only when nothing else names the game; a line of one of these alone is vague. */
const GENERIC_NOUNS: Record<string, string> = {
  ...KIND_NOUNS, Adventure: "adventure game", Action: "action game", Casual: "casual game",
};

/**
 * The tags a tagline names a kind of game by (the generic Action, Adventure and Casual aside). Each is one of the
 * recommender's kind tags as well; a test ties the two lists.
 */
export const NOUN_TAGS: ReadonlySet<string> = new Set([...Object.keys(NOUNS), ...Object.keys(BROAD_NOUNS), ...Object.keys(KIND_NOUNS), "Action-Adventure"]);

/** The tag that names the game and its noun: a precise genre near the top, else a broad one, else a generic one. */
function nounOf(top: readonly string[]): [string, string] | null {
  const near = (table: Record<string, string>, depth: number) => top.slice(0, depth).find((t) => table[t]);
  const precise = near(NOUNS, 4);
  if (precise) return [precise, NOUNS[precise]!];
  const broad = near(BROAD_NOUNS, 3);
  if (broad) return [broad, BROAD_NOUNS[broad]!];
  // Action and Adventure side by side at the top name the genre together.
  const first3 = top.slice(0, 3);
  if (first3.includes("Action-Adventure") || (first3.includes("Action") && first3.includes("Adventure"))) {
    return ["Action-Adventure", "action-adventure game"];
  }
  // Else the highest genre tag of the top 8 that names a kind of game (RPG, strategy...), then any broad one.
  const named = { ...BROAD_NOUNS, ...NOUNS, ...KIND_NOUNS };
  const tag = near(named, 8) ?? near(GENERIC_NOUNS, 8);
  if (!tag) return null;
  // A precise noun that narrows the broad one ("CRPG" of "RPG", "4X strategy game" of "strategy game") says more.
  const noun = named[tag] ?? GENERIC_NOUNS[tag]!;
  const narrower = KIND_NOUNS[tag] ? top.slice(0, 8).find((t) => NOUNS[t]?.toLowerCase().endsWith(noun.toLowerCase())) : undefined;
  return narrower ? [narrower, NOUNS[narrower]!] : [tag, noun];
}

/** Setting and style tags that make good adjectives. */
const ADJECTIVES: Record<string, string> = {
  "Pixel Graphics": "pixel-art", "Sci-fi": "sci-fi", Fantasy: "fantasy", "Dark Fantasy": "dark fantasy",
  "Post-apocalyptic": "post-apocalyptic", Cyberpunk: "cyberpunk", Medieval: "medieval", Historical: "historical", Space: "space",
  "Open World": "open-world", "Turn-Based": "turn-based", "Story Rich": "story-driven", Mythology: "mythological",
  "Top-Down": "top-down", Isometric: "isometric", "First-Person": "first-person", "Third Person": "third-person", "Hand-drawn": "hand-drawn", "Co-op": "co-op",
  "Online Co-Op": "co-op", Horror: "horror", Realistic: "realistic", Cute: "cute", Military: "military", "World War II": "WWII",
  "Team-Based": "team-based", Competitive: "competitive", Tactical: "tactical", "Free to Play": "free-to-play", Western: "western",
  Zombies: "zombie", Retro: "retro", "Physics": "physics-based", Crime: "crime",
};
/** Mechanics that read well after "with". */
const FEATURES: Record<string, string> = {
  Crafting: "crafting", "Base Building": "base building", "Character Customization": "character customization",
  "Choices Matter": "choices that matter", "Hack and Slash": "hack-and-slash combat", "Turn-Based Combat": "turn-based combat",
  "Procedural Generation": "procedural levels", "Perma Death": "permadeath", Exploration: "exploration",
  "Multiple Endings": "multiple endings", Romance: "romance", "Level Editor": "a level editor", Building: "building",
  "Resource Management": "resource management", Trading: "trading", Loot: "loot", Deckbuilding: "deckbuilding",
  Economy: "an economy to run", Stealth: "stealth", "Base-Building": "base building", Investigation: "investigation",
};

/**
 * A tagline composed from the game's defining tags: adjectives, the most specific genre noun, and up to two
 * mechanics, shortened to 90 characters. Null when no tag names what the game is.
 *
 * @example
 * taglineFromTags(["Action Roguelike", "Hack and Slash", "Mythology", "Great Soundtrack"]);
 * // "Mythological action roguelike with hack-and-slash combat"
 */
export function taglineFromTags(tags: readonly string[]): string | null {
  return composeFromTags(tags)?.line ?? null;
}

/** The composed tagline, and whether it is vague: only a broad genre noun with no adjective or mechanic. */
function composeFromTags(tags: readonly string[]): { line: string; vague: boolean } | null {
  const top = tags.slice(0, 12);
  const named = nounOf(top);
  if (!named) return null;
  const nounTag = named[0];
  let noun = named[1];
  // Platformer and Puzzle side by side near the top make a puzzle platformer.
  if ((noun === "platformer" || noun === "puzzle game") && ["Platformer", "Puzzle"].every((t) => top.slice(0, 4).includes(t))) {
    noun = "puzzle platformer";
  }
  // Roots of the noun's words, so "deckbuilder" keeps out "deckbuilding" and "survival game" keeps out "survival".
  const root = (w: string) => w.toLowerCase().slice(0, 6);
  const words = new Set(noun.split(/[\s-]+/).map(root));
  const adjectives = [...new Set(top.filter((t) => t !== nounTag && ADJECTIVES[t]).map((t) => ADJECTIVES[t]!))]
    .filter((a) => !a.split(/[\s-]+/).some((w) => words.has(root(w))))
    // Two camera views ("first-person third-person") contradict each other: the higher-ranked one stays.
    .filter((a, i, all) => !(a.endsWith("-person") && all.slice(0, i).some((b) => b.endsWith("-person"))))
    .slice(0, 2);
  const features = [...new Set(top.filter((t) => t !== nounTag && FEATURES[t]).map((t) => FEATURES[t]!))]
    .filter((f) => !f.split(/[\s-]+/).some((w) => w.length > 2 && words.has(root(w))))
    .slice(0, 2);
  for (let a = adjectives.length, f = features.length; ; ) {
    const line = capitalize(
      [...adjectives.slice(0, a), noun].join(" ") + (f ? ` with ${features.slice(0, f).join(" and ")}` : ""),
    );
    if (line.length <= MAX_TAGLINE || (a === 0 && f === 0)) {
      return line.length <= MAX_TAGLINE ? { line, vague: a + f === 0 && GENERIC_NOUNS[nounTag] !== undefined } : null;
    }
    if (f > 0) f--;
    else a--;
  }
}
