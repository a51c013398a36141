// Full collections paced by private memory: one when it grew past the headroom over its lowest reading, none before.
import { describe, expect, test } from "bun:test";
import { privateResidentBytes, startMemoryPacer } from "../../src/ops";

const MB = 2 ** 20;

/** A pacer over scripted readings; `collect` drops the memory to `after`. */
function scripted(headroomMb: number, readings: number[], after = 100) {
  let memory = readings[0]! * MB;
  const collections: [number, number][] = [];
  const pacer = startMemoryPacer({
    headroomBytes: headroomMb * MB,
    readPrivate: () => memory,
    collect: () => void (memory = after * MB),
    onCollect: (before, now) => collections.push([before / MB, now / MB]),
    checkMs: 60_000,
  });
  return {
    collections,
    feed(mb: number) {
      memory = mb * MB;
      pacer.check();
    },
    stop: pacer.stop,
  };
}

describe("startMemoryPacer", () => {
  test("collects once private memory grew past the headroom over its lowest reading since the last collection", () => {
    const p = scripted(160, [200]);
    for (const mb of [250, 300, 360]) p.feed(mb);
    expect(p.collections).toEqual([]);
    p.feed(361);
    expect(p.collections).toEqual([[361, 100]]);
    // Measured from the reading after the collection (100), and from a lower one when memory fell further.
    p.feed(259);
    p.feed(90);
    p.feed(250);
    expect(p.collections).toHaveLength(1);
    p.feed(251);
    expect(p.collections).toEqual([[361, 100], [251, 100]]);
    p.stop();
  });

  test("headroom 0 never collects", () => {
    const p = scripted(0, [100]);
    p.feed(5000);
    expect(p.collections).toEqual([]);
    p.stop();
  });

  test("its timer reads and collects by itself, and stops", async () => {
    let memory = 100 * MB;
    let collected = 0;
    const pacer = startMemoryPacer({
      headroomBytes: 10 * MB,
      readPrivate: () => memory,
      collect: () => {
        collected++;
        memory = 100 * MB;
      },
      checkMs: 5,
    });
    memory = 200 * MB;
    await Bun.sleep(60);
    expect(collected).toBe(1);
    pacer.stop();
    memory = 300 * MB;
    await Bun.sleep(30);
    expect(collected).toBe(1);
  });

  test("privateResidentBytes reads this process's private memory, below its whole resident size", () => {
    const bytes = privateResidentBytes();
    expect(bytes).toBeGreaterThan(4 * MB);
    expect(bytes).toBeLessThan(process.memoryUsage().rss);
  });
});
