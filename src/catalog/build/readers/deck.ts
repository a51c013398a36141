// Reader for the Steam Deck compatibility list (SteamDB via nning/deck-verified): appid → Verified/Playable/Unsupported.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { DeckStatus } from "../../types";
import type { SourceData, SourceRecord } from "../types";

const STATUS: Record<string, DeckStatus> = { verified: "verified", playable: "playable", unsupported: "unsupported" };

/** Reads `deck_status.json`; an unrecognised status is counted malformed (the app stays `unknown`). */
export async function readDeck(dir: string, label: string): Promise<SourceData> {
  const t0 = performance.now();
  const records = new Map<number, SourceRecord>();
  let rows = 0;
  let malformed = 0;
  const file = readdirSync(dir).find((f) => f.endsWith(".json"));
  if (!file) throw new Error(`catalog: no deck_status.json in ${dir}`);
  const data = JSON.parse(await Bun.file(join(dir, file)).text()) as Record<string, { Name?: string; Status?: string; AppID?: string }>;
  for (const [key, r] of Object.entries(data)) {
    rows++;
    const appid = Number(r?.AppID ?? key);
    const deck = STATUS[String(r?.Status ?? "").toLowerCase()];
    if (!Number.isInteger(appid) || appid <= 0 || !deck) {
      malformed++;
      continue;
    }
    records.set(appid, { deck, altNames: r.Name ? [r.Name] : undefined });
  }
  return { key: "deck", label, records, report: { source: label, rows, malformed, ms: performance.now() - t0, notes: [] } };
}
