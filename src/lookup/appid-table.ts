// Per-game values by appid in sorted typed arrays: a Map of 120,000 appids costs ~6 MB of entries per map.
import { packStrings, stringAt, type StringColumn } from "../catalog/string-column";
import { lowerBound } from "./lower-bound";

/**
 * A Map from appid to a value, as plain data (it is stored with the catalog): sorted appids and their values, numbers
 * in a Float64Array and strings packed in one column (119k JS strings took a tenth of start-up to decode).
 */
export interface AppidValues<T> {
  appids: Int32Array;
  values: ArrayLike<T> | StringColumn;
}

/**
 * Packs one value per game, looked up by binary search over the sorted appids.
 *
 * @example
 * const names = packByAppid([570, 10], ["Dota 2", "Counter-Strike"]);
 * appidValue(names, 10); // "Counter-Strike"
 */
export function packByAppid<T>(appids: readonly number[], values: ArrayLike<T>): AppidValues<T> {
  const order = Array.from(appids.keys()).sort((a, b) => appids[a]! - appids[b]!);
  const sorted = Int32Array.from(order, (i) => appids[i]!);
  const packed = order.map((i) => values[i]!);
  const column = typeof packed[0] === "number" ? Float64Array.from(packed as number[]) : typeof packed[0] === "string" ? packStrings(packed as string[]) : null;
  return { appids: sorted, values: (column as ArrayLike<T> | StringColumn | null) ?? packed };
}

function find(table: AppidValues<unknown>, appid: number): number {
  const at = lowerBound(table.appids, appid);
  return table.appids[at] === appid ? at : -1;
}

/** The value of `appid`, or undefined. */
export function appidValue<T>(table: AppidValues<T>, appid: number): T | undefined {
  const at = find(table, appid);
  if (at < 0) return undefined;
  const { values } = table;
  return "units" in values ? (stringAt(values, at) as T) : values[at];
}

/** True when the table holds `appid`. */
export function hasAppid(table: AppidValues<unknown>, appid: number): boolean {
  return find(table, appid) >= 0;
}
