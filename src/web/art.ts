// Game art from the Steam store's public CDN: the header image of a game page and the capsule of each pick.
import { html, type SafeHtml } from "./html";

/** The one image host the pages load from (the CSP allows exactly this origin). */
export const ART_ORIGIN = "https://shared.akamai.steamstatic.com";

/**
 * The store's file names and their pixel sizes: appdetails' `header_image`, `capsule_image` and the smaller
 * `capsule_imagev5` (capsule_184x69), which a phone's pick column (6.5rem) needs at its usual pixel density.
 */
export const HEADER = { file: "header.jpg", width: 460, height: 215 } as const;
const CAPSULE = { file: "capsule_231x87.jpg", width: 231, height: 87 } as const;
const SMALL_CAPSULE = { file: "capsule_184x69.jpg", width: 184 } as const;
/** How wide a pick's capsule is drawn (the stylesheet's pick column: 6.5rem on phones, 231px from 40rem). */
const CAPSULE_SIZES = "(min-width: 40rem) 231px, 6.5rem";

/**
 * The store's URL of one art file of a game: `{ART_ORIGIN}/store_item_assets/steam/apps/{appid}/{file}`.
 *
 * @example
 * artUrl(1145360, "header"); // "https://shared.akamai.steamstatic.com/store_item_assets/steam/apps/1145360/header.jpg"
 */
export function artUrl(appid: number, kind: "header" | "capsule"): string {
  return fileUrl(appid, (kind === "header" ? HEADER : CAPSULE).file);
}

function fileUrl(appid: number, file: string): string {
  return `${ART_ORIGIN}/store_item_assets/steam/apps/${appid}/${file}`;
}

/**
 * The `<img>` of a game's art with its size set (no layout shift) and the name as alt text. Capsules load lazily
 * and offer the store's smaller capsule for phones (`srcset`); the header sits on the first screen, so it loads at once. The frame around it shows the name on a tinted tile when
 * the image cannot load (the stylesheet hides the browser's broken-image icon behind that tile).
 *
 * @example
 * gameArt({ appid: 1145360, name: "Hades" }, "capsule"); // <span class="art capsule"><img … loading="lazy" alt="Hades"></span>
 */
export function gameArt(game: { appid: number; name: string }, kind: "header" | "capsule"): SafeHtml {
  const size = kind === "header" ? HEADER : CAPSULE;
  const capsule = () =>
    html` srcset="${fileUrl(game.appid, SMALL_CAPSULE.file)} ${SMALL_CAPSULE.width}w, ${artUrl(game.appid, "capsule")} ${CAPSULE.width}w" sizes="${CAPSULE_SIZES}" loading="lazy"`;
  return html`<span class="art ${kind}"><img src="${artUrl(game.appid, kind)}" width="${size.width}" height="${size.height}" alt="${game.name}"${
    kind === "capsule" ? capsule() : html` fetchpriority="high"`
  } decoding="async" referrerpolicy="no-referrer"></span>`;
}
