// Sound-alike keys: names spelt by ear ("hollow nite", "rimwurld") read the same as the real ones.
import { doubleMetaphone } from "double-metaphone";

const memo = new Map<string, string>();
/** Tokens remembered (names repeat words a lot; bounded so odd input cannot grow it forever). */
const MEMO_SIZE = 100_000;

/**
 * The sound key of a normalized Latin name: each word by its primary Double Metaphone code (the `double-metaphone`
 * package), numbers as they are. Words that sound alike get one key: "knight" and "nite" both give "NT".
 *
 * @example
 * soundKey("hollow nite") === soundKey("hollow knight"); // true
 * soundKey("fallout 4"); // "FLT 4"
 */
export function soundKey(normalized: string): string {
  return normalized
    .split(" ")
    .map((w) => {
      if (w === "" || !/^[a-z]+$/.test(w)) return w;
      let k = memo.get(w);
      if (k === undefined) {
        k = doubleMetaphone(w)[0] || w;
        if (memo.size < MEMO_SIZE) memo.set(w, k);
      }
      return k;
    })
    .join(" ");
}
