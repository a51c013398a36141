// Words of free text (descriptions, reviews, queries): one folding, tokenizer and stemmer for the index and the query side.
import { stemmer as russianStemmer } from "@orama/stemmers/russian";
import { stemmer } from "stemmer";

/**
 * Lowercases, strips accents and turns every run of non-letters/digits into one space.
 *
 * @example
 * foldText("Souls-like, Pokémon!"); // "souls like pokemon"
 */
export function foldText(text: string): string {
  // Accent folding is slow; most catalog text is plain ASCII and skips it. Marks go only off non-Cyrillic letters:
  // й decomposes to и + breve and must stay й (Russian endings such as -ой, -ый are the stemmer's to strip).
  const folded = /[^\x00-\x7f]/.test(text)
    ? text.normalize("NFKD").replace(/([^\u0400-\u04ff])[\u0300-\u036f]+/g, "$1").normalize("NFC")
    : text;
  return folded
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Key under which tags, genres and categories are compared ("Souls-like" and "soulslike" meet). */
export function featureKey(label: string): string {
  let key = featureKeys.get(label);
  if (key === undefined) {
    key = foldText(label).replace(/ /g, "");
    if (featureKeys.size < MEMO_SIZE) featureKeys.set(label, key);
  }
  return key;
}

// Labels and words repeat a lot over 120k games: memoized (bounded so odd input cannot grow them forever).
const MEMO_SIZE = 200_000;
const featureKeys = new Map<string, string>();
const stems = new Map<string, string>();

/**
 * Stem of one folded word: Porter's stemmer for English and other Latin-script words (the `stemmer` package, as fast
 * as a hand-cut one), the Russian Snowball stemmer (`@orama/stemmers`) for Cyrillic. Words with digits and words of
 * three letters or fewer stay as they are.
 *
 * @example
 * stem("zombies"); // "zombi"
 * stem("подземелья"); // "подземел"
 */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = word.length <= 3 || /\d/.test(word) ? word : /[а-я]/.test(word) ? russianStemmer(word) : stemmer(word);
    if (stems.size < MEMO_SIZE) stems.set(word, s);
  }
  return s;
}

/** Words that carry no meaning for finding a game (English and a few Russian). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or but if of to in on at by for with from into onto over under about as is are was were be been being " +
    "it its it s this that these those there here then than so such very really just also too quite pretty kind sort " +
    "i me my mine we us our you your u ur ya he him his she her they them their who whom whose which what when where why how " +
    "do does did done doing have has had having can could would should will shall may might must not no nor only own same " +
    "all any both each few more most other some one ones thing things stuff lot lots bit " +
    "game games gameplay play plays played playing player players video remember recall think thought guess maybe " +
    "like looking look trying try want know called name named something someone somewhere anyone " +
    "get got gets getting go goes going went make makes made lol tho though idk etc w o " +
    // Generic words every long review text has: they match everything and tell nothing.
    "first second third week weeks day days year years huge big small little leave left set after before around new old " +
    "still hand use used using start started end up down out back way time times everything every whole another different " +
    "good great best bad better actually even ever always sometimes often people guy guys man dude type version part " +
    "thing lot much many well now later again ago since while until during far long high low take took put give gives " +
    "see saw seen feel felt find found need needs keep kept let lets turn turns come comes came say said tell told " +
    "i m im ive id youre youll dont doesnt didnt cant wont isnt wasnt arent " +
    "и в во не на я с со что как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из " +
    "ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей " +
    "может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот " +
    "игра игру игры игре играть играл помню"
  ).split(" "),
);

/**
 * Tokens of `text`: normalized, stop words dropped, stemmed.
 *
 * @example
 * tokenize("You play the zombies"); // ["zombi"] (the index stems its words the same way)
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const w of foldText(text).split(" ")) {
    if (w.length < 2 || STOPWORDS.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}
