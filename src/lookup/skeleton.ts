// A lossy Latin "sound skeleton" of a normalized name, so Cyrillic and Latin spellings meet: "скайрим" ~ "skyrim".
import { transliterate } from "transliteration";
import { hasCyrillic } from "../text";

// Letters whose usual Latin spelling differs from the package's default ("ц" → "ts", as people type it).
const PRE_TRANSLIT: Record<string, string> = { ц: "ts", х: "h", ь: "", ъ: "", й: "y", щ: "sh" };

/**
 * Cyrillic → Latin with the transliteration package (other scripts pass through). Never throws.
 *
 * @example
 * toLatin("ведьмак 3"); // "vedmak 3"
 */
export function toLatin(text: string): string {
  if (!hasCyrillic(text)) return text;
  const pre = text.replace(/[цхьъйщ]/g, (ch) => PRE_TRANSLIT[ch] ?? ch);
  try {
    return transliterate(pre).toLowerCase();
  } catch {
    return pre;
  }
}

/**
 * The skeleton of a normalized name: transliterated, then spelling variants merged (y/j → i, c → k, ts → c, ph → f,
 * kh → h, w → v, a letter written twice in a row kept once). Spaces are kept; compare with `compact` for space-free forms.
 *
 * @example
 * skeleton("скайрим"); // "skairim"
 * skeleton("skyrim"); // "skirim"
 * skeleton("киберпанк 2077") === "kiberpank 2077"; skeleton("cyberpunk 2077") === "kiberpunk 2077"
 */
export function skeleton(normalized: string): string {
  const s = toLatin(normalized);
  const n = s.length;
  // Character codes go to a buffer and become a string once: cheaper than growing a string by one character.
  const out = n * 2 <= buffer.length ? buffer : new Uint16Array(n * 2);
  let len = 0;
  const emit = (ch: number) => {
    // A letter equal to the one just written is left out: "ll" reads as "l".
    if (len > 0 && ch === out[len - 1] && ch >= 97 && ch <= 122) return;
    out[len++] = ch;
  };
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    const next = i + 1 < n ? s.charCodeAt(i + 1) : 0;
    const third = i + 2 < n ? s.charCodeAt(i + 2) : 0;
    if (c === S && next === H) {
      // "shch" and "sh" are one sound.
      if (third === C && s.charCodeAt(i + 3) === H) i += 2;
      emit(S), emit(H), i++;
    } else if (c === S && next === C && third === H) emit(S), emit(H), (i += 2);
    else if (c === T && next === C && third === H) emit(C), emit(H), (i += 2);
    else if (c === C && next === H) emit(C), emit(H), i++;
    else if (c === C && next === K) emit(K), i++;
    else if (c === P && next === H) emit(F), i++;
    else if (c === K && next === H) emit(H), i++;
    // "ts"/"tz" spell ц; every other c is a k.
    else if (c === T && (next === S || next === Z)) emit(C), i++;
    else if (c === C || c === Q) emit(K);
    else if (c === X) emit(K), emit(S);
    else if (c === W) emit(V);
    else if (c === Y || c === J) emit(I);
    else emit(c);
  }
  return String.fromCharCode.apply(null, out.subarray(0, len) as unknown as number[]);
}

const buffer = new Uint16Array(512);

const [C, F, H, I, J, K, P, Q, S, T, V, W, X, Y, Z] = [..."cfhijkpqstvwxyz"].map((ch) => ch.charCodeAt(0)) as [
  number, number, number, number, number, number, number, number, number, number, number, number, number, number, number,
];

/** The string without spaces, for comparing "stardewvalley" with "stardew valley". */
export function compact(text: string): string {
  return text.replaceAll(" ", "");
}
