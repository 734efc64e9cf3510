/** @jest-environment node */
import type { PostVersion } from '@/lib/pocketbase/translations';
import { POST } from './route';

// PocketBase's part (the linked translation) is read for real in e2e/translations.spec.ts.
const getPostTranslation = jest.fn<Promise<PostVersion | null>, [string]>();
jest.mock('@/lib/pocketbase/translation-queries', () => ({
  getPostTranslation: (id: string) => getPostTranslation(id),
}));
beforeEach(() => getPostTranslation.mockReset());

const ORIGIN = 'http://127.0.0.1:3000';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/language`, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', origin: ORIGIN, ...headers },
    body,
  });
}

const form = (to: string) => new URLSearchParams({ to });

describe('POST /api/language', () => {
  it('saves the choice, marks it for local storage and answers 303 to the same page in it', async () => {
    const res = await POST(post(form('si'), { referer: `${ORIGIN}/events?page=2` }));
    expect(res.status).toBe(303);
    expect(getPostTranslation).not.toHaveBeenCalled();
    expect(res.headers.get('location')).toBe('/si/events?page=2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual([
      expect.stringMatching(/^appLanguage=si; Path=\/; Max-Age=31536000; SameSite=Lax$/),
      expect.stringMatching(/^appLanguageSaved=1; Path=\/; Max-Age=60; SameSite=Lax$/),
      expect.stringMatching(/^appLanguageAuto=; Path=\/; Max-Age=0; SameSite=Lax$/),
    ]);
  });

  it("goes from a post to its linked translation, else to the post's own id (Unavailable)", async () => {
    const id = 'x11wcbiyz721rrh';
    getPostTranslation.mockResolvedValueOnce({ id: 'abcdefghij12345', language: 'si' });
    const linked = await POST(post(form('si'), { referer: `${ORIGIN}/blog/${id}` }));
    expect(getPostTranslation).toHaveBeenCalledWith(id);
    expect(linked.headers.get('location')).toBe('/si/blog/abcdefghij12345');
    getPostTranslation.mockResolvedValueOnce(null);
    const unlinked = await POST(post(form('en'), { referer: `${ORIGIN}/si/blog/${id}` }));
    expect(unlinked.headers.get('location')).toBe(`/blog/${id}`);
  });

  it('goes to the home page of the chosen language without a usable Referer', async () => {
    const res = await POST(post(form('en')));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const other = await POST(post(form('si'), { referer: `${ORIGIN}/no-such-page` }));
    expect(other.headers.get('location')).toBe('/si');
  });

  it.each([
    ['no field', new URLSearchParams()],
    ['another language', form('ja')],
    [
      'the field twice, first unknown',
      new URLSearchParams([
        ['to', 'xx'],
        ['to', 'si'],
      ]),
    ],
  ])('refuses %s with 400 and sets no cookie', async (_, body) => {
    const res = await POST(post(body));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Choose English (en) or Sinhala (si).');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a body that is no form with 400', async () => {
    const res = await POST(post('{"to":"si"}', { 'content-type': 'application/json' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Choose English (en) or Sinhala (si).');
  });

  it('refuses in the language the visitor chose before (the cookie)', async () => {
    const res = await POST(post(form('ja'), { cookie: 'x=1; appLanguage=si' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('ඉංග්‍රීසි (en) හෝ සිංහල (si) තෝරන්න.');
  });

  it('refuses a post from another site with 403', async () => {
    const res = await POST(post(form('si'), { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe(
      'The language can only be changed from this site.',
    );
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
