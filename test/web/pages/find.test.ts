// Covers renderFindPage: each state, and escaping of the echoed description and of the finder's names and reasons.
import { describe, expect, test } from "bun:test";
import { renderFindPage, type FindState } from "../../../src/web";
import { withoutOwnScripts } from "../../helpers/fake-web-deps";

const BASE = "https://sp.example";

describe("renderFindPage", () => {
  const states: [FindState, string][] = [
    [{ kind: "too_short" }, "Please write at least 12 characters."],
    [{ kind: "unavailable" }, "Search by description is not available on this server right now."],
    [{ kind: "rate_limited", retryAfterSeconds: 40 }, "Please try again in 40 seconds."],
    [{ kind: "results", answer: { confidence: "low", backend: "offline", results: [] } }, "Nothing fits this description."],
  ];
  test.each(states)("state %o says %p", (state, text) => {
    expect(renderFindPage({ lang: "en", base: BASE, description: "x", state })).toContain(text);
  });

  // The description is echoed inside a <textarea>: a closing tag in it must not end the element.
  test("escapes a hostile description inside the textarea", () => {
    const page = renderFindPage({ lang: "en", base: BASE, description: `</textarea><script>alert(1)</script>`, state: { kind: "form" } });
    expect(withoutOwnScripts(page)).not.toContain("<script");
    expect(page).toContain("required>&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>");
  });

  // Finder results may come from a language model, so their names and reasons are untrusted text.
  test("escapes hostile result names and reasons", () => {
    const page = renderFindPage({
      lang: "en",
      base: BASE,
      description: "a cat in a city",
      state: { kind: "results", answer: { confidence: "high", backend: "llm", results: [{ appid: 1, name: "<img src=x onerror=alert(1)>", year: null, why: "<a href=\"javascript:alert(2)\">x</a>", score: 1 }] } },
    });
    expect(page).not.toMatch(/<img src=x|href="javascript:/);
    expect(page).toContain('<a class="name" href="/game/1">&lt;img src=x onerror=alert(1)&gt;</a>');
    expect(page).toContain('alt="&lt;img src=x onerror=alert(1)&gt;"');
    expect(page).toContain("Confident match");
  });
});
