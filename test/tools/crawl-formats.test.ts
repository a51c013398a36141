// Covers the crawler's text formats and CLI parsing: Python literals, the SteamSpy CSV, appid lists, flags.

import { describe, expect, test } from "bun:test";
import { parseAppidList, parseCrawlArgs, steamspyCsv, toPythonLiteral } from "../../tools/crawl/index.ts";

describe("toPythonLiteral", () => {
  test.each([
    ["{'Action': 5448, 'FPS': 4862}", { Action: 5448, FPS: 4862 }],
    [`{"1990's": 1212}`, { "1990's": 1212 }],
    [`{'it\\'s "x"': 1}`, { "it's \"x\"": 1 }],
    ["{'a\\\\b': 1}", { "a\\b": 1 }],
    ["{'line\\nbreak\\t': 2}", { "line\nbreak\t": 2 }],
    ["{'Экшен': 3, '\\x07': 4}", { "Экшен": 3, "\u0007": 4 }],
    ["[]", []],
    ["{}", {}],
    ["None", null],
    ["True", true],
  ])("writes %s", (expected, value) => {
    expect(toPythonLiteral(value)).toBe(expected);
  });
});

describe("steamspyCsv", () => {
  test("quotes cells with commas and quotes, ends rows with CRLF, leaves missing values empty", () => {
    const csv = steamspyCsv([{ appid: 10, name: 'Say "Hi"', owners: "1,000 .. 2,000", score_rank: "", tags: { "1990's": 3 } }]);
    const row = csv.split("\r\n")[1];
    expect(row).toBe(`10,"Say ""Hi""",,,,,,,"1,000 .. 2,000",,,,,,,,,,,"{""1990's"": 3}"`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});

describe("parseAppidList", () => {
  test("reads commas, whitespace and comments, dropping duplicates", () => {
    expect(parseAppidList("10, 20\n30 # Day of Defeat\n\n10")).toEqual([10, 20, 30]);
  });

  test.each(["10,abc", "0", "-5"])("rejects %p naming the bad token", (text) => {
    expect(() => parseAppidList(text)).toThrow(/^crawl: --appids has ".+", which is not an appid \(a positive integer\)$/);
  });
});

describe("parseCrawlArgs", () => {
  const now = new Date("2025-06-01T12:00:00Z");
  const parse = (...argv: string[]) => parseCrawlArgs(["--out", "/nonexistent-crawl-out", ...argv], {}, now);

  test("fills polite defaults", () => {
    const parsed = parse();
    if (parsed.help) throw new Error("unexpected help");
    expect(parsed.options).toMatchObject({
      snapshot: "2025-06-01",
      endpoints: ["steamspy-all", "steamspy-details", "appdetails", "reviews"],
      storeIntervalMs: 1500,
      steamspyAllIntervalMs: 60_000,
      steamspyIntervalMs: 1000,
      storeBase: "https://store.steampowered.com",
      steamspyBase: "https://steamspy.com",
    });
  });

  test("leaves out the SteamSpy pages when appids are given, and takes bases from the environment", () => {
    const parsed = parseCrawlArgs(["--out", "/nonexistent-crawl-out", "--appids", "10,20"], { CRAWL_STORE_BASE: "http://127.0.0.1:9/" }, now);
    if (parsed.help) throw new Error("unexpected help");
    expect(parsed.options.endpoints).toEqual(["steamspy-details", "appdetails", "reviews"]);
    expect(parsed.options.appids).toEqual([10, 20]);
    expect(parsed.options.storeBase).toBe("http://127.0.0.1:9");
  });

  test("returns help for --help", () => {
    expect(parse("--help")).toEqual({ help: true });
  });

  test.each([
    [["--endpoints", "store"], 'crawl: --endpoints has "store"; valid endpoints are steamspy-all, steamspy-details, appdetails, reviews'],
    [["--snapshot", "2025"], 'crawl: --snapshot "2025" is not a YYYY-MM-DD date'],
    [["--review-pages", "0"], 'crawl: --review-pages "0" is not an integer >= 1'],
    [["--store-base", "ftp://x"], 'crawl: --store-base "ftp://x" is not an http(s) URL'],
    [["--appids", "10", "--top", "5"], "crawl: --top ranks the SteamSpy pages' apps; drop it or drop --appids/--appids-file"],
  ])("rejects %p", (argv, message) => {
    expect(() => parse(...argv)).toThrow(message);
  });
});
