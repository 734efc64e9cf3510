/**
 * The home page's sections under the hero are laid out only as they near the screen
 * (`.near-view` in app/globals.css, `content-visibility: auto`): on a phone the first paint then
 * shapes the hero's text, not the whole page's. A section not laid out yet counts as its
 * placeholder height, so a jump to an anchor (`/#contact`) would land where the placeholders put
 * it, hundreds of pixels away. Every section is laid out as usual once the visitor may jump:
 * - a page opened at an anchor: `html:has(:target)` in the stylesheet (no script needed);
 * - a link with a hash followed, on this page or from another (the router scrolls to the section
 *   itself, which `:target` does not see), a back or forward step, a hash change: this script
 *   marks `<html data-jump>`, in the capture phase, before the router or the browser scrolls;
 * - a reload or a step back to the page: the browser restores a scroll position measured on the
 *   laid-out page, so the mark is set before anything is drawn.
 * Inline at the top of <body> (app/[locale]/layout.tsx), before the content, in plain ES2017
 * written as text, like lib/i18n/locale-script.ts.
 */
export const JUMP_SCRIPT = `(function () {
  var root = document.documentElement;
  function jump() { root.setAttribute('data-jump', ''); }
  var entry = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
  if (entry && entry.type !== 'navigate') jump();
  addEventListener('click', function (event) {
    if (event.target instanceof Element && event.target.closest('a[href*="#"]')) jump();
  }, true);
  addEventListener('popstate', jump);
  addEventListener('hashchange', jump);
})();`;
