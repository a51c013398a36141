// The find page's fill script (#q= → description box), run against a stand-in page: decoding, the box's maxlength,
// and a box the server already filled.
import { describe, expect, test } from "bun:test";
import { FIND_FILL_SCRIPT } from "../../src/web/find-fill";

function fill(hash: string, box: { value: string; maxLength: number } | null): string | undefined {
  const document = { getElementById: (id: string) => (id === "description" ? box : null) };
  new Function("location", "document", FIND_FILL_SCRIPT)({ hash }, document);
  return box?.value;
}

describe("find page fill script", () => {
  test("fills the box from #q=, plus signs as spaces", () => {
    expect(fill("#q=a%20lighthouse+keeper%20game", { value: "", maxLength: 3000 })).toBe("a lighthouse keeper game");
  });

  test("stops at the box's maxlength, like the form and the tool", () => {
    expect(fill(`#q=${"w".repeat(3100)}`, { value: "", maxLength: 3000 })).toHaveLength(3000);
  });

  test("leaves a box the server filled, and ignores a broken escape", () => {
    expect(fill("#q=other", { value: "kept", maxLength: 3000 })).toBe("kept");
    expect(fill("#q=%E0%A4%A", { value: "", maxLength: 3000 })).toBe("");
  });
});
