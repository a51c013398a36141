// Types shared by the catalog build: what each source reader yields and how the build reports on it.
import type { DeckStatus } from "../types";

/** What one source knows about one app; every field optional. Prices are USD cents. */
export interface SourceRecord {
  name?: string;
  /** Store type when the source says (game, demo, dlc, music, ...). */
  type?: string;
  releaseDate?: string | null;
  year?: number | null;
  comingSoon?: boolean;
  developers?: string[];
  publishers?: string[];
  genres?: string[];
  categories?: string[];
  /** Tags in the source's order; `tagVotes` parallel when known; `tagsOrdered` when the order is by votes. */
  tags?: string[];
  tagVotes?: number[];
  tagsOrdered?: boolean;
  isFree?: boolean;
  /** Regular (undiscounted) USD price in cents; 0 only when the source says the game is free. */
  priceCents?: number;
  positive?: number;
  negative?: number;
  deck?: DeckStatus;
  description?: string;
  owners?: string;
  /** Adult-only sexual content as the store's content descriptors say. */
  adultOnly?: boolean;
  /** Other names this source gives for the app. */
  altNames?: string[];
}

/** One source's contribution: its records plus counts for the report. */
export interface SourceData {
  /** Short key used in precedence lists, e.g. `insights-games`. */
  key: string;
  /** Provenance label stored per field, e.g. `steam-insights@2024-10`. */
  label: string;
  records: Map<number, SourceRecord>;
  report: SourceReport;
}

/** What a reader saw: rows read, malformed rows (never silently dropped), and notes such as dropped labels. */
export interface SourceReport {
  source: string;
  rows: number;
  malformed: number;
  ms: number;
  notes: string[];
}

/** Progress sink: the CLI prints, tests collect. */
export type Progress = (line: string) => void;
