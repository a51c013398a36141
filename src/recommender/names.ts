// Name keys for diversity: the edition-free stem of a game's name and the key of the series it belongs to.

// Words that only name an edition, a remaster or a bundle of the same game.
const EDITION_WORD =
  "(?:game of the year|goty|definitive|complete|special|enhanced|deluxe|ultimate|anniversary|legendary|gold|premium|" +
  "remastered|remaster|redux|director'?s cut|final cut|extended|collector'?s|standard|digital|classic|hd|4k|vr|" +
  "prepare to die|royal|reloaded|edition|version|bundle|collection|pack|trilogy|double pack|cut|plus|prologue)";
const TRAILING_EDITION = new RegExp(`(?:[\\s:\\-–—]+${EDITION_WORD})+$`);
const BUNDLE = /\b(?:bundle|collection|trilogy|anthology|double pack|triple pack|complete pack)\b/;
const ROMAN = /^(?:i{1,3}|iv|v|vi{1,3}|ix|x|xi{1,3})$/;

/** Lower-cased name without marks, brackets and punctuation noise. */
export function normalizeName(name: string): string {
  // Marks go before NFKD, which would spell ™ as "TM"; plain ASCII names (most) skip the Unicode work.
  const base = /^[\x20-\x7e]*$/.test(name) ? name : name.replace(/[™®©]/g, "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return base
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .replace(/[^\p{L}\p{N}':\-–— ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The name with edition words removed: "DARK SOULS™: REMASTERED" and "Dark Souls: Prepare to Die Edition" share
 * the stem "dark souls"; "Dark Souls III" keeps its numeral.
 */
export function nameStem(name: string, normalized = normalizeName(name)): string {
  let s = normalized;
  for (let i = 0; i < 3; i++) {
    const next = s.replace(TRAILING_EDITION, "").trim();
    if (next === s || next.length === 0) break;
    s = next;
  }
  return s.replace(/^the /, "").replace(/[:\-–— ]+$/g, "").replace(/[:\-–—]/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * The series key: the stem cut at its subtitle, without a trailing number, roman numeral or year.
 * "The Witcher 3: Wild Hunt" → "witcher"; "Borderlands 2" → "borderlands"; "Batman: Arkham City" → "batman".
 */
export function seriesKey(name: string, normalized = normalizeName(name)): string {
  const base = normalized.replace(/^the /, "");
  const head = (base.split(/\s*[:–—]\s*|\s+-\s+/)[0] ?? base).trim();
  const words = head.split(" ").filter(Boolean);
  while (words.length > 1) {
    const last = words[words.length - 1]!;
    if (/^v?\d{1,4}$/.test(last) || ROMAN.test(last)) words.pop();
    else break;
  }
  return words.join(" ");
}

/** Normalized name, stem and series key at once (one normalization). */
export function nameKeys(name: string): { normalized: string; stem: string; series: string } {
  const normalized = normalizeName(name);
  return { normalized, stem: nameStem(name, normalized), series: seriesKey(name, normalized) };
}

// Legal-form words that end a company name and say nothing about who made a game.
const LEGAL_FORM =
  /(?:\s+(?:inc|incorporated|llc|ltd|limited|co|corp|corporation|company|gmbh|ag|a ?s|s ?a|srl|s ?r ?l|s ?r ?o|ab|oy|kk|pty|plc|b ?v|sas|s ?p ?a|sp ?z ?o ?o))+$/;

/**
 * The key a developer or publisher is compared by: case, punctuation, spacing, port labels and legal forms do not
 * count, so "Io-Interactive A/S" and "IO Interactive A/S (Linux)" are one studio, and "FromSoftware, Inc." is
 * "From Software".
 */
export function makerKey(name: string): string {
  const words = normalizeName(name).replace(/[^\p{L}\p{N}]+/gu, " ").trim().replace(LEGAL_FORM, "");
  const key = words.replace(/\s+/g, "");
  return key || name.trim().toLowerCase();
}

/** True when `candidate` is an edition, remaster or bundle of the game named `seed` (not a sequel). */
export function isEditionOf(seed: string, candidate: string): boolean {
  const a = nameStem(seed);
  const b = nameStem(candidate);
  if (a.length === 0 || b.length === 0) return false;
  if (a === b) return true;
  // A bundle that contains the seed: "Portal Bundle", "Hotline Miami Collection".
  const nb = normalizeName(candidate);
  return BUNDLE.test(nb) && (b.startsWith(`${a} `) || nb.startsWith(`${a} `));
}

// Trailing subtitles that only name an edition: "Special Edition", "The Final Cut", "- GOTY Edition", ": Remastered",
// or one unknown word before "Edition" after a separator (": Farewell Edition").
const EDITION_SUBTITLES = [
  /\s*[:\-–—]?\s*(?:the\s+)?(?:game of the year|goty|definitive|complete|special|enhanced|deluxe|ultimate|anniversary|legendary|gold|premium|collector'?s|director'?s|digital|standard|final|royal|prepare to die|extended)\s+(?:edition|cut)\s*$/i,
  /\s*[:\-–—]\s*(?:the\s+)?[\p{L}\p{N}'’]+\s+(?:edition|cut)\s*$/iu,
  /\s*[:\-–—]?\s*(?:remastered|redux|goty)\s*$/i,
];

/**
 * The name a sentence should use: no trademark signs and no edition subtitle.
 * "Disco Elysium - The Final Cut" → "Disco Elysium"; "Sekiro™: Shadows Die Twice - GOTY Edition" → "Sekiro: Shadows Die Twice".
 */
export function shortName(name: string): string {
  const clean = name.replace(/[™®©]/g, "").replace(/\s+/g, " ").trim();
  let cut = clean;
  for (const re of EDITION_SUBTITLES) cut = cut.replace(re, "").trim();
  return cut.length >= 2 ? cut : clean;
}

/** The series a sentence should name: "Counter-Strike 2" → "Counter-Strike"; "DARK SOULS™ III" → "DARK SOULS". */
export function seriesName(name: string): string {
  const head = (shortName(name).split(/\s*[:–—]\s*|\s+-\s+/)[0] ?? name).trim();
  const words = head.split(" ");
  const numeral = (w: string) => /^v?\d{1,4}$/i.test(w) || ROMAN.test(w.toLowerCase());
  while (words.length > 1 && numeral(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}
