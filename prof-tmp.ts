import { openCatalog } from "./src/catalog/store";
import { buildSearchIndex, learnVocabulary, DEFAULT_FINDER } from "./src/finder";
const store = openCatalog("data/catalog.db");
const idx = buildSearchIndex(store.allGames(), store.allReviewTexts());
for (const f of idx.fields) {
  const t = performance.now();
  const v = learnVocabulary([f], idx.labels, idx.games.length, DEFAULT_FINDER.vocabulary);
  let pairs = 0; for (const p of f.postings.values()) if (p.idx.length >= 4 && p.idx.length <= Math.max(4, 0.05 * f.docs)) pairs += p.idx.length;
  console.log(f.name, "terms", f.postings.size, "pairs", pairs, "ms", (performance.now() - t).toFixed(0), "learned", v.size);
}
