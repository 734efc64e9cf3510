import { formatSavedAt, titleOf, withSavedList, withSavedNotice } from './saved-html';

const page = (lang: string, template: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>Jobs | Hikari Lanka</title></head><body>` +
  `<div id="saved-copy" data-template="${template}" class="x"></div><main>…</main></body></html>`;

// 27 Nov 2026, 08:35 UTC is 14:05 in Colombo.
const SAVED_AT = Date.UTC(2026, 10, 27, 8, 35);

describe('the saved-copy notice', () => {
  it('fills the slot with the template and the time, in the page language', () => {
    const html = withSavedNotice(page('en', 'A copy saved on %TIME% &amp; more'), SAVED_AT);
    expect(html).toContain(
      '<div id="saved-copy" data-template="A copy saved on %TIME% &amp; more" class="x">',
    );
    expect(html).toContain('<p role="status">A copy saved on 27 Nov 2026, 14:05 &amp; more</p></div>');
  });

  it('writes the time in digits on a Sinhala page, with no English month name', () => {
    const html = withSavedNotice(page('si', 'සුරැකි %TIME%'), SAVED_AT);
    expect(html).toContain(`<p role="status">සුරැකි ${formatSavedAt(SAVED_AT, 'si')}</p>`);
    expect(formatSavedAt(SAVED_AT, 'si')).toBe('27/11/2026, 14:05');
  });

  it('leaves a page without the slot, or a template-less slot, as it was', () => {
    const plain = '<html lang="en"><body><main></main></body></html>';
    expect(withSavedNotice(plain, SAVED_AT)).toBe(plain);
    const noTemplate = '<html lang="en"><body><div id="saved-copy"></div></body></html>';
    expect(withSavedNotice(noTemplate, SAVED_AT)).toBe(noTemplate);
  });

  it('escapes what it writes', () => {
    const html = withSavedNotice(page('en', '&lt;b&gt; %TIME%'), SAVED_AT);
    expect(html).toContain('<p role="status">&lt;b&gt; 27 Nov 2026, 14:05</p>');
  });
});

describe('the offline page list', () => {
  const offline =
    '<html lang="en"><body><h2>Saved</h2><div id="saved-pages" class="y"><p>None yet</p></div></body></html>';

  it('replaces the empty words with the saved pages, newest first, escaped', () => {
    const html = withSavedList(offline, [
      { url: '/jobs', title: 'Jobs $1 $&', savedAt: SAVED_AT - 60_000 },
      { url: '/blog/x?a=1&b=2', title: 'A <post>', savedAt: SAVED_AT },
    ]);
    expect(html).toContain(
      '<div id="saved-pages" class="y"><ul><li><a href="/blog/x?a=1&amp;b=2">A &lt;post&gt;</a> <small>27 Nov 2026, 14:05</small></li>' +
        '<li><a href="/jobs">Jobs $1 $&amp;</a> <small>27 Nov 2026, 14:04</small></li></ul></div>',
    );
    expect(html).not.toContain('None yet');
  });

  it('keeps the empty words when nothing is saved', () => {
    expect(withSavedList(offline, [])).toBe(offline);
  });
});

describe('titleOf', () => {
  it('drops the site name after the bar and reads entities', () => {
    expect(titleOf(page('en', ''))).toBe('Jobs');
    expect(titleOf('<title>Q &amp; A | Site</title>')).toBe('Q & A');
    expect(titleOf('<p>no title</p>')).toBe('');
  });
});
