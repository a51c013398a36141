// Game slots grouped by a small integer key, packed in two typed arrays: what a Map of ~100,000 mostly one-element
// arrays held in ~30 MB (per map) fits in under 1 MB. Plain data (the catalog build stores it); slotsOf() reads it.

/** Slots per key, in rising slot order: key k's slots are slots[start[k] .. start[k + 1]). */
export interface SlotGroups {
  start: Uint32Array;
  slots: Int32Array;
}

/** The slots carrying `key` (a fresh array), or undefined when no slot carries it. */
export function slotsOf(groups: SlotGroups, key: number): number[] | undefined {
  const { start, slots } = groups;
  if (!(key >= 0 && key <= start.length - 2)) return undefined;
  const from = start[key]!;
  const to = start[key + 1]!;
  return to > from ? Array.from(slots.subarray(from, to)) : undefined;
}

/**
 * One short list of ids per slot, packed the same way: slot i's ids are slots[start[i] .. start[i + 1]) (119k
 * small typed arrays would be 119k objects to decode at start-up).
 *
 * @example
 * idsAt(packLists([[4], [], [7, 9]]), 2); // Int32Array [7, 9]
 */
export function packLists(lists: readonly (readonly number[])[]): SlotGroups {
  const start = new Uint32Array(lists.length + 1);
  lists.forEach((l, i) => void (start[i + 1] = start[i]! + l.length));
  const slots = new Int32Array(start[lists.length]!);
  lists.forEach((l, i) => slots.set(l, start[i]!));
  return { start, slots };
}

/** Slot i's ids of `packLists` (a view, no copy). */
export function idsAt(lists: SlotGroups, i: number): Int32Array {
  return lists.slots.subarray(lists.start[i]!, lists.start[i + 1]!);
}

/** Slots grouped by a string key: the key's id, then its group. */
export interface NamedSlotGroups {
  ids: Map<string, number>;
  groups: SlotGroups;
}

/** The slots carrying the string `name`, or undefined. */
export function slotsByName(named: NamedSlotGroups, name: string): number[] | undefined {
  return slotsOf(named.groups, named.ids.get(name) ?? 0);
}

/**
 * Groups `size` slots by the keys `keysOf(slot, emit)` emits (positive integers up to `maxKey`; a slot may emit
 * several keys, or the same key twice: it is then listed twice, as pushing into a Map's array did).
 *
 * @example
 * const byMaker = groupSlots(3, 9, (slot, emit) => emit(slot === 1 ? 9 : 4));
 * slotsOf(byMaker, 4); // [0, 2]
 */
export function groupSlots(size: number, maxKey: number, keysOf: (slot: number, emit: (key: number) => void) => void): SlotGroups {
  const start = new Uint32Array(maxKey + 2);
  for (let slot = 0; slot < size; slot++) keysOf(slot, (key) => start[key + 1]!++);
  for (let k = 1; k < start.length; k++) start[k]! += start[k - 1]!;
  const slots = new Int32Array(start[maxKey + 1]!);
  const cursor = start.slice(0, maxKey + 1);
  for (let slot = 0; slot < size; slot++) keysOf(slot, (key) => void (slots[cursor[key]!++] = slot));
  return { start, slots };
}

/**
 * Groups slots by one string key each (`nameOf(slot)`), the same way.
 *
 * @example
 * slotsByName(groupSlotsByName(3, (slot) => ["team", "half", "team"][slot]!), "team"); // [0, 2]
 */
export function groupSlotsByName(size: number, nameOf: (slot: number) => string): NamedSlotGroups {
  const ids = new Map<string, number>();
  const idOf = new Int32Array(size);
  for (let slot = 0; slot < size; slot++) {
    const name = nameOf(slot);
    let id = ids.get(name);
    if (id === undefined) ids.set(name, (id = ids.size + 1));
    idOf[slot] = id;
  }
  return { ids, groups: groupSlots(size, ids.size, (slot, emit) => emit(idOf[slot]!)) };
}
