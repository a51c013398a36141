// Reads an appid out of what a person pasted: bare digits or any Steam store, community, SteamDB or s.team URL.

/** What the query names directly: an appid, or a URL that names no app (so: not found, never a guess). */
export type AppRef = { kind: "appid" | "url"; appid: number } | { kind: "url-without-app" };

/** Largest appid we accept; Steam appids are unsigned 32-bit but in practice far smaller. */
const MAX_APPID = 2 ** 31 - 1;

const STEAM_HOSTS =
  /^(?:[a-z0-9-]+\.)*(?:steampowered\.com|steamcommunity\.com|s\.team|steamdb\.info|steamcharts\.com|steamspy\.com|protondb\.com)$/;
// Path forms that carry an appid: /app/ID, /agecheck/app/ID, /news/app/ID, /a/ID (s.team), /apps/ID, /games/ID,
// and an `appid=ID` query parameter.
const APP_PATH = /\/(?:app|apps|a|games|widget|appid)\/(\d{1,10})(?=[/?#_.-]|$)|[?&]appid=(\d{1,10})(?=&|#|$)/;
// "570", "#570", "app 570", "appid: 570".
const BARE_APPID = /^(?:app(?:id)?\s*[:#=]?\s*)?#?(\d+)$/;
// A Steam link inside other text ("look at https://store.steampowered.com/app/570/ please").
const EMBEDDED_URL = /(?:^|\s)(\S*(?:steampowered\.com|steamcommunity\.com|s\.team|steamdb\.info)\/\S*)/;
const STEAM_PROTOCOL = /^steam:\/\/(?:store|run|rungameid|install|nav\/games\/details|openurl\/\S*?\/app)\/(\d{1,10})/;

/**
 * Parses an appid or a Steam URL; null when `q` is neither (then it is a name).
 *
 * @example
 * parseAppRef(" 367520 "); // { kind: "appid", appid: 367520 }
 * parseAppRef("appid: 367520"); // { kind: "appid", appid: 367520 }
 * parseAppRef("store.steampowered.com/app/367520/Hollow_Knight/?l=russian"); // { kind: "url", appid: 367520 }
 * parseAppRef("https://store.steampowered.com/search/?term=x"); // { kind: "url-without-app" }
 */
export function parseAppRef(q: string): AppRef | null {
  const lower = q.trim().toLowerCase();
  const bare = BARE_APPID.exec(lower);
  if (bare) return appid("appid", bare[1]!);
  const embedded = /\s/.test(lower) ? EMBEDDED_URL.exec(lower) : null;
  return parseLink(embedded ? embedded[1]! : lower);
}

function parseLink(lower: string): AppRef | null {
  const proto = STEAM_PROTOCOL.exec(lower);
  if (proto) return appid("url", proto[1]!);
  const url = parseUrl(lower);
  if (!url) return null;
  if (!STEAM_HOSTS.test(url.host)) return looksLikeUrl(lower) ? { kind: "url-without-app" } : null;
  const m = APP_PATH.exec(url.path);
  return m ? appid("url", (m[1] ?? m[2])!) : { kind: "url-without-app" };
}

function appid(kind: "appid" | "url", digits: string): AppRef {
  const n = Number(digits);
  // An out-of-range number still names an app, one that cannot exist: not found rather than a name search.
  return { kind, appid: Number.isSafeInteger(n) && n > 0 && n <= MAX_APPID ? n : -1 };
}

// Host and path of something URL-like, with or without a scheme; null for plain words.
function parseUrl(lower: string): { host: string; path: string } | null {
  if (/\s/.test(lower)) return null;
  const m =
    /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]*)(?::\d*)?([/?#].*)?$/.exec(lower) ??
    /^(?:[^@/?#]*@)?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?::\d+)?([/?#].*)?$/.exec(lower);
  if (!m) return null;
  return { host: m[1]!, path: m[2] ?? "" };
}

function looksLikeUrl(lower: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//.test(lower) || /^www\./.test(lower);
}
