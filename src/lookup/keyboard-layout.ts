// Text typed with the wrong keyboard layout (US QWERTY ↔ Russian ЙЦУКЕН), both ways.

const EN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./~QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>?";
const RU = "ёйцукенгшщзхъфывапролджэячсмитьбю.ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,";

const EN_TO_RU = new Map<string, string>();
const RU_TO_EN = new Map<string, string>();
for (let i = 0; i < EN.length; i++) {
  EN_TO_RU.set(EN[i]!, RU[i]!);
  RU_TO_EN.set(RU[i]!, EN[i]!);
}

/**
 * Retypes text as if the other layout had been on; null when the text has no letter of the source layout.
 *
 * @example
 * swapLayout("dtlmvfr", "en-to-ru"); // "ведьмак"
 * swapLayout("рщддщц лтшпре", "ru-to-en"); // "hollow knight"
 */
export function swapLayout(text: string, direction: "en-to-ru" | "ru-to-en"): string | null {
  const map = direction === "en-to-ru" ? EN_TO_RU : RU_TO_EN;
  const letters = direction === "en-to-ru" ? /[a-z]/i : /[а-яё]/i;
  if (!letters.test(text)) return null;
  let out = "";
  for (const ch of text) out += map.get(ch) ?? ch;
  return out;
}
