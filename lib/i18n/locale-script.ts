/** The visitor's chosen language, in the browser's local storage. */
const LOCALE_STORAGE_KEY = 'appLanguage';

/**
 * The visitor's language, applied in the browser before the first paint. The server never chooses
 * a language (lib/i18n/routing.ts); this script, inline at the top of <body>, runs once per page
 * load, after the <head> (with its hreflang links) is parsed and before any content is drawn:
 * - A link marked `data-locale-switch` (the language switch, the Unavailable page's link) stores
 *   its `hreflang` as the visitor's choice when followed, and keeps the section the visitor was
 *   at (`#services`) and, when marked `data-keep-query` (the filters of /jobs), the query: the
 *   link of the static HTML has neither before the page's scripts complete it.
 * - A stored choice other than the page's language moves the visitor to the page's version in
 *   that language, when the page names one with `<link rel="alternate" hreflang>`, with the
 *   address's query and section. A post without
 *   a translation names none, so a visitor sent a link to it stays on it.
 * - With no stored choice, a browser whose language starts with `si` is moved from the English
 *   home page `/` to `/si`, and nowhere else: a shared link keeps its language.
 * Only the path of an alternate is used, so the visitor never leaves the site. Crawlers and
 * visitors without scripts get the page of the address.
 */
// Plain ES2017, written as text: it is sent as it is, before any of the page's scripts.
const source = (key: string) => `(function () {
  var key = ${JSON.stringify(key)};
  var root = document.documentElement;
  var stored = null;
  try { stored = localStorage.getItem(key); } catch (e) {}
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element ? event.target.closest('a[data-locale-switch]') : null;
    if (!link) return;
    if (location.hash && !link.hash) link.hash = location.hash;
    if (link.hasAttribute('data-keep-query') && location.search && !link.search) link.search = location.search;
    try { localStorage.setItem(key, link.hreflang); } catch (e) {}
  }, true);
  var target = null;
  if (stored === 'en' || stored === 'si') {
    var alternate = document.querySelector('link[rel="alternate"][hreflang="' + stored + '"]');
    if (stored !== root.lang && alternate) target = new URL(alternate.href, location.href).pathname;
  } else if (location.pathname === '/' && root.lang === 'en' && /^si\\b/i.test(navigator.language || '')) {
    target = '/si';
  }
  if (target && target !== location.pathname) location.replace(target + location.search + location.hash);
})();`;

/** The script, inline at the top of <body> (app/[locale]/layout.tsx). */
export const LOCALE_SCRIPT = source(LOCALE_STORAGE_KEY);
