// Covers the error pages: what they say, and that the visitor's query is echoed only as text and encoded links.
import { describe, expect, test } from "bun:test";
import { renderNotFound, renderSearchNotFound, renderServerError } from "../../../src/web";

const BASE = "https://sp.example";

describe("renderSearchNotFound", () => {
  // The query is typed by anyone (or put in a link by an attacker) and echoed back three times.
  test("escapes a hostile query in the text, the search box and the describe link", () => {
    const page = renderSearchNotFound(`"><script>alert(1)</script>`, "en", BASE);
    expect(page).not.toContain("<script");
    expect(page).toContain("matches “&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;”.");
    expect(page).toContain('name="q" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('<a href="/find?description=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E">');
  });

  // A `javascript:` query must never become a link target: it only ever appears encoded inside a site path.
  test("never turns a javascript: query into a link", () => {
    const page = renderSearchNotFound("javascript:alert(document.cookie)", "en", BASE);
    expect(page).not.toMatch(/href="\s*javascript:/i);
    expect(page).toContain('<a href="/find?description=javascript%3Aalert%28document.cookie%29">');
  });

  test("speaks Russian and keeps the language on the describe link", () => {
    const page = renderSearchNotFound("ззз", "ru", BASE);
    expect(page).toContain("В каталоге нет игры «ззз».");
    expect(page).toContain('href="/find?description=%D0%B7%D0%B7%D0%B7&amp;lang=ru"');
  });
});

describe("renderNotFound", () => {
  test.each([
    [undefined, "This address is not a page of the site."],
    ["42", "No game with Steam appid 42 is in the catalog."],
  ])("for appid %p says %p", (appid, text) => {
    const page = renderNotFound("en", BASE, appid);
    expect(page).toContain(text);
    expect(page).toContain('<meta name="robots" content="noindex">');
  });
});

describe("renderServerError", () => {
  test("says only that something went wrong", () => {
    expect(renderServerError("ru", BASE)).toContain("Что-то пошло не так");
  });
});
