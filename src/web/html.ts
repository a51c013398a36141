// Safe HTML building: a tagged template that escapes every interpolated value unless it is already trusted markup.

/** Markup that was built by `html` (or is a trusted constant) and must not be escaped again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A value `html` accepts: text (escaped), trusted markup, a list of either, or nothing (renders as ""). */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML element content and for quoted attribute values alike (`& < > " '`).
 *
 * @example
 * escapeHtml(`<a href="x">`); // "&lt;a href=&quot;x&quot;&gt;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * Builds markup: the template's literal parts are trusted, every `${value}` is escaped unless it is `SafeHtml`
 * (what `html` itself returns), so names, why lines and echoed queries can never become markup.
 *
 * @example
 * html`<p title="${name}">${name}</p>`.value; // with name = `<b>"x"` → `<p title="&lt;b&gt;&quot;x&quot;">&lt;b&gt;&quot;x&quot;</p>`
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** Trusted markup from a constant (never from data). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * A link target the site emits: a same-site path (`/game/1`, not `//host`) or an http(s) URL (the store, the
 * configured base). Anything else (a `javascript:` or `data:` URL, a protocol-relative URL) is refused, so a bug
 * upstream cannot turn data into a script link.
 *
 * @example
 * href("/game/1145360?lang=ru"); // "/game/1145360?lang=ru"
 * href("javascript:alert(1)"); // throws
 */
export function href(url: string): string {
  if ((url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) || /^https?:\/\/[^/\\]/i.test(url)) return url;
  throw new Error(`web: refusing to link to ${JSON.stringify(url.slice(0, 80))}; only site paths and http(s) URLs`);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}
