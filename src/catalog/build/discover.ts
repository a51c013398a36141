// Finds the source folders in a steam-data directory by name, so crawled dumps (`appdetails-<date>`, ...) join in.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Snapshot dates of folders whose names carry none (from the data's README). */
const UNDATED: Record<string, string> = { "russian-titles": "2025-05", "ucsd-2018": "2018-01" };

/** One source folder with its provenance label (`folder-kind@snapshot`). */
export interface SourceDir {
  path: string;
  label: string;
  snapshot: string;
}

export interface SourceLayout {
  steamspyAll: SourceDir[];
  insights: SourceDir;
  top: SourceDir[];
  ucsd: SourceDir | null;
  deck: SourceDir | null;
  appreviews: SourceDir[];
  appdetails: SourceDir[];
  russianTitles: SourceDir | null;
  /** `descriptions-<snapshot>/` folders of `{"app_id", "description"}` JSON lines, newest first. */
  descriptions: SourceDir[];
  /** `store-pages-<snapshot>/` folders of scraped store pages (CSV), newest first. */
  storePages: SourceDir[];
  /** `playtime-<snapshot>/` folders: store tables with SteamSpy's average playtime, joined by name and year. */
  playtime: SourceDir[];
}

const KINDS: [keyof SourceLayout, RegExp, string][] = [
  ["top", /^steamspy-top(?:1000)?-(.+)$/, "steamspy-top"],
  ["steamspyAll", /^steamspy-(\d.*)$/, "steamspy"],
  ["insights", /^steam-insights-(.+)$/, "steam-insights"],
  ["ucsd", /^ucsd-(.+)$/, "ucsd"],
  ["deck", /^deck-(.+)$/, "deck"],
  ["appreviews", /^reviews-(.+)$/, "appreviews"],
  ["appdetails", /^appdetails-(.+)$/, "appdetails"],
  ["russianTitles", /^russian-titles$/, "russian-titles"],
  ["descriptions", /^descriptions-(.+)$/, "descriptions"],
  ["storePages", /^store-pages-(.+)$/, "store-pages"],
  ["playtime", /^playtime-(.+)$/, "playtime"],
];

/**
 * Lists the source folders under `root`, newest snapshot first where a kind may repeat.
 * Throws naming the missing folder when a required source (SteamSpy pages, steam-insights) is absent.
 */
export function discoverSources(root: string): SourceLayout {
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`catalog: source directory not found: ${root} (set STEAM_DATA_DIR or pass --source DIR)`);
  }
  const found = new Map<keyof SourceLayout, SourceDir[]>();
  for (const name of readdirSync(root).sort()) {
    const path = join(root, name);
    if (!statSync(path).isDirectory()) continue;
    for (const [kind, re, prefix] of KINDS) {
      const m = re.exec(name);
      if (!m) continue;
      const snapshot = m[1] ?? UNDATED[name] ?? "unknown";
      const snap = UNDATED[name] ?? snapshot;
      found.set(kind, [...(found.get(kind) ?? []), { path, label: `${prefix}@${snap}`, snapshot: snap }]);
      break;
    }
  }
  for (const list of found.values()) list.sort((a, b) => b.snapshot.localeCompare(a.snapshot));
  const one = (k: keyof SourceLayout) => found.get(k)?.[0] ?? null;
  const insights = one("insights");
  if (!insights) throw new Error(`catalog: required source missing: ${join(root, "steam-insights-<snapshot>/")}`);
  const steamspyAll = found.get("steamspyAll") ?? [];
  if (!steamspyAll.length) throw new Error(`catalog: required source missing: ${join(root, "steamspy-<snapshot>/")}`);
  return {
    steamspyAll,
    insights,
    top: found.get("top") ?? [],
    ucsd: one("ucsd"),
    deck: one("deck"),
    appreviews: found.get("appreviews") ?? [],
    appdetails: found.get("appdetails") ?? [],
    russianTitles: one("russianTitles"),
    descriptions: found.get("descriptions") ?? [],
    storePages: found.get("storePages") ?? [],
    playtime: found.get("playtime") ?? [],
  };
}
