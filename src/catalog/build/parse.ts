// Small field parsers shared by the source readers: dates, company lists, genre/category labels, text.
import { isLegalForm } from "../../text";

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};

/** A parsed release date: ISO day when the day is known, the year when at least that is. */
export interface ParsedDate {
  iso: string | null;
  year: number | null;
}

const pad = (n: number) => String(n).padStart(2, "0");

function valid(y: number, m: number, d: number): ParsedDate | null {
  if (y < 1970 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  return { iso: `${y}-${pad(m)}-${pad(d)}`, year: y };
}

/**
 * Parses the date forms found in the sources: `2020-12-09`, `9 Dec, 2020`, `Dec 9, 2020`, `Dec 2020`,
 * `23.03.2015`, `Q1 2025`, `2025`. Returns null for text without a year (`Coming soon`, `TBA`).
 */
export function parseDate(text: string | null | undefined): ParsedDate | null {
  if (!text) return null;
  const s = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (m) return valid(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (m) return valid(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{1,2})\s+([A-Za-z]{3,4})[a-z]*\.?,?\s+(\d{4})$/.exec(s);
  if (m && MONTHS[m[2]!.toLowerCase()]) return valid(+m[3]!, MONTHS[m[2]!.toLowerCase()]!, +m[1]!);
  m = /^([A-Za-z]{3,4})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s);
  if (m && MONTHS[m[1]!.toLowerCase()]) return valid(+m[3]!, MONTHS[m[1]!.toLowerCase()]!, +m[2]!);
  m = /(?:^|\D)((?:19|20)\d{2})$/.exec(s);
  if (m) {
    const y = +m[1]!;
    return y >= 1970 && y <= 2100 ? { iso: null, year: y } : null;
  }
  return null;
}

/** Splits a SteamSpy-style "A, B, Inc." company string into names, keeping legal suffixes attached. */
export function splitCompanies(text: string | null | undefined): string[] {
  if (!text) return [];
  const parts = text.split(/,\s*/);
  const out: string[] = [];
  for (const raw of parts) {
    const p = raw.trim();
    if (!p) continue;
    if (out.length && isLegalForm(p)) out[out.length - 1] += `, ${p}`;
    else out.push(p);
  }
  return [...new Set(out)];
}

/** Localized genre labels seen in the data → the English label; anything unmapped and non-English is dropped. */
const GENRE_ALIASES: Record<string, string> = {
  "Экшены": "Action", "Ação": "Action", "Akční": "Action", "动作": "Action", "Acción": "Action", "アクション": "Action",
  "動作": "Action", "Бойовики": "Action", "Action": "Action",
  "Бесплатные": "Free To Play", "免费开玩": "Free To Play", "無料プレイ": "Free To Play", "Grátis para Jogar": "Free To Play",
  "Free to Play": "Free To Play", "Gratuito": "Free To Play", "Free To Play": "Free To Play",
  "Стратегии": "Strategy", "策略": "Strategy", "Stratégie": "Strategy", "ストラテジー": "Strategy", "Estratégia": "Strategy",
  "Estrategia": "Strategy", "Strategie": "Strategy",
  "Инди": "Indie", "独立": "Indie", "Indépendant": "Indie", "Niezależne": "Indie", "インディー": "Indie", "Інді": "Indie",
  "獨立製作": "Indie", "Independiente": "Indie",
  "Приключенческие игры": "Adventure", "Dobrodružné": "Adventure", "冒险": "Adventure", "アドベンチャー": "Adventure",
  "Пригоди": "Adventure", "冒險": "Adventure", "Aventura": "Adventure", "Aventure": "Adventure", "Abenteuer": "Adventure",
  "Ролевые игры": "RPG", "角色扮演": "RPG", "Rol": "RPG",
  "Симуляторы": "Simulation", "模拟": "Simulation", "模擬": "Simulation", "Simulação": "Simulation", "Simulación": "Simulation",
  "Гонки": "Racing", "Carreras": "Racing", "Corrida": "Racing",
  "Спортивные игры": "Sports", "体育": "Sports", "Deportes": "Sports", "Esportes": "Sports",
  "Многопользовательские игры": "Massively Multiplayer", "大型多人連線": "Massively Multiplayer",
  "Multijugador masivo": "Massively Multiplayer",
  "Казуальные игры": "Casual", "Казуальні ігри": "Casual", "休闲": "Casual", "カジュアル": "Casual", "休閒": "Casual",
  "Ранний доступ": "Early Access", "搶先體驗": "Early Access", "抢先体验": "Early Access", "Acceso anticipado": "Early Access",
  "Acesso antecipado": "Early Access", "Akcja": "Action", "Przygodowe": "Adventure",
  "Symulacje": "Simulation", "Swobodne": "Casual", "Wyścigi": "Racing", "Sportowe": "Sports", "Darmowe": "Free To Play",
  "Aventuras": "Adventure", "Simulações": "Simulation",
  "Free to play": "Free To Play",
};

/** Genres that mark software rather than a game (an app whose genres are all of these is a tool). */
export const SOFTWARE_GENRES = new Set([
  "Utilities", "Design & Illustration", "Animation & Modeling", "Video Production", "Audio Production", "Photo Editing",
  "Web Publishing", "Education", "Software Training", "Accounting", "Game Development", "360 Video", "Movie",
  "Documentary", "Episodic", "Short", "Tutorial",
]);

/** Steam's English genre labels (game genres plus the software ones); anything else is localized or not a genre. */
const ENGLISH_GENRES = new Set([
  "Action", "Adventure", "Casual", "Indie", "Massively Multiplayer", "Racing", "RPG", "Simulation", "Sports", "Strategy",
  "Early Access", "Free To Play", ...SOFTWARE_GENRES,
]);

/**
 * Maps a genre label to English; null for a localized label we cannot map and for content descriptors
 * (Violent, Gore, Nudity, Sexual Content), which are not genres.
 */
export function englishGenre(label: string): string | null {
  const l = label.trim();
  const mapped = GENRE_ALIASES[l] ?? l;
  return ENGLISH_GENRES.has(mapped) ? mapped : null;
}

/** Localized co-op category labels → English; other localized categories are dropped. */
const CATEGORY_ALIASES: Record<string, string> = {
  "Кооператив": "Co-op", "Coopération": "Co-op", "Cooperativo": "Co-op", "Cooperativos": "Co-op", "合作": "Co-op",
  "協力プレイ": "Co-op", "Yhteistyöpeli": "Co-op",
  "Кооператив (по сети)": "Online Co-op", "Coopération en ligne": "Online Co-op", "Cooperativo en línea": "Online Co-op",
  "Cooperativos en línea": "Online Co-op", "在线合作": "Online Co-op", "オンライン協力プレイ": "Online Co-op",
  "線上合作": "Online Co-op", "Verkkoyhteistyöpeli": "Online Co-op", "Online co-op": "Online Co-op",
  "Кооператив (общий/разделённый экран)": "Shared/Split Screen Co-op", "Coop locale et écran partagé": "Shared/Split Screen Co-op",
  "Cooperativos en pantalla dividida/compartida": "Shared/Split Screen Co-op", "Coop. a pantalla (com)partida": "Shared/Split Screen Co-op",
  "同屏/分屏合作": "Shared/Split Screen Co-op", "Jaetun näytön yhteistyöpeli": "Shared/Split Screen Co-op",
  "Кооператив (локальная сеть)": "LAN Co-op", "LAN – co-op": "LAN Co-op", "局域网合作": "LAN Co-op",
  "Для одного игрока": "Single-player", "单人": "Single-player", "單人": "Single-player", "シングルプレイヤー": "Single-player",
  "Режим pro jednoho hráče": "Single-player", "Однокористувацька гра": "Single-player",
  "Для нескольких игроков": "Multi-player", "多人": "Multi-player", "マルチプレイヤー": "Multi-player",
  "Полная поддержка контроллеров": "Full controller support", "完全支持控制器": "Full controller support",
  "完全支援控制器": "Full controller support", "フルコントローラサポート": "Full controller support",
  "Поддержка VR": "VR Support",
  // Latin-script localized labels (steam-insights keeps a few store pages' categories in the page's language).
  "Un jugador": "Single-player", "Einzelspieler": "Single-player", "Solo": "Single-player", "Um jogador": "Single-player",
  "Jednoosobowa": "Single-player", "Giocatore singolo": "Single-player", "Yksinpeli": "Single-player", "Enkeltspiller": "Single-player",
  "Singleplayer": "Single-player", "Multijugador": "Multi-player", "Mehrspieler": "Multi-player", "Multijoueur": "Multi-player",
  "Multijogador": "Multi-player", "Wieloosobowa": "Multi-player", "Multigiocatore": "Multi-player", "Moninpeli": "Multi-player",
  "Multiplayer": "Multi-player", "Koop": "Co-op", "Kooperacja": "Co-op", "Sieciowa kooperacja": "Online Co-op",
  "Partita cooperativa online": "Online Co-op", "JcJ": "PvP", "JcJ en ligne": "Online PvP",
  "JcJ a pantalla (com)partida": "Shared/Split Screen PvP", "JcJ en pantalla dividida/compartida": "Shared/Split Screen PvP",
  "Multijugador masivo": "MMO",
};

/** Maps a category label to English; null for an unmapped localized label. */
export function englishCategory(label: string): string | null {
  const l = label.trim();
  const mapped = CATEGORY_ALIASES[l];
  if (mapped) return mapped;
  return /^[A-Za-z0-9 &\-/().:'+]+$/.test(l) ? l : null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Store text to plain text: tags stripped, common entities decoded, whitespace folded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === "#") {
        const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** True when a name is written mostly outside the Latin script (CJK, Cyrillic...). */
export function isNonLatinName(name: string): boolean {
  const letters = name.match(/\p{L}/gu) ?? [];
  if (!letters.length) return false;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  return latin / letters.length < 0.5;
}

/** Reads a file as text, gunzipping `.gz`. */
export async function readText(path: string): Promise<string> {
  const bytes = await Bun.file(path).bytes();
  const raw = path.endsWith(".gz") ? Bun.gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(raw);
}
