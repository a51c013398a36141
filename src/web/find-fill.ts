// The find page's one script: fills the description box from `#q=…`, the link `find_game_url` hands a person.

/**
 * Runs inline; the CSP allows exactly this text by its hash. It never fills a box the server already filled, and the
 * server cuts a description to its maximum when the form is sent. Without script the page works as before: the
 * link's `?description=` (or typing) fills the box.
 */
export const FIND_FILL_SCRIPT =
  '(function(){var m=/(?:^#|&)q=([^&]*)/.exec(location.hash),t=document.getElementById("description");' +
  'if(!m||!t||t.value)return;try{t.value=decodeURIComponent(m[1].replace(/\\+/g," "))}catch(e){}})();';

/** `'sha256-…'` of the script, the CSP's only script source. */
export const FIND_FILL_HASH = `'sha256-${new Bun.CryptoHasher("sha256").update(FIND_FILL_SCRIPT).digest("base64")}'`;
