// Game art from the Steam store's public CDN: the header image of a game page and the capsule of each pick.
import { html, type SafeHtml } from "./html";

/** The one image host the pages load from (the CSP allows exactly this origin). */
export const ART_ORIGIN = "https://shared.akamai.steamstatic.com";

/** The store's file names and their pixel sizes (the appdetails `header_image` / `capsule_image` URLs). */
const HEADER = { file: "header.jpg", width: 460, height: 215 } as const;
const CAPSULE = { file: "capsule_231x87.jpg", width: 231, height: 87 } as const;

/**
 * The store's URL of one art file of a game: `{ART_ORIGIN}/store_item_assets/steam/apps/{appid}/{file}`.
 *
 * @example
 * artUrl(1145360, "header"); // "https://shared.akamai.steamstatic.com/store_item_assets/steam/apps/1145360/header.jpg"
 */
export function artUrl(appid: number, kind: "header" | "capsule"): string {
  return `${ART_ORIGIN}/store_item_assets/steam/apps/${appid}/${(kind === "header" ? HEADER : CAPSULE).file}`;
}

/**
 * The `<img>` of a game's art with its size set (no layout shift) and the name as alt text. Capsules load lazily;
 * the header sits on the first screen, so it loads at once. The frame around it shows the name on a tinted tile when
 * the image cannot load (the stylesheet hides the browser's broken-image icon behind that tile).
 *
 * @example
 * gameArt({ appid: 1145360, name: "Hades" }, "capsule"); // <span class="art capsule"><img … loading="lazy" alt="Hades"></span>
 */
export function gameArt(game: { appid: number; name: string }, kind: "header" | "capsule"): SafeHtml {
  const size = kind === "header" ? HEADER : CAPSULE;
  return html`<span class="art ${kind}"><img src="${artUrl(game.appid, kind)}" width="${size.width}" height="${size.height}" alt="${game.name}"${
    kind === "capsule" ? html` loading="lazy"` : html` fetchpriority="high"`
  } decoding="async" referrerpolicy="no-referrer"></span>`;
}
