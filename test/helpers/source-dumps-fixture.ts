// Materializes te../fixtures/source-dumps into a temp folder, gzipping the files the real dumps ship gzipped.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const FIXTURE = join(import.meta.dir, "../fixtures/source-dumps");
/** Folders whose files are gzipped in the real data. */
const GZIPPED = ["steam-insights-2024-10", "ucsd-2018", "reviews-2017", "descriptions-2023", "store-pages-2024"];

/** A temp copy of the fixture steam-data folder in the real on-disk layout; call `cleanup` when done. */
export function steamDataFixture(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "steam-data-"));
  cpSync(FIXTURE, dir, { recursive: true });
  for (const folder of GZIPPED) {
    const path = join(dir, folder);
    for (const f of readdirSync(path)) {
      const p = join(path, f);
      if (!statSync(p).isFile()) continue;
      writeFileSync(`${p}.gz`, Bun.gzipSync(readFileSync(p)));
      rmSync(p);
    }
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
