import { escapeHtml } from '@/lib/html/escape';
import { type SavedFormTexts, withSavedForm } from './saved-form-html';

const texts: SavedFormTexts = {
  savedTitle: 'Saved on this phone',
  saved: 'Kept & sent later.',
  reference: 'Your reference',
  limit: 'At most 3.',
  full: 'Too many <forms>.',
  notKept: 'Could not keep it.',
  sentTitle: 'Sent',
  sent: 'Sent: {reference}.',
  refusedTitle: 'Not sent',
  refused: 'Refused: {reason}',
};

// The offline page as React serves it: the slot's words in an escaped attribute.
const page =
  `<html lang="si"><body><h1>No connection</h1>` +
  `<div id="form-saved" data-texts="${escapeHtml(JSON.stringify(texts))}" class="empty:hidden"></div>` +
  `<p id="offline-description" class="text-ink-700">Not saved yet.</p></body></html>`;

describe('the offline page answering a kept form', () => {
  it('writes the saved notice with the reference, marks the form and hides the description', () => {
    const html = withSavedForm(page, {
      state: 'queued',
      id: 'abcdefghij12345',
      reference: 'HL-ABCD2345',
      back: '/si/jobs/x?a=1&b=2',
    });
    expect(html).toContain('data-form-id="abcdefghij12345" data-back="/si/jobs/x?a=1&amp;b=2">');
    expect(html).toContain(
      '<p class="text-lg font-bold">Saved on this phone</p><p>Kept &amp; sent later.</p>',
    );
    expect(html).toContain(
      'Your reference: <strong data-testid="queued-reference" class="font-mono text-lg tracking-wider">HL-ABCD2345</strong>',
    );
    expect(html).toContain('<p class="text-sm text-ink-700">At most 3.</p></div></div>');
    expect(html).toContain('<p hidden id="offline-description"');
  });

  it('says when the form could not be kept, with no form id', () => {
    const full = withSavedForm(page, { state: 'full' });
    expect(full).toContain('<div role="alert" data-testid="form-not-kept"');
    expect(full).toContain('<p>Too many &lt;forms&gt;.</p>');
    expect(full).not.toContain('data-form-id');
    expect(withSavedForm(page, { state: 'unavailable' })).toContain('<p>Could not keep it.</p>');
  });

  it('leaves a page without the slot as it was', () => {
    const plain = '<html lang="en"><body><p id="offline-description">x</p></body></html>';
    expect(withSavedForm(plain, { state: 'full' })).toBe(plain);
  });
});
