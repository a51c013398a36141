// Covers the descriptions-<snapshot>/ reader: every part file of a folder (plain or gzipped), HTML to plain text,
// empty descriptions as none, and malformed lines counted rather than guessed.
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { readDescriptions } from "../../../../src/catalog/build/readers/descriptions";
import { steamDataFixture } from "../../../helpers/source-dumps-fixture";

const fx = steamDataFixture();
afterAll(fx.cleanup);

describe("readDescriptions", () => {
  test("reads a plain .jsonl file, decodes entities, and counts a bad app_id and a truncated line as malformed", async () => {
    const d = await readDescriptions(join(fx.dir, "descriptions-2019"), "descriptions@2019");
    expect(d.key).toBe("descriptions");
    expect(d.records.get(730)?.description).toBe(
      "Counter-Strike: Global Offensive (CS: GO) expands upon the team-based action gameplay & pioneered 14 years ago.",
    );
    expect(d.report).toMatchObject({ rows: 6, malformed: 2 });
  });

  test("an empty description is no description", async () => {
    const d = await readDescriptions(join(fx.dir, "descriptions-2019"), "descriptions@2019");
    expect(d.records.has(457140)).toBe(false);
    expect(d.report.notes).toEqual(["1 part files, 3 descriptions, 1 empty"]);
  });

  test("reads every gzipped part file of the folder, whatever its name", async () => {
    const d = await readDescriptions(join(fx.dir, "descriptions-2023"), "descriptions@2023");
    expect([...d.records.keys()].sort((a, b) => a - b)).toEqual([271590, 578080, 888888]);
    expect(d.records.get(888888)?.description).toBe("A game only the second part file describes.");
  });

  test("a description full of HTML becomes plain text: tags gone, named and numeric entities decoded", async () => {
    const d = await readDescriptions(join(fx.dir, "descriptions-2023"), "descriptions@2023");
    expect(d.records.get(271590)?.description).toBe(
      "When a young street hustler, a retired bank robber & a terrifying psychopath find themselves entangled… " +
        "Los Santos \"awaits\" — it's yours.",
    );
  });
});
