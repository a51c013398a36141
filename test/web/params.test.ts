// Covers the lenient page-parameter readers: language, filters and appid segments.
import { describe, expect, test } from "bun:test";
import { pageFilters, pageLang, parseAppid } from "../../src/web/params";

describe("pageLang", () => {
  test.each([["lang=ru", "ru"], ["lang=RU", "ru"], ["lang=en", "en"], ["lang=fr", "en"], ["", "en"]])("%p → %p", (qs, lang) => {
    expect(pageLang(new URLSearchParams(qs))).toBe(lang as "en" | "ru");
  });
});

describe("pageFilters", () => {
  test.each([
    ["", { free: false, coop: false, deck: null }],
    ["free=true&coop=1&deck=verified", { free: true, coop: true, deck: "verified" }],
    ["free=YES&coop=on&deck=Playable", { free: true, coop: true, deck: "playable" }],
    ["free=maybe&coop=false&deck=steam", { free: false, coop: false, deck: null }],
  ])("%p → %o", (qs, filters) => {
    expect(pageFilters(new URLSearchParams(qs))).toEqual(filters as never);
  });
});

describe("parseAppid", () => {
  test.each([["1145360", 1145360], ["0", null], ["-1", null], ["1e3", null], ["0x10", null], ["12345678901", null], ["", null]])("%p → %p", (s, n) => {
    expect(parseAppid(s)).toBe(n);
  });
});
