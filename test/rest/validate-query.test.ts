// Covers createQueryValidator: Pydantic v2 lax parsing and FastAPI's exact error items, table-driven.
import { describe, expect, test } from "bun:test";
import { Type as T } from "@sinclair/typebox";
import { createQueryValidator } from "../../src/rest/validate-query";
import { DeckFilter, Lang } from "../../src/schemas";

const schema = T.Object({
  q: T.String({ minLength: 1, maxLength: 200 }),
  n: T.Optional(T.Integer({ minimum: 1, maximum: 20, default: 10 })),
  lang: T.Optional(Lang),
  free: T.Optional(T.Boolean({ default: false })),
  deck: T.Optional(DeckFilter),
});
const check = createQueryValidator(schema);
const run = (params: Record<string, string>) => check(new Map(Object.entries(params)));
const value = (params: Record<string, string>) => {
  const r = run({ q: "x", ...params });
  if (!r.ok) throw new Error(JSON.stringify(r.detail));
  return r.value;
};
const errors = (params: Record<string, string>) => {
  const r = run(params);
  if (r.ok) throw new Error("expected errors");
  return r.detail;
};

describe("createQueryValidator", () => {
  test("fills defaults, and null for an optional parameter without one", () => {
    expect(value({})).toEqual({ q: "x", n: 10, lang: "en", free: false, deck: null });
  });

  describe("when an integer is parsed", () => {
    test.each([
      ["5", 5], [" 5 ", 5], ["+5", 5], ["05", 5], ["5.0", 5], ["5.", 5], ["5.000", 5], ["1_0", 10], ["\t20\n", 20],
    ])("%p is %p, as Pydantic reads it", (raw, n) => {
      expect(value({ n: raw }).n).toBe(n);
    });

    test.each(["abc", "", " ", "5.5", "1e1", "0x5", "1__0", "_1", "1_", "5.0.0", "٣", "five", "1,0", "--1"])(
      "%p is int_parsing",
      (raw) => {
        expect(errors({ q: "x", n: raw })).toEqual([
          { type: "int_parsing", loc: ["query", "n"], msg: "Input should be a valid integer, unable to parse string as an integer", input: raw },
        ]);
      },
    );

    test.each([
      ["0", "greater_than_equal", "Input should be greater than or equal to 1", { ge: 1 }],
      ["-3", "greater_than_equal", "Input should be greater than or equal to 1", { ge: 1 }],
      ["21", "less_than_equal", "Input should be less than or equal to 20", { le: 20 }],
      ["99999999999999999999999", "less_than_equal", "Input should be less than or equal to 20", { le: 20 }],
      ["1_000_000_000_000_000_000", "less_than_equal", "Input should be less than or equal to 20", { le: 20 }],
    ])("%p is %s with ctx", (raw, type, msg, ctx) => {
      expect(errors({ q: "x", n: raw })).toEqual([{ type, loc: ["query", "n"], msg, input: raw, ctx }]);
    });

    test("over 4,300 bytes is int_parsing_size", () => {
      const raw = "1".repeat(4301);
      expect(errors({ q: "x", n: raw })[0]!.type).toBe("int_parsing_size");
    });
  });

  describe("when a boolean is parsed", () => {
    test.each([
      ["true", true], ["TRUE", true], ["True", true], ["1", true], ["yes", true], ["Y", true], ["on", true], ["t", true],
      ["false", false], ["0", false], ["no", false], ["N", false], ["OFF", false], ["f", false],
    ])("%p is %p", (raw, b) => {
      expect(value({ free: raw }).free).toBe(b);
    });

    test.each(["maybe", "", " true", "2", "00", "truee", "да"])("%p is bool_parsing", (raw) => {
      expect(errors({ q: "x", free: raw })).toEqual([
        { type: "bool_parsing", loc: ["query", "free"], msg: "Input should be a valid boolean, unable to interpret input", input: raw },
      ]);
    });
  });

  describe("when a string is checked", () => {
    test("counts characters, not UTF-16 units", () => {
      expect(value({ q: "🎮".repeat(200) }).q).toBe("🎮".repeat(200));
      expect(errors({ q: "🎮".repeat(201) })[0]!.type).toBe("string_too_long");
    });
    test("empty is string_too_short with ctx.min_length", () => {
      expect(errors({ q: "" })).toEqual([
        { type: "string_too_short", loc: ["query", "q"], msg: "String should have at least 1 character", input: "", ctx: { min_length: 1 } },
      ]);
    });
    test("whitespace is kept as received", () => {
      expect(value({ q: "  hades " }).q).toBe("  hades ");
    });
  });

  test("literals are exact (case-sensitive), with the expected list in ctx", () => {
    expect(value({ lang: "ru" }).lang).toBe("ru");
    expect(errors({ q: "x", lang: "EN" })).toEqual([
      { type: "literal_error", loc: ["query", "lang"], msg: "Input should be 'en' or 'ru'", input: "EN", ctx: { expected: "'en' or 'ru'" } },
    ]);
    expect(errors({ q: "x", deck: "" })[0]).toMatchObject({ msg: "Input should be 'verified' or 'playable'", input: "" });
  });

  test("reports every error in declaration order, missing first", () => {
    expect(errors({ n: "x", lang: "fr", free: "maybe" }).map((e) => e.loc[1])).toEqual(["q", "n", "lang", "free"]);
  });

  test("three literals read like Pydantic's list", () => {
    const c = createQueryValidator(T.Object({ s: T.Union([T.Literal("a"), T.Literal("b"), T.Literal("c")]) }));
    const r = c(new Map([["s", "z"]]));
    expect(r.ok ? null : r.detail[0]!.msg).toBe("Input should be 'a', 'b' or 'c'");
  });
});
