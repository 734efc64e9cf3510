/** @jest-environment node */
import { keepingStylesheetOnce, withStylesheetOnce } from './one-stylesheet.mjs';

// A page as Next 16 writes it with `inlineCss`: the stylesheet in the <head>, and again as a text
// row of the flight data (`6:T<UTF-8 length in hex>,`), with `>` and `"` escaped in the script's
// string. The arrow is three bytes in UTF-8: the row's length is 0x1a for 24 characters.
const CSS = '.a>b::after{content:"→"}';
const head = `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/css/a.css">${CSS}</style></head>`;
const row = String.raw`6:T1a,.a\u003eb::after{content:\"→\"}`;
const rest = String.raw`5:[\"$\",\"style\",\"0\",{\"precedence\":\"next\",\"href\":\"/_next/static/css/a.css\",\"children\":\"$6\"}]\n`;
const page = (flightRow: string) =>
  `${head}<body><main>Hello</main><script>self.__next_f.push([1,"4:X\\n${flightRow}${rest}"])</script></body></html>`;

test('the flight data copy of the inline stylesheet is emptied, the <head> keeps it', () => {
  expect(withStylesheetOnce(page(row))).toBe(page('6:T0,'));
  expect(withStylesheetOnce(page(row))).toContain(`>${CSS}</style>`);
});

test('a page whose copy is not exactly the stylesheet is kept as it is', () => {
  // The length does not match, the text differs, the row is missing.
  for (const other of [row.replace('T1a,', 'T1b,'), row.replace('→', '←'), '']) {
    expect(withStylesheetOnce(page(other))).toBe(page(other));
  }
  expect(withStylesheetOnce('<p>no head</p>')).toBe('<p>no head</p>');
});

test('the handler keeps pages with the stylesheet once and other entries as they are', async () => {
  const kept: unknown[] = [];
  const handler = keepingStylesheetOnce({
    name: 'memory',
    set: async (_key: string, value: unknown) => void kept.push(value),
  });
  const entry = (value: object) => ({ lastModified: 1, lifespan: null, tags: ['t'], value });
  await handler.set('/privacy', entry({ kind: 'APP_PAGE', html: page(row), status: 200 }));
  const fetched = entry({ kind: 'FETCH', data: { body: page(row) } });
  await handler.set('fetch', fetched);
  expect(handler.name).toBe('memory');
  expect(kept).toEqual([entry({ kind: 'APP_PAGE', html: page('6:T0,'), status: 200 }), fetched]);
});
