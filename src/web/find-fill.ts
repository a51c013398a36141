// The find page's one script: fills the description box from `#q=…`, the link `find_game_url` hands a person.

/**
 * Runs inline; the CSP allows exactly this text by its hash. Without script the page works as before: the link's
 * `?description=` (or typing) fills the box on the server side.
 */
export const FIND_FILL_SCRIPT =
  '(function(){var m=/(?:^#|&)q=([^&]*)/.exec(location.hash),t=document.getElementById("description");' +
  'if(!m||!t||t.value)return;try{t.value=decodeURIComponent(m[1].replace(/\\+/g," ")).slice(0,3000)}catch(e){}})();';

/** `'sha256-…'` of the script, the CSP's only script source. */
export const FIND_FILL_HASH = `'sha256-${new Bun.CryptoHasher("sha256").update(FIND_FILL_SCRIPT).digest("base64")}'`;
