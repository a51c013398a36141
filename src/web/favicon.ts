// /favicon.ico: the site icon (two overlapping tiles) drawn once into a 32×32 ICO, for clients that ask for it.

const SIZE = 32;
/** The icon's tiles as in the SVG icon: [x0, y0, x1, y1) and RGBA. */
const TILES: readonly { box: [number, number, number, number]; rgba: [number, number, number, number] }[] = [
  { box: [3, 3, 21, 21], rgba: [0x1f, 0x5f, 0xbf, 255] },
  { box: [11, 11, 29, 29], rgba: [0x7f, 0xb0, 0xff, 217] },
];

/**
 * The ICO file: one 32-bit 32×32 bitmap (ICONDIR, ICONDIRENTRY, BITMAPINFOHEADER, BGRA rows bottom-up, AND mask).
 *
 * @example
 * faviconIco().subarray(0, 4); // Uint8Array [0, 0, 1, 0]
 */
export function faviconIco(): Uint8Array<ArrayBuffer> {
  const pixels = SIZE * SIZE * 4;
  const mask = SIZE * 4; // one bit per pixel, rows padded to 32 bits
  const bmpSize = 40 + pixels + mask;
  const out = new Uint8Array(6 + 16 + bmpSize);
  const v = new DataView(out.buffer);
  v.setUint16(2, 1, true); // type: icon
  v.setUint16(4, 1, true); // one image
  out[6] = SIZE;
  out[7] = SIZE;
  v.setUint16(10, 1, true); // planes
  v.setUint16(12, 32, true); // bits per pixel
  v.setUint32(14, bmpSize, true);
  v.setUint32(18, 22, true); // offset of the bitmap
  v.setUint32(22, 40, true); // BITMAPINFOHEADER size
  v.setInt32(26, SIZE, true);
  v.setInt32(30, SIZE * 2, true); // colour rows + mask rows
  v.setUint16(34, 1, true);
  v.setUint16(36, 32, true);
  v.setUint32(42, pixels + mask, true);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b, a] = pixelAt(x, y);
      const at = 62 + ((SIZE - 1 - y) * SIZE + x) * 4; // rows run bottom-up
      out[at] = b;
      out[at + 1] = g;
      out[at + 2] = r;
      out[at + 3] = a;
    }
  }
  return out;
}

// The topmost tile under a pixel blended over the one below (alpha "over"); transparent outside both.
function pixelAt(x: number, y: number): [number, number, number, number] {
  let px: [number, number, number, number] = [0, 0, 0, 0];
  for (const { box, rgba } of TILES) {
    if (x < box[0] || y < box[1] || x >= box[2] || y >= box[3]) continue;
    const a = rgba[3] / 255;
    const under = px[3] / 255;
    const outA = a + under * (1 - a);
    const mix = (i: number) => Math.round((rgba[i]! * a + px[i]! * under * (1 - a)) / outA);
    px = [mix(0), mix(1), mix(2), Math.round(outA * 255)];
  }
  return px;
}
