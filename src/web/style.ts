// The site's one stylesheet, served as a static file so the CSP needs no inline styles.

/** Served at this path with a long cache; the `?v=` hash in page links changes whenever the CSS does. */
export const STYLE_PATH = "/static/site.css";

/** Small, readable, mobile-first; no web fonts. A game's art sits on a tinted tile that shows its name if it cannot load. */
export const STYLE_CSS = `
:root{color-scheme:light dark;--fg:#1d1f23;--muted:#5b6270;--bg:#fbfbfa;--card:#fff;--line:#e2e4e8;--accent:#1f5fbf;--on-accent:#fff;--chip:#eef1f6;--tile:#dfe4ec}
@media (prefers-color-scheme:dark){:root{--fg:#e8e9ec;--muted:#a3a9b5;--bg:#15171b;--card:#1d2025;--line:#2e323a;--accent:#7fb0ff;--on-accent:#0d1524;--chip:#262a31;--tile:#2a2f38}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);overflow-wrap:break-word}
a{color:var(--accent)}
code{overflow-wrap:anywhere}
header,main,footer{max-width:52rem;margin:0 auto;padding:0 1rem}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding-top:.8rem;padding-bottom:.5rem;border-bottom:1px solid var(--line)}
header .brand{font-weight:700;font-size:1.2rem;text-decoration:none;color:var(--fg)}
header .lang-switch{margin-left:auto;font-size:.9rem}
header form{flex:1 1 16rem;display:flex;gap:.4rem}
input[type=search],textarea{flex:1;min-width:0;font:inherit;padding:.45rem .6rem;border:1px solid var(--line);border-radius:.4rem;background:var(--card);color:var(--fg)}
textarea{width:100%;min-height:8rem}
button{font:inherit;padding:.45rem .9rem;border:0;border-radius:.4rem;background:var(--accent);color:var(--on-accent);cursor:pointer}
h1{font-size:1.6rem;line-height:1.25;margin:1.2rem 0 .6rem}
h2{font-size:1.25rem;line-height:1.25;margin:1.4rem 0 .6rem}
.muted{color:var(--muted)}
.hero form{display:flex;flex-wrap:wrap;gap:.4rem;margin:1rem 0}
.hero form input{flex:1 1 14rem}
.notice{padding:.6rem .8rem;border:1px solid var(--line);border-radius:.4rem;background:var(--card)}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0}
.desc{margin:.6rem 0}
.art{display:block;position:relative;overflow:hidden;border-radius:.35rem;background:var(--tile)}
.art img{display:block;width:100%;height:auto;color:transparent}
.art img::before{content:"";position:absolute;inset:0;background:var(--tile)}
.art img::after{content:attr(alt);position:absolute;left:0;right:0;top:50%;transform:translateY(-50%);display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;padding:0 .3rem;text-align:center;font-size:.8rem;line-height:1.15;color:var(--muted);background:var(--tile)}
.art.header{aspect-ratio:460/215}
.art.capsule{aspect-ratio:231/87}
.game-head{display:grid;grid-template-columns:minmax(0,6rem) minmax(0,1fr);grid-template-areas:"name name" "art facts" "tag tag";gap:.35rem .75rem;align-items:start;margin-top:.8rem}
.game-head h1{grid-area:name;margin:0;font-size:1.35rem}
.game-head .art{grid-area:art}
.facts-line{grid-area:facts;margin:0;font-size:.88rem;line-height:1.4;color:var(--muted)}
.tagline{grid-area:tag;margin:0;font-style:italic}
details.other-matches{margin:.6rem 0 0;font-size:.9rem}
details.other-matches summary{cursor:pointer;color:var(--muted)}
details.other-matches p{margin:.3rem 0 0}
details.refine{margin:.3rem 0 .6rem;font-size:.9rem}
details.refine summary{cursor:pointer;color:var(--muted)}
time,.nowrap{white-space:nowrap}
details.summary{margin:.4rem 0;padding:.4rem .7rem;border:1px solid var(--line);border-radius:.4rem;background:var(--card)}
details.summary summary{cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
details.summary[open] summary{white-space:normal}
details.summary .label{margin:.5rem 0 .1rem;font-weight:600}
details.summary ul{margin:0;padding-left:1.2rem}
.chips{display:flex;flex-wrap:wrap;gap:.35rem;padding:0;margin:0;list-style:none}
.chips li,.chips a{display:inline-block;padding:.15rem .55rem;border-radius:1rem;background:var(--chip);font-size:.9rem;text-decoration:none}
nav.filters .chips li{padding:0;background:none}
.chips a[aria-current=true]{background:var(--accent);color:var(--on-accent)}
ol.picks{padding:0;margin:0;list-style:none;counter-reset:pick}
ol.picks li{counter-increment:pick;display:grid;grid-template-columns:minmax(0,6.5rem) minmax(0,1fr);gap:.7rem;align-items:start;padding:.65rem 0;border-bottom:1px solid var(--line)}
ol.picks .pick-text::before{content:counter(pick) ".";color:var(--muted);margin-right:.35rem;font-weight:600}
ol.picks .name{font-weight:600;font-size:1.05rem}
ol.picks .why{margin:.15rem 0}
ol.picks .meta{margin:0;font-size:.88rem;color:var(--muted)}
nav.filters{display:flex;flex-wrap:wrap;gap:.35rem;margin:.5rem 0 .8rem}
section.all-facts{margin-top:1.5rem}
footer{margin-top:2rem;padding-top:1rem;padding-bottom:2rem;border-top:1px solid var(--line);font-size:.88rem;color:var(--muted)}
@media (max-width:39.99rem){header{padding-top:.5rem;padding-bottom:.4rem}.game-head{margin-top:.6rem}.desc{font-size:.95rem;line-height:1.45}.art img::after{font-size:.7rem}h2{font-size:1.15rem;margin:.6rem 0 .4rem}nav.filters{margin:.3rem 0 .15rem}nav.filters{display:block}nav.filters .chips{display:inline}nav.filters .chips li{display:inline-block;margin:0 .3rem .25rem 0}nav.filters .chips a{font-size:.85rem;padding:.1rem .5rem;white-space:nowrap}.tagline{font-size:.95rem;line-height:1.4}details.summary{padding:.3rem .6rem}ol.picks .why{font-size:.95rem}ol.picks li{display:flow-root;padding:.45rem 0}ol.picks .art{float:left;width:6.5rem;margin:.15rem .7rem .2rem 0}ol.picks .why{line-height:1.4;margin:.1rem 0}ol.picks .meta{font-size:.85rem;line-height:1.35}.facts-line{font-size:.82rem;line-height:1.35}nav.refine .chips a{white-space:normal}details.refine{margin:0 0 .1rem;font-size:.85rem;line-height:1.3}}
@media (min-width:40rem){.game-head{grid-template-columns:minmax(0,460px) minmax(0,1fr);grid-template-areas:"art name" "art facts" "art tag";grid-template-rows:auto auto 1fr;gap:.3rem 1rem}.game-head h1{font-size:1.6rem}ol.picks li{grid-template-columns:minmax(0,231px) minmax(0,1fr);gap:1rem}}
`.trim();

/** The site icon, so browsers do not ask for a missing /favicon.ico. */
export const ICON_PATH = "/static/icon.svg";

/** A plain mark: two overlapping tiles ("one game like another"); no text, so no font is needed. */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="3" width="18" height="18" rx="4" fill="#1f5fbf"/>' +
  '<rect x="11" y="11" width="18" height="18" rx="4" fill="#7fb0ff" fill-opacity=".85"/></svg>';

/** Short content hash of the stylesheet, used as a cache-busting `?v=` in page links. */
export const STYLE_HASH = new Bun.CryptoHasher("sha256").update(STYLE_CSS).digest("hex").slice(0, 12);
