// Every source reader by name, so the build can hand a list of reads to a worker thread (read-worker.ts) and read the
// rest itself: the reads are independent until the merge, which takes them in the list's order.
import { readAppDetails } from "./readers/appdetails";
import { readAppReviews } from "./readers/appreviews";
import { readDeck } from "./readers/deck";
import { readDescriptions } from "./readers/descriptions";
import { readPlaytime } from "./readers/playtime";
import { readRussianTitles } from "./readers/russian-titles";
import {
  readInsightsCategories, readInsightsGames, readInsightsGenres, readInsightsReviews, readInsightsSteamspy, readInsightsTags,
} from "./readers/steam-insights";
import { readSteamspyAll } from "./readers/steamspy-all";
import { readSteamspyTop } from "./readers/steamspy-top1000";
import { readStorePages } from "./readers/store-pages";
import { readUcsdGames, readUcsdLibraries, readUcsdRecommendations, readUcsdReviewTexts } from "./readers/ucsd";

export const READERS = {
  appDetails: readAppDetails,
  insightsGames: readInsightsGames,
  insightsReviews: readInsightsReviews,
  insightsGenres: readInsightsGenres,
  insightsCategories: readInsightsCategories,
  insightsSteamspy: readInsightsSteamspy,
  insightsTags: readInsightsTags,
  steamspyAll: readSteamspyAll,
  steamspyTop: readSteamspyTop,
  deck: readDeck,
  russianTitles: readRussianTitles,
  storePages: readStorePages,
  descriptions: readDescriptions,
  appReviews: readAppReviews,
  playtime: readPlaytime,
  ucsdGames: readUcsdGames,
  ucsdRecommendations: readUcsdRecommendations,
  ucsdReviewTexts: readUcsdReviewTexts,
  ucsdLibraries: readUcsdLibraries,
} as const;

export type ReaderName = keyof typeof READERS;

/** One read: which reader, over which source folder. */
export interface ReadTask {
  reader: ReaderName;
  path: string;
  label: string;
}

/** What a reader gives. */
export type ReadResult<R extends ReaderName = ReaderName> = Awaited<ReturnType<(typeof READERS)[R]>>;

/** Runs the read; a failure names the source and its folder (a damaged file's own error rarely does). */
export async function runRead(task: ReadTask): Promise<ReadResult> {
  try {
    return await READERS[task.reader](task.path, task.label);
  } catch (e) {
    throw new Error(`catalog: could not read ${task.label} from ${task.path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
