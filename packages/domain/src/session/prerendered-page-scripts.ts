/**
 * The two inline scripts of the pages the build pre-renders (docs/decisions/0034, 0040). They are the only
 * inline scripts of the portal, allowed by the content security policy through their hashes, which the server
 * computes from these same texts (`inlineScriptHashes` in apps/server).
 */

/**
 * Gate of the signed-in screens pre-rendered as a returning employer's first frame, first in the page's head,
 * run before the first paint: only when the browser holds an employer's session that is still valid does it
 * mark the document (`SIGNED_IN_ATTRIBUTE`) so that the frame is shown (global.css hides it otherwise). A
 * visitor, or a browser without scripts, never sees the frame of a signed-in user; the app sends the visitor
 * where it sends it from any signed-in screen.
 */
export const SIGNED_IN_GATE_SCRIPT =
  "(function(){try{var s=JSON.parse(localStorage.getItem('pensia.session')||'null');" +
  "if(s&&s.accessToken&&!s.isAdmin&&typeof s.expiresAt==='number'&&s.expiresAt>Date.now())" +
  "document.documentElement.setAttribute('data-signed-in','')}catch(e){}})()";

/** The attribute the gate sets on `<html>` when the browser holds an employer's valid session. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * Start of the app on a pre-rendered page, last in its body: the page is painted from its HTML, stylesheet and
 * font first, and the app's code is asked for once that paint is done (or after 1.5 s at the latest, as in a
 * tab opened in the background), so that on a slow connection the code doesn't take the bandwidth the first
 * paint needs. The script's own attributes name the app's entry (`data-entry`) and the modules it imports
 * (`data-preload`, space-separated), fetched together as the build's `index.html` fetches them. A signed-in
 * screen's page also names the screen's own modules (`data-screen`): for a signed-in employer (the gate's mark
 * on the document) they are asked for next, eight per task, so that the app's loader finds them asked for
 * already instead of inserting a link for each in the task that makes the router (docs/decisions/0042). Until
 * the app follows the page itself, the last button pressed on it is kept (`PRESSED_BEFORE_APP`), so that a
 * press made before the code arrived is carried out by the app rather than lost; the app then stops the boot
 * script's listener (`STOP_KEEPING_PRESSES`).
 */
export const PRERENDERED_BOOT_SCRIPT =
  '(function(){var c=document.currentScript,e=c.getAttribute("data-entry"),p=c.getAttribute("data-preload")||"",' +
  's=(c.getAttribute("data-screen")||"").split(" "),done=false;' +
  'function k(v){var b=v.target&&v.target.closest?v.target.closest("button"):null;if(b)window.__pensiaPressed=b}' +
  'document.addEventListener("click",k,true);window.__pensiaStopKeeping=function(){document.removeEventListener("click",k,true)};' +
  'function add(n,a){var x=document.createElement(n);for(var k in a)x.setAttribute(k,a[k]);document.head.appendChild(x)}' +
  'function pre(h){if(h)add("link",{rel:"modulepreload",crossorigin:"",href:h})}' +
  'function more(){s.splice(0,8).forEach(pre);if(s.length)setTimeout(more,0)}' +
  'function boot(){if(done)return;done=true;p.split(" ").forEach(pre);add("script",{type:"module",crossorigin:"",src:e});' +
  `if(document.documentElement.hasAttribute("${SIGNED_IN_ATTRIBUTE}"))setTimeout(more,0)}` +
  'requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,1500)})()';

/** Where the boot script keeps the last button pressed before the app followed the page. */
export const PRESSED_BEFORE_APP = '__pensiaPressed';

/** The function the boot script leaves to stop keeping presses, called once the app follows the page itself. */
export const STOP_KEEPING_PRESSES = '__pensiaStopKeeping';

/** Every inline script a pre-rendered page may hold. */
export const PRERENDERED_PAGE_SCRIPTS: readonly string[] = [SIGNED_IN_GATE_SCRIPT, PRERENDERED_BOOT_SCRIPT];
