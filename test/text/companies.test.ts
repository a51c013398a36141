// Covers the one list of company legal forms: a comma part that is only a legal form, and the forms that end a name
// (letter by letter too), as the catalog build and the recommender's maker key use them.
import { describe, expect, test } from "bun:test";
import { isLegalForm, withoutLegalForms } from "../../src/text";

describe("isLegalForm", () => {
  test.each(["Inc.", "LTD", "S.A.", "s. r. o.", "sp. z o.o.", "K.K.", ". Ltd.", "GmbH", "Ltda"])("%s is a legal form", (part) => {
    expect(isLegalForm(part)).toBe(true);
  });

  test.each(["Valve", "Games", "Studio", "Interactive", ""])("%j is not", (part) => {
    expect(isLegalForm(part)).toBe(false);
  });
});

describe("withoutLegalForms", () => {
  test("drops every form that ends the name, one word or spelt out", () => {
    expect(withoutLegalForms(["lantern", "works", "gmbh", "co", "kg"])).toEqual(["lantern", "works"]);
    expect(withoutLegalForms(["north", "pier", "a", "s"])).toEqual(["north", "pier"]);
    expect(withoutLegalForms(["quiet", "harbor", "s", "r", "l"])).toEqual(["quiet", "harbor"]);
  });

  test("keeps the first word and letters that only look like a form", () => {
    expect(withoutLegalForms(["company"])).toEqual(["company"]);
    // "A&B" is not "AB": only the forms people spell out letter by letter are matched across words.
    expect(withoutLegalForms(["vr", "a", "b"])).toEqual(["vr", "a", "b"]);
    expect(withoutLegalForms(["b", "a", "g"])).toEqual(["b", "a", "g"]);
  });
});
