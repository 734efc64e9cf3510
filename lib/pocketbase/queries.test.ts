/** @jest-environment node */
import { getBlogCards, getBlogPost, getEventCards, getResourceCards } from './queries';

// The SDK's main entry is an ES module, which jest does not load; its CommonJS build is the same SDK.
jest.mock('pocketbase', () => ({
  __esModule: true,
  default: jest.requireActual('pocketbase/cjs'),
  ClientResponseError: class ClientResponseError extends Error {},
}));

// The real SDK (through client.ts) against a stubbed global fetch: checks what is asked of
// PocketBase (docs/spec-summary.md, Calls), how (Next cache options), and what comes back from odd answers.

type Call = { url: URL; init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } };
const calls: Call[] = [];
let answer: () => Response;

const ID = 'abcdefghij12345';
const list = (items: unknown[]) =>
  new Response(JSON.stringify({ page: 1, perPage: 50, totalItems: -1, totalPages: -1, items }), {
    status: 200,
  });

beforeAll(() => {
  process.env.POCKETBASE_URL = 'http://127.0.0.1:8090';
  global.fetch = (async (url: string, init: Call['init']) => {
    calls.push({ url: new URL(url), init });
    return answer();
  }) as unknown as typeof fetch;
});
beforeEach(() => {
  calls.length = 0;
});

describe('getBlogCards', () => {
  it('asks for page 1 of 50 published posts of the language, newest first, through the tagged Next cache', async () => {
    answer = () => list([]);
    await getBlogCards('si');
    const [{ url, init }] = calls as [Call];
    expect(url.pathname).toBe('/api/collections/blogs_v3/records');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('perPage')).toBe('50');
    expect(url.searchParams.get('sort')).toBe('-created');
    // The language is bound by pb.filter (quoted and escaped by the SDK), not concatenated.
    expect(url.searchParams.get('filter')).toBe('status = "published" && language = "si"');
    expect(url.searchParams.has('next')).toBe(false);
    expect(init.next).toEqual({ revalidate: 60, tags: ['blogs'] });
  });

  it('reshapes good records and skips one without a valid id, with a log line', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answer = () =>
      list([
        { id: ID, title: 'Hello', images: [], created: '2026-01-02 03:04:05.000Z' },
        { id: 'x', title: 'Bad' },
      ]);
    const cards = await getBlogCards('en');
    expect(cards.map((c) => c.title)).toEqual(['Hello']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('lets a failing PocketBase throw (the page shows its failure state)', async () => {
    answer = () => new Response('{"status":500,"message":"boom","data":{}}', { status: 500 });
    await expect(getBlogCards('en')).rejects.toMatchObject({ status: 500 });
  });
});

describe('getBlogPost', () => {
  it('returns null for an id that is not a PocketBase id, without asking', async () => {
    for (const id of ['abc', `${ID}x`, "abcdefghij1234'", 'ABCDEFGHIJ12345', '../../_superusers']) {
      expect(await getBlogPost(id, 'en')).toBeNull();
    }
    expect(calls).toHaveLength(0);
  });

  it('reads one post with the blogs and blog:<id> tags', async () => {
    answer = () =>
      new Response(
        JSON.stringify({ id: ID, title: 'T', status: 'published', language: 'en', markup: '<p>x</p>' }),
      );
    const post = await getBlogPost(ID, 'en');
    expect(post).toMatchObject({ id: ID, title: 'T', language: 'en', markup: '<p>x</p>' });
    expect(calls[0]!.url.pathname).toBe(`/api/collections/blogs_v3/records/${ID}`);
    expect(calls[0]!.init.next).toEqual({ revalidate: 60, tags: ['blogs', `blog:${ID}`] });
  });

  it('returns null for a 404 (missing, or a draft hidden by the view rule) and for a draft', async () => {
    answer = () => new Response('{"status":404,"message":"not found","data":{}}', { status: 404 });
    expect(await getBlogPost('zzzzzzzzzzzzzz1', 'en')).toBeNull();
    answer = () =>
      new Response(JSON.stringify({ id: 'zzzzzzzzzzzzzz2', title: 'T', status: 'draft', language: 'en' }));
    expect(await getBlogPost('zzzzzzzzzzzzzz2', 'en')).toBeNull();
  });

  it('throws when PocketBase cannot be reached', async () => {
    answer = () => {
      throw new TypeError('fetch failed');
    };
    await expect(getBlogPost('zzzzzzzzzzzzzz3', 'en')).rejects.toBeDefined();
  });
});

describe('events and resources', () => {
  it('ask for 10 published records each, through their tags', async () => {
    answer = () => list([]);
    await getEventCards('en');
    await getResourceCards('si');
    const [events, resources] = calls as [Call, Call];
    expect(events.url.pathname).toBe('/api/collections/events_v3/records');
    expect(resources.url.pathname).toBe('/api/collections/resources/records');
    for (const { url } of [events, resources]) {
      expect(url.searchParams.get('perPage')).toBe('10');
      expect(url.searchParams.get('filter')).toBe('status = "published"');
    }
    expect(events.init.next?.tags).toEqual(['events']);
    expect(resources.init.next?.tags).toEqual(['resources']);
  });

  it('put dateless events last and fill the 404 image', async () => {
    answer = () =>
      list([
        { id: 'aaaaaaaaaaaaaa1', title: '', event_date: '', screens: '' },
        {
          id: 'aaaaaaaaaaaaaa2',
          title: 'Seminar',
          event_date: '2027-01-16 04:30:00.000Z',
          screens: 's_1234567890.png',
        },
      ]);
    const cards = await getEventCards('en');
    expect(cards.map((c) => c.id)).toEqual(['aaaaaaaaaaaaaa2', 'aaaaaaaaaaaaaa1']);
    expect(cards[1]).toMatchObject({ title: null, date: null, image: '/images/event-404.svg' });
  });
});
