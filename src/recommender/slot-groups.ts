// Game slots grouped by a small integer key, packed in two typed arrays: what a Map of ~100,000 mostly one-element
// arrays held in ~30 MB (per map) fits in under 1 MB, with the same `get(key)` a Map offers.

/** Slots per key, in rising slot order; `get` answers undefined for a key no slot carries. */
export interface SlotGroups {
  get(key: number): number[] | undefined;
}

/**
 * Groups `size` slots by the keys `keysOf(slot, emit)` emits (positive integers up to `maxKey`; a slot may emit
 * several keys, or the same key twice: it is then listed twice, as pushing into a Map's array did).
 *
 * @example
 * const byMaker = groupSlots(3, 9, (slot, emit) => emit(slot === 1 ? 9 : 4));
 * byMaker.get(4); // [0, 2]
 */
export function groupSlots(size: number, maxKey: number, keysOf: (slot: number, emit: (key: number) => void) => void): SlotGroups {
  const start = new Uint32Array(maxKey + 2);
  for (let slot = 0; slot < size; slot++) keysOf(slot, (key) => start[key + 1]!++);
  for (let k = 1; k < start.length; k++) start[k]! += start[k - 1]!;
  const slots = new Int32Array(start[maxKey + 1]!);
  const cursor = start.slice(0, maxKey + 1);
  for (let slot = 0; slot < size; slot++) keysOf(slot, (key) => void (slots[cursor[key]!++] = slot));
  return {
    get(key) {
      if (!(key >= 0 && key <= maxKey)) return undefined;
      const from = start[key]!;
      const to = start[key + 1]!;
      return to > from ? Array.from(slots.subarray(from, to)) : undefined;
    },
  };
}

/**
 * Groups slots by one string key each (`nameOf(slot)`), the same way.
 *
 * @example
 * groupSlotsByName(3, (slot) => ["team", "half", "team"][slot]!).get("team"); // [0, 2]
 */
export function groupSlotsByName(size: number, nameOf: (slot: number) => string): { get(name: string): number[] | undefined } {
  const ids = new Map<string, number>();
  const idOf = new Int32Array(size);
  for (let slot = 0; slot < size; slot++) {
    const name = nameOf(slot);
    let id = ids.get(name);
    if (id === undefined) ids.set(name, (id = ids.size + 1));
    idOf[slot] = id;
  }
  const groups = groupSlots(size, ids.size, (slot, emit) => emit(idOf[slot]!));
  return { get: (name) => groups.get(ids.get(name) ?? 0) };
}
