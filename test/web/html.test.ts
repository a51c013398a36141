// Covers the safe-HTML helpers: escaping of text and attributes, trusted markup, and the link-target guard.
import { describe, expect, test } from "bun:test";
import { escapeHtml, href, html, raw } from "../../src/web/html";

describe("escapeHtml", () => {
  test.each([
    ["<script>", "&lt;script&gt;"],
    [`a "quoted" 'word'`, "a &quot;quoted&quot; &#39;word&#39;"],
    ["Tom & Jerry", "Tom &amp; Jerry"],
    ["&amp;", "&amp;amp;"],
    ["plain", "plain"],
  ])("escapes %p as %p", (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe("html", () => {
  test("escapes interpolated text but keeps the template's own markup", () => {
    expect(html`<p>${"<b>x</b>"}</p>`.value).toBe("<p>&lt;b&gt;x&lt;/b&gt;</p>");
  });

  // A value interpolated into a quoted attribute must not be able to close the quote and add an event handler.
  test("keeps a hostile value inside its attribute", () => {
    const out = html`<input value="${`" autofocus onfocus="alert(1)`}">`.value;
    expect(out).toBe('<input value="&quot; autofocus onfocus=&quot;alert(1)">');
  });

  // Single-quoted attributes are escaped too, in case a template ever uses them.
  test("escapes single quotes", () => {
    expect(html`<a title='${"x' onclick='alert(1)"}'>`.value).toBe("<a title='x&#39; onclick=&#39;alert(1)'>");
  });

  test("does not escape nested html or raw markup twice", () => {
    const inner = html`<b>${"&"}</b>`;
    expect(html`<p>${inner}${raw("<br>")}</p>`.value).toBe("<p><b>&amp;</b><br></p>");
  });

  test("joins lists and drops null, undefined and false", () => {
    expect(html`${["<a>", html`<i></i>`, null, undefined, false, 3]}`.value).toBe("&lt;a&gt;<i></i>3");
  });
});

describe("href", () => {
  test.each(["/game/1145360", "/game/1/like?coop=true&lang=ru", "https://store.steampowered.com/app/1/", "http://localhost:8080/"])(
    "accepts %p",
    (url) => {
      expect(href(url)).toBe(url);
    },
  );

  // Data must never become a script URL or a link to another host that looks like a site path.
  test.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>", "//evil.example/", "/\\evil.example", "game/1", "https:///x"])(
    "refuses %p",
    (url) => {
      expect(() => href(url)).toThrow("web: refusing to link to");
    },
  );
});
