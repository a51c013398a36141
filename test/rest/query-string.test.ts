// Covers parseQueryString and rawQueryOf: Starlette's parse_qsl behaviour (blank values, '+', lenient decoding).
import { describe, expect, test } from "bun:test";
import { parseQueryString, rawQueryOf } from "../../src/rest/query-string";

describe("parseQueryString", () => {
  test.each([
    ["q=stardew+valley&n=3", { q: "stardew valley", n: "3" }],
    ["q=%D0%B0%D0%B4", { q: "ад" }],
    ["q=a%2Bb%26c", { q: "a+b&c" }],
    ["q", { q: "" }],
    ["q=&n=", { q: "", n: "" }],
    ["n=1&n=2", { n: "2" }],
    ["&&q=x&&", { q: "x" }],
    ["q=a=b", { q: "a=b" }],
    ["q=%zz%", { q: "%zz%" }],
    ["q=%E9t%C3", { q: "\ufffdt\ufffd" }],
    ["q=caf%C3%A9", { q: "café" }],
    ["q=x;n=5", { q: "x;n=5" }],
    ["%71=hades", { q: "hades" }],
    ["", {}],
  ])("%p", (raw, expected) => {
    expect(Object.fromEntries(parseQueryString(raw))).toEqual(expected);
  });
});

describe("rawQueryOf", () => {
  test.each([
    ["http://h/p?q=1", "q=1"],
    ["http://h/p", ""],
    ["http://h/p?q=1#frag", "q=1"],
    ["http://h/p?q=a?b", "q=a?b"],
  ])("%p → %p", (url, raw) => {
    expect(rawQueryOf(url)).toBe(raw);
  });
});
