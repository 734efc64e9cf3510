// A kept page holds its stylesheet once (docs/architecture.md, "The first paint").
//
// With `experimental.inlineCss` (next.config.ts) Next writes each stylesheet into the page's
// <head> as `<style data-precedence data-href="…">` and a second time into the flight data at the
// end of the HTML (a text row, `6:T<length>,<the CSS>`, that the <style> element of the React tree
// names as its children): 51 KB, a third of a page like /privacy, and 11 KB of its gzip, since the
// second copy lies beyond gzip's window from the first. In the browser React never reads that
// copy: it adopts the <style> of the <head> by its href (a hoisted style resource) and leaves its
// text alone. So when a page is kept (lib/cache/handler.mjs), the row is emptied (`6:T0,`): every
// visitor served from the cache gets the stylesheet once.
//
// Only the HTML changes: the page's flight data for client navigations (rscData) keeps the CSS,
// since a page reached by a client navigation may need a stylesheet the document does not hold.
// A page whose copy is not found exactly as expected (a Next that writes it differently) is kept
// unchanged.
// Next loads the handler itself (not bundled), so this is plain JavaScript.

const HEAD_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g;

/** The CSS as it stands in a `self.__next_f.push([1,"…"])` string: JSON, then Next's HTML escapes. */
function inFlightString(css) {
  return JSON.stringify(css)
    .slice(1, -1)
    .replace(/&/g, '\\u0026')
    .replace(/>/g, '\\u003e')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's HTML with the flight data's copies of its inline stylesheets emptied; the HTML as it
 * was when there is nothing to empty.
 * @param {string} html
 * @returns {string}
 */
export function withStylesheetOnce(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  let out = html;
  for (const [, css] of head.matchAll(HEAD_STYLE)) {
    if (!css) continue;
    const row = `:T${Buffer.byteLength(css, 'utf8').toString(16)},${inFlightString(css)}`;
    const at = out.indexOf(row, head.length);
    if (at < 0 || out.indexOf(row, at + row.length) >= 0) continue;
    out = `${out.slice(0, at)}:T0,${out.slice(at + row.length)}`;
  }
  return out;
}

/**
 * A cache handler that keeps pages with their stylesheet once (withStylesheetOnce); every other
 * entry as it is.
 * @template {{ set: (key: string, value: any, ctx?: any) => Promise<void> }} H
 * @param {H} handler
 * @returns {H}
 */
export function keepingStylesheetOnce(handler) {
  return {
    ...handler,
    set(key, entry, ctx) {
      const page = entry?.value;
      if (page?.kind !== 'APP_PAGE' || typeof page.html !== 'string') return handler.set(key, entry, ctx);
      return handler.set(key, { ...entry, value: { ...page, html: withStylesheetOnce(page.html) } }, ctx);
    },
  };
}
