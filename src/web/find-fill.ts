// The find page's one script: fills the description box from `#q=…`, the link `find_game_url` hands a person.

/**
 * Runs inline; the CSP allows exactly this text by its hash. It never fills a box the server already filled, and it
 * cuts the text at the box's `maxlength` (a script's value bypasses it), as the form and the tool do. Without script the page works as before: the
 * link's `?description=` (or typing) fills the box.
 */
export const FIND_FILL_SCRIPT =
  '(function(){var m=/(?:^#|&)q=([^&]*)/.exec(location.hash),t=document.getElementById("description");' +
  'if(!m||!t||t.value)return;try{var v=decodeURIComponent(m[1].replace(/\\+/g," "));' +
  't.value=t.maxLength>0?v.slice(0,t.maxLength):v}catch(e){}})();';

/** `'sha256-…'` of the script, the CSP's only script source. */
export const FIND_FILL_HASH = `'sha256-${new Bun.CryptoHasher("sha256").update(FIND_FILL_SCRIPT).digest("base64")}'`;
