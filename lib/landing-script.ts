/**
 * A page opened at an anchor (`/si#contact`, a link shared in a chat app) or at a passage (a search
 * engine's `#:~:text=` link) lands there at once, without scrolling smoothly through the page above.
 *
 * app/globals.css makes in-page jumps smooth (`scroll-behavior: smooth` on <html>), and Chromium
 * applies that to the jump of a page load too. On a slow phone the animation runs past ten
 * thousand pixels of the home page, and when the Sinhala face arrives during it, the text above
 * grows and the animation ends short of the section: 62 px at 375 px, 75 px at 768 px, at 4× CPU
 * with the face 1.5 s late (e2e/navigation.spec.ts, "an address with an anchor"). An instant
 * jump is kept on the section by the browser while the page loads.
 *
 * So this script, inline at the top of <body>, turns smooth scrolling off as the page loads and
 * back on at the visitor's first press of a pointer or key: a link followed after that scrolls
 * smoothly again. It does so on every load, not only with a hash: a passage link's
 * `#:~:text=` is hidden from scripts (`location.hash` is empty), and nothing else scrolls the page
 * before the visitor does. A visitor who never presses anything (a screen reader's gestures may
 * not) keeps instant jumps, which suit them as well. Without scripts the page keeps the
 * stylesheet's smooth scrolling.
 */
// Plain ES2017, written as text: it is sent as it is, before any of the page's scripts.
export const LANDING_SCRIPT = `(function () {
  var style = document.documentElement.style;
  style.scrollBehavior = 'auto';
  var events = ['pointerdown', 'keydown'];
  function smooth() {
    style.removeProperty('scroll-behavior');
    events.forEach(function (type) { removeEventListener(type, smooth, true); });
  }
  events.forEach(function (type) { addEventListener(type, smooth, true); });
})();`;
