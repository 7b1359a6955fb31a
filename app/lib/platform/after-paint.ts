/**
 * The page's JavaScript after its first paint, the part the page runs (decision 086): the
 * server sends `<Scripts>`' preloads and module script inert (scripts-after-paint.server.ts)
 * and these statements at the start of its inline script.
 */

/**
 * A route's `handle` for a page read before it is used (home, collection, product, search):
 * its scripts come after its first paint. Pages used at once (the configurator, the quote
 * wizard, the cart, the account) keep theirs at once: a radio or a field used before React has
 * taken the page over would not be seen by it.
 */
export type PaintFirstHandle = {paintFirst?: boolean};
export const PAINT_FIRST: PaintFirstHandle = {paintFirst: true};

/** Sent on `window` once React has hydrated the page (usePageCodeReady, in the root's Layout). */
export const PAGE_CODE_READY = 'verins:page-code';

/**
 * What does nothing, or nothing React sees, before React listens: its clicks are held. A link
 * that does something else with JavaScript than without (« Charger plus »: the next cards under
 * these with it, the next page without) says so with `data-held-click`.
 */
export const HELD_CLICKS = 'button[type=button],input[type=checkbox],input[type=radio],[data-held-click]';

/**
 * At the first frame after the first paint (a frame, then a task), or at once when the shopper
 * uses the page before then, the preloads get their `rel` back and the module script is put
 * back as a module with the same text and nonce, which runs it. Waits frame by frame while the
 * page is still being read and that script is not there yet; a page without it is left as it
 * is. In a tab opened in the background, frames (and so the scripts) wait until it is shown.
 *
 * Until React has hydrated the page, a click on a `type="button"` button, a checkbox or a
 * radio (HELD_CLICKS: nothing happens, or nothing React would see) is held, the box left as
 * it was, then given again to the same element; a list (`select`) changed is announced again
 * (`change`), and the element under the mouse gets a `mouseover` from outside the page, for
 * a menu that opens on hover. Other links and form buttons go on: they work without JavaScript.
 * Twice the same element before then: once.
 */
export const AFTER_PAINT_SCRIPT =
  '(()=>{let started=false,ready=false,over=null;const held=[],changed=[];' +
  'const frame=(g)=>requestAnimationFrame(()=>setTimeout(g));' +
  'const start=()=>{if(started)return;const s=document.querySelector("script[data-after-paint]");' +
  'if(!s){if(document.readyState==="loading")frame(start);return}started=true;' +
  'for(const l of document.querySelectorAll("link[data-after-paint]"))l.rel=l.dataset.afterPaint;' +
  'const m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)};' +
  `addEventListener("click",(e)=>{if(ready)return;const b=e.target instanceof Element?e.target.closest("${HELD_CLICKS}"):null;` +
  'if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(!held.includes(b))held.push(b);start()},true);' +
  'addEventListener("change",(e)=>{if(ready||!(e.target instanceof Element)||!e.target.matches("select"))return;' +
  'if(!changed.includes(e.target))changed.push(e.target);start()},true);' +
  'addEventListener("mouseover",(e)=>{if(!ready&&e.target instanceof Element)over=e.target},true);' +
  `addEventListener("${PAGE_CODE_READY}",()=>{ready=true;setTimeout(()=>{` +
  'for(const b of held)if(b.isConnected)b.click();' +
  'for(const c of changed)if(c.isConnected)c.dispatchEvent(new Event("change",{bubbles:true}));' +
  'if(over&&over.isConnected&&over.matches(":hover"))over.dispatchEvent(new MouseEvent("mouseover",{bubbles:true,view:window,relatedTarget:null}))})},{once:true});' +
  'frame(start)})();';
