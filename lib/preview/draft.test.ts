/** @jest-environment node */
import { isPreviewCollection, previewTarget, safeReturnPath, secretMatches } from './draft';

describe('draft preview logic', () => {
  it('accepts only the exact configured secret', () => {
    expect(secretMatches('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretMatches('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(secretMatches('s3cret', 's3cret-value')).toBe(false);
    expect(secretMatches('s3cret-value-and-more', 's3cret-value')).toBe(false);
  });

  it('is off while no secret is configured, and refuses an empty or missing one', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', '')).toBe(false);
    expect(secretMatches('', 'x')).toBe(false);
    expect(secretMatches(null, 'x')).toBe(false);
    expect(secretMatches(undefined, 'x')).toBe(false);
  });

  it('previews posts, events, resources, FAQ items, team members and testimonials, nothing else', () => {
    expect(isPreviewCollection('blogs_v3')).toBe(true);
    expect(isPreviewCollection('events_v3')).toBe(true);
    expect(isPreviewCollection('resources')).toBe(true);
    expect(isPreviewCollection('faq_items')).toBe(true);
    expect(isPreviewCollection('team_members')).toBe(true);
    for (const list of ['services', 'special_programs', 'why_us_items', 'about_cards'])
      expect(isPreviewCollection(list)).toBe(true);
    expect(isPreviewCollection('site_settings')).toBe(false);
    expect(isPreviewCollection('testimonials')).toBe(true);
    expect(isPreviewCollection('inquiries')).toBe(false);
    expect(isPreviewCollection(null)).toBe(false);
  });

  it('returns only to a path on this site', () => {
    expect(safeReturnPath('/si/blog/abc')).toBe('/si/blog/abc');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });

  it('opens a post on its page, an event or a resource at its card on the list', () => {
    const id = 'abcdefghij12345';
    expect(previewTarget('blogs_v3', id)).toEqual({ path: `/blog/${id}`, hash: '' });
    expect(previewTarget('faq_items', id)).toEqual({ path: '/', hash: `#faq-q-${id}` });
    expect(previewTarget('team_members', id)).toEqual({ path: '/', hash: `#team-${id}` });
    expect(previewTarget('testimonials', id)).toEqual({ path: '/testimonials', hash: `#testimonial-${id}` });
    expect(previewTarget('events_v3', id)).toEqual({ path: '/events', hash: `#record-${id}` });
    expect(previewTarget('resources', id)).toEqual({ path: '/documents', hash: `#record-${id}` });
    expect(previewTarget('services', id)).toEqual({ path: '/', hash: '#services' });
    expect(previewTarget('special_programs', id)).toEqual({ path: '/', hash: '#programs' });
    expect(previewTarget('why_us_items', id)).toEqual({ path: '/', hash: '#why-choose-us' });
    expect(previewTarget('about_cards', id)).toEqual({ path: '/', hash: '#about' });
  });
});
