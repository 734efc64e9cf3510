import { switchTarget } from './switch-target';

const ORIGIN = 'http://127.0.0.1:3000';
const ID = 'x11wcbiyz721rrh';

describe('switchTarget', () => {
  it.each([
    [`${ORIGIN}/`, 'si', '/si'],
    [`${ORIGIN}/si`, 'en', '/'],
    [`${ORIGIN}/si/`, 'en', '/'],
    [`${ORIGIN}/blog`, 'si', '/si/blog'],
    [`${ORIGIN}/si/events`, 'en', '/events'],
    [`${ORIGIN}/documents?page=2`, 'si', '/si/documents?page=2'],
    [`${ORIGIN}/si/testimonials/`, 'en', '/testimonials'],
    [`${ORIGIN}/en/blog`, 'si', '/si/blog'],
  ] as const)('%s to %s is %s', (referer, to, path) => {
    expect(switchTarget(referer, to)).toEqual({ path, post: null });
  });

  it('names a post and the language it was shown in, for its translation', () => {
    expect(switchTarget(`${ORIGIN}/blog/${ID}`, 'si')).toEqual({
      path: `/si/blog/${ID}`,
      post: { id: ID, from: 'en' },
    });
    expect(switchTarget(`${ORIGIN}/si/blog/${ID}/`, 'en')).toEqual({
      path: `/blog/${ID}`,
      post: { id: ID, from: 'si' },
    });
  });

  it.each([
    [null],
    [''],
    ['not a url'],
    ['/blog'],
    [`${ORIGIN}/no-such-page`],
    [`${ORIGIN}/blog/${ID}/opengraph-image`],
    [`${ORIGIN}/api/contact`],
    [`${ORIGIN}//evil.example/blog`],
    [`${ORIGIN}/%2F%2Fevil.example`],
  ])('%s goes to the home page of the chosen language', (referer) => {
    expect(switchTarget(referer, 'si')).toEqual({ path: '/si', post: null });
    expect(switchTarget(referer, 'en')).toEqual({ path: '/', post: null });
  });

  it("keeps another site's path only where it is a page of this site, on this site", () => {
    // The answer is a path: whatever the Referer's host, the visitor stays here.
    expect(switchTarget('https://evil.example/blog', 'si').path).toBe('/si/blog');
  });
});
