// Packed slot groups answer as the Maps of arrays they replace: slots in rising order, repeats kept, undefined
// for keys no slot carries.
import { describe, expect, test } from "bun:test";
import { groupSlots, groupSlotsByName, idsAt, packLists, slotsByName, slotsOf } from "../../src/recommender/slot-groups";

describe("groupSlots", () => {
  const keys = [[3], [1, 3], [], [3, 3], [2]];
  const groups = groupSlots(keys.length, 4, (slot, emit) => keys[slot]!.forEach((k) => emit(k)));

  test("lists each key's slots in rising order, a slot twice when it carries the key twice", () => {
    expect(slotsOf(groups, 3)).toEqual([0, 1, 3, 3]);
    expect(slotsOf(groups, 1)).toEqual([1]);
    expect(slotsOf(groups, 2)).toEqual([4]);
  });

  test.each([0, 4, 5, -1, 2.5, Number.NaN])("key %p, which no slot carries, gives undefined", (key) => {
    expect(slotsOf(groups, key)).toBeUndefined();
  });

  test("each get returns a fresh array (callers may filter or spread it)", () => {
    const a = slotsOf(groups, 3)!;
    a.push(99);
    expect(slotsOf(groups, 3)).toEqual([0, 1, 3, 3]);
  });
});

describe("groupSlotsByName", () => {
  test("groups by one string per slot; unknown names give undefined", () => {
    const groups = groupSlotsByName(4, (slot) => ["team", "half", "team", ""][slot]!);
    expect(slotsByName(groups, "team")).toEqual([0, 2]);
    expect(slotsByName(groups, "")).toEqual([3]);
    expect(slotsByName(groups, "portal")).toBeUndefined();
  });
});

describe("packLists", () => {
  test("keeps each slot's list in order, empty lists included, as views", () => {
    const lists = packLists([[4], [], [7, 9, 7]]);
    expect([0, 1, 2].map((i) => [...idsAt(lists, i)])).toEqual([[4], [], [7, 9, 7]]);
    expect(idsAt(lists, 2).buffer).toBe(lists.slots.buffer);
  });
});
