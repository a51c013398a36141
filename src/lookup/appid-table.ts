// Per-game values by appid in sorted typed arrays: a Map of 120,000 appids costs ~6 MB of entries per map.
import { lowerBound } from "./lower-bound";

/** The read side of a Map from appid to a value. */
export interface AppidValues<T> {
  get(appid: number): T | undefined;
  has(appid: number): boolean;
}

/**
 * Packs one value per game, looked up by binary search over the sorted appids.
 *
 * @example
 * const names = packByAppid([570, 10], ["Dota 2", "Counter-Strike"]);
 * names.get(10); // "Counter-Strike"
 */
export function packByAppid<T>(appids: readonly number[], values: ArrayLike<T>): AppidValues<T> {
  const order = Array.from(appids.keys()).sort((a, b) => appids[a]! - appids[b]!);
  const sorted = Int32Array.from(order, (i) => appids[i]!);
  const packed = order.map((i) => values[i]!);
  const find = (appid: number): number => {
    const at = lowerBound(sorted, appid);
    return sorted[at] === appid ? at : -1;
  };
  return {
    get: (appid) => {
      const at = find(appid);
      return at < 0 ? undefined : packed[at];
    },
    has: (appid) => find(appid) >= 0,
  };
}
