// A function of a string remembered for its last few keys: names, hooks and descriptions come back list after list.

/**
 * `compute` with its last `size` answers remembered by key, the oldest forgotten first.
 *
 * @example
 * const short = memoized((name) => name.trim(), 8192);
 * short(" Hades "); // "Hades"; a second call computes nothing
 */
export function memoized<V>(compute: (key: string) => V, size: number): (key: string) => V {
  const memo = new Map<string, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(key);
      if (memo.size >= size) memo.delete(memo.keys().next().value!);
      memo.set(key, value);
    }
    return value;
  };
}
