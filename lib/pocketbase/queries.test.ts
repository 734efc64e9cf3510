/** @jest-environment node */
import { getBlogCards, getBlogPost, getCalendarEvent, getEventCards, getResourceCards } from './queries';
import { listAnswer, stubPocketBase, type Call } from '@/__tests__/support/pocketbase-fetch';

// The real SDK (through client.ts) against a stubbed global fetch: checks what is asked of
// PocketBase (docs/spec-summary.md, Calls), how (Next cache options), and what comes back from odd answers.

let answer: () => Response;
const calls = stubPocketBase(() => answer());

const ID = 'abcdefghij12345';
const list = (items: unknown[]) => listAnswer(items);

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

/** The answer to each list read, by the read's filter (first matching key wins). */
function answerByFilter(byFilter: Record<string, unknown[]>) {
  answer = () => list([]);
  global.fetch = (async (url: string, init: Call['init']) => {
    const parsed = new URL(url);
    calls.push({ url: parsed, init });
    const filter = parsed.searchParams.get('filter') ?? '';
    const key = Object.keys(byFilter).find((k) => filter.includes(k));
    return key ? list(byFilter[key]!) : answer();
  }) as unknown as typeof fetch;
}

const event = (n: number, event_date: string) => ({
  id: `eeeeeeeeeeeee${String(n).padStart(2, '0')}`,
  title: `Event ${n}`,
  event_date,
  status: 'published',
});

describe('getEventCards', () => {
  // 10:00 on 26 November 2026 in Colombo; the Colombo day began at 18:30 UTC the day before.
  const NOW = new Date('2026-11-26T04:30:00.000Z');

  it('reads every upcoming event and up to 10 past ones, published, split at the start of the Sri Lanka day, through the events tag', async () => {
    answerByFilter({});
    await getEventCards('en', undefined, NOW);
    expect(calls).toHaveLength(2);
    const [upcoming, past] = calls as [Call, Call];
    expect(upcoming.url.pathname).toBe('/api/collections/events_v3/records');
    expect(upcoming.url.searchParams.get('filter')).toBe(
      'status = "published" && (event_date >= "2026-11-25 18:30:00.000Z" || event_date = "")',
    );
    expect(upcoming.url.searchParams.get('sort')).toBe('event_date,-created');
    // getFullList: as many as there are, never one page of 10.
    expect(upcoming.url.searchParams.get('perPage')).toBe('1000');
    expect(past.url.searchParams.get('filter')).toBe(
      'status = "published" && (event_date < "2026-11-25 18:30:00.000Z" && event_date != "")',
    );
    expect(past.url.searchParams.get('sort')).toBe('-event_date,-created');
    expect(past.url.searchParams.get('perPage')).toBe('10');
    for (const { init } of calls) expect(init.next).toEqual({ revalidate: 60, tags: ['events'] });
  });

  it('keeps every upcoming event when there are more than 10, and fills the rest with past ones', async () => {
    const upcoming = Array.from({ length: 12 }, (_, i) =>
      event(i, `2026-12-${String(i + 1).padStart(2, '0')} 04:30:00.000Z`),
    );
    const past = Array.from({ length: 10 }, (_, i) =>
      event(50 + i, `2026-10-${String(20 - i)} 04:30:00.000Z`),
    );
    answerByFilter({ 'event_date >=': upcoming, 'event_date <': past });
    const cards = await getEventCards('en', undefined, NOW);
    expect(cards.map((c) => c.title)).toEqual(upcoming.map((e) => e.title));

    answerByFilter({ 'event_date >=': upcoming.slice(0, 3), 'event_date <': past });
    const fewer = await getEventCards('en', undefined, NOW);
    expect(fewer.map((c) => c.title)).toEqual([
      ...upcoming.slice(0, 3).map((e) => e.title),
      ...past.slice(0, 7).map((e) => e.title),
    ]);
  });

  it('puts upcoming events without a date after the dated ones and fills the 404 image', async () => {
    answerByFilter({
      'event_date >=': [
        { id: 'aaaaaaaaaaaaaa1', title: '', event_date: '', screens: '', status: 'published' },
        { ...event(2, '2027-01-16 04:30:00.000Z'), screens: 's_1234567890.png' },
      ],
    });
    const cards = await getEventCards('en', undefined, NOW);
    expect(cards.map((c) => c.id)).toEqual(['eeeeeeeeeeeee02', 'aaaaaaaaaaaaaa1']);
    expect(cards[0]).toMatchObject({ time: '10:00 AM', startDate: '2027-01-16T10:00:00+05:30' });
    expect(cards[1]).toMatchObject({ title: null, date: null, time: null, image: '/images/event-404.svg' });
  });
});

describe('getResourceCards', () => {
  const doc = (n: number, category: string) => ({
    id: `rrrrrrrrrrrrr${String(n).padStart(2, '0')}`,
    title: `Doc ${n}`,
    category,
    status: 'published',
  });

  it('reads every Legal document and 10 others, published, newest first, through the resources tag', async () => {
    answerByFilter({});
    await getResourceCards('si');
    const [pinned, rest] = calls as [Call, Call];
    expect(pinned.url.pathname).toBe('/api/collections/resources/records');
    expect(pinned.url.searchParams.get('filter')).toBe('status = "published" && (category:lower = "legal")');
    expect(pinned.url.searchParams.get('perPage')).toBe('1000');
    expect(rest.url.searchParams.get('filter')).toBe('status = "published" && (category:lower != "legal")');
    expect(rest.url.searchParams.get('perPage')).toBe('10');
    for (const { url, init } of calls) {
      expect(url.searchParams.get('sort')).toBe('-created');
      expect(init.next).toEqual({ revalidate: 60, tags: ['resources'] });
    }
  });

  it('lists the Legal documents first and cuts only the others at 10', async () => {
    const others = Array.from({ length: 10 }, (_, i) => doc(i, 'Study Materials'));
    answerByFilter({ 'category:lower =': [doc(90, 'Legal'), doc(91, 'legal')], 'category:lower !=': others });
    const cards = await getResourceCards('en');
    expect(cards.map((c) => c.title)).toEqual([
      'Doc 90',
      'Doc 91',
      ...others.slice(0, 8).map((d) => d.title),
    ]);
  });
});

describe('getCalendarEvent', () => {
  beforeEach(() => {
    global.fetch = (async (url: string, init: Call['init']) => {
      calls.push({ url: new URL(url), init });
      return answer();
    }) as unknown as typeof fetch;
  });

  it('returns null for a malformed id without asking PocketBase', async () => {
    for (const id of ['abc', '../../x', 'ABCDEFGHIJ12345'])
      expect(await getCalendarEvent(id, 'en')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('reads one event with the events tag; a draft, a 404 or an event without a date is null', async () => {
    answer = () =>
      Response.json({ ...event(1, '2026-12-05 04:30:00.000Z'), updated: '2026-11-01 00:00:00.000Z' });
    const found = await getCalendarEvent('eeeeeeeeeeeee01', 'en');
    expect(found).toMatchObject({ card: { title: 'Event 1', startDate: '2026-12-05T10:00:00+05:30' } });
    expect(found?.updated).toBe('2026-11-01 00:00:00.000Z');
    expect(calls[0]!.url.pathname).toBe('/api/collections/events_v3/records/eeeeeeeeeeeee01');
    expect(calls[0]!.init.next).toEqual({ revalidate: 60, tags: ['events'] });

    answer = () => Response.json({ ...event(1, '2026-12-05 04:30:00.000Z'), status: 'draft' });
    expect(await getCalendarEvent('eeeeeeeeeeeee01', 'en')).toBeNull();
    answer = () => Response.json({ ...event(1, '') });
    expect(await getCalendarEvent('eeeeeeeeeeeee01', 'en')).toBeNull();
    answer = () => new Response('{"status":404,"message":"x","data":{}}', { status: 404 });
    expect(await getCalendarEvent('eeeeeeeeeeeee01', 'en')).toBeNull();
  });
});
