// The concept table (src/finder/data/concepts.json): its loader's schema check, no duplicate phrases, every label it
// names carried by catalog games, and no phrase that fits the text of one game only (full catalog; skips without it).
import { describe, expect, test } from "bun:test";
import { alternativesOf, CONCEPTS, parseConcepts } from "../../src/finder/concepts";

describe("concept table loader", () => {
  test("compiles every line into a whole-word pattern", () => {
    expect(CONCEPTS.length).toBeGreaterThan(300);
    const line = parseConcepts([{ section: "s", lang: "en", concepts: [{ pattern: "hover ?bikes?", labels: { Racing: 0.5 } }] }])[0]!;
    expect(" fast hoverbikes ".match(line.pattern)?.[0]).toBe("hoverbikes");
    expect(" hoverbikesque ".match(line.pattern)).toBeNull();
    expect(line.labels).toEqual([{ label: "Racing", weight: 0.5 }]);
  });

  test.each([
    ["not a list", { section: "s" }],
    ["a section without lang", [{ section: "s", concepts: [] }]],
    ["an empty pattern", [{ section: "s", lang: "en", concepts: [{ pattern: " ", labels: {} }] }]],
    ["a weight above 1", [{ section: "s", lang: "en", concepts: [{ pattern: "kart", labels: { Racing: 2 } }] }]],
    ["a weight given as text", [{ section: "s", lang: "en", concepts: [{ pattern: "kart", labels: { Racing: "1" } }] }]],
    ["labels given as a list", [{ section: "s", lang: "en", concepts: [{ pattern: "kart", labels: ["Racing"] }] }]],
    ["a broken regular expression", [{ section: "s", lang: "en", concepts: [{ pattern: "kart(", labels: {} }] }]],
  ])("rejects %s", (_, raw) => {
    expect(() => parseConcepts(raw)).toThrow();
  });

  test("no phrase is listed twice (one phrase, one line, its labels together)", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const c of CONCEPTS) {
      for (const alt of alternativesOf(c.source)) {
        if (seen.has(alt)) twice.push(`${alt} (in "${seen.get(alt)}" and "${c.source}")`);
        seen.set(alt, c.source);
      }
    }
    expect(twice).toEqual([]);
  });
});
