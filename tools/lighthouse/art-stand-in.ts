// A local stand-in for the Steam store's image host, for browser checks on a machine without internet: an HTTPS
// server (self-signed certificate) that answers every art path with a JPEG of the store file's pixel size.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";

/** The running stand-in: Chromium reaches it through `chromeFlags` (the real host name is mapped to it). */
export interface ArtStandIn {
  port: number;
  /** Flags that send the store's image host to this server and accept its certificate. */
  chromeFlags: string[];
  stop(): void;
}

/**
 * Starts the stand-in for `host`. The JPEGs are drawn once by `browser` (a noisy gradient, about the byte size of the
 * store's real art at that size), so image decoding and byte counts are close to the real pages'.
 *
 * @example
 * const art = await startArtStandIn(browser, "shared.akamai.steamstatic.com");
 * // chromium --host-resolver-rules=… --ignore-certificate-errors …; art.stop();
 */
export async function startArtStandIn(browser: Browser, host: string): Promise<ArtStandIn> {
  const dir = mkdtempSync(join(tmpdir(), "art-stand-in-"));
  const openssl = Bun.spawnSync(
    ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${host}`, "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
    { stderr: "pipe" },
  );
  if (openssl.exitCode !== 0) throw new Error(`art stand-in: openssl failed: ${openssl.stderr.toString().trim()}`);
  const tls = { key: readFileSync(join(dir, "key.pem"), "utf8"), cert: readFileSync(join(dir, "cert.pem"), "utf8") };
  rmSync(dir, { recursive: true, force: true });

  const page = await browser.newPage();
  const jpegs = new Map<string, Uint8Array<ArrayBuffer>>();
  const jpeg = async (width: number, height: number) => {
    const key = `${width}x${height}`;
    if (!jpegs.has(key)) jpegs.set(key, new Uint8Array(Buffer.from(await page.evaluate(drawJpeg, { width, height }), "base64")));
    return jpegs.get(key)!;
  };
  // The sizes the site links: header.jpg and the capsule_{w}x{h}.jpg files.
  for (const [w, h] of [[460, 215], [231, 87], [184, 69]] as const) await jpeg(w, h);
  await page.close();

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    tls,
    fetch(request) {
      const file = new URL(request.url).pathname.split("/").pop() ?? "";
      const sized = /^capsule_(\d+)x(\d+)\.jpg$/.exec(file);
      const key = file === "header.jpg" ? "460x215" : sized ? `${sized[1]}x${sized[2]}` : null;
      const body = key ? jpegs.get(key) : undefined;
      if (!body) return new Response("Not Found", { status: 404 });
      return new Response(body, { headers: { "content-type": "image/jpeg", "cache-control": "public, max-age=31536000" } });
    },
  });
  return {
    port: server.port!,
    chromeFlags: [`--host-resolver-rules=MAP ${host} 127.0.0.1:${server.port}`, "--ignore-certificate-errors"],
    stop: () => server.stop(true),
  };
}

// Runs in the page: a gradient with a little noise, encoded as JPEG (quality 0.85), returned as base64.
function drawJpeg({ width, height }: { width: number; height: number }): string {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext("2d")!;
  const grad = g.createLinearGradient(0, 0, width, height);
  grad.addColorStop(0, "#7a2f10");
  grad.addColorStop(1, "#1d3c6e");
  g.fillStyle = grad;
  g.fillRect(0, 0, width, height);
  const img = g.getImageData(0, 0, width, height);
  let seed = 7;
  for (let i = 0; i < img.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = (seed % 48) - 24;
    img.data[i] = img.data[i]! + n;
    img.data[i + 1] = img.data[i + 1]! + n;
    img.data[i + 2] = img.data[i + 2]! + n;
  }
  g.putImageData(img, 0, 0);
  return canvas.toDataURL("image/jpeg", 0.85).split(",")[1]!;
}
