/** @jest-environment node */
import {
  BLOG_DEFAULT_IMAGE,
  EVENT_DEFAULT_IMAGE,
  groupEvents,
  toBlogCard,
  toBlogPost,
  toEventCard,
  resourceCategory,
  toResourceCard,
} from './reshape';
import { blogRecordSchema, eventRecordSchema, parseRecord, resourceRecordSchema } from './schemas';

const ID = 'abcdefghij12345';

describe('blog records', () => {
  it('falls back on a malformed record: no title, no content, default thumbnail', () => {
    const [record] = parseRecord(blogRecordSchema, 'blogs_v3', {
      id: ID,
      title: null,
      images: 'x',
      created: 42,
    });
    expect(record).toBeDefined();
    const card = toBlogCard(record!, 'en');
    expect(card).toEqual({
      id: ID,
      title: null,
      excerpt: null,
      thumbnail: BLOG_DEFAULT_IMAGE,
      date: null,
      dateTime: undefined,
    });
    const post = toBlogPost(record!, 'en');
    expect(post.title).toBeNull();
    expect(post.markup).toBeNull();
    expect(post.paragraphs).toEqual([]);
    expect(post.language).toBeNull();
  });

  it('builds the excerpt from markup text, else the description, and the thumb URL', () => {
    const base = {
      id: ID,
      title: ' T ',
      status: 'published',
      language: 'si',
      created: '2026-01-02 03:04:05.000Z',
    };
    const fromMarkup = toBlogCard(
      blogRecordSchema.parse({
        ...base,
        markup: `<h2>ශීර්ෂය</h2><p>${'ක'.repeat(200)}</p>`,
        description: 'd',
        images: ['a_1234567890.png'],
      }),
      'si',
    );
    expect(fromMarkup.title).toBe('T');
    // ශී ර් ෂ ය + full stop + space = 6 graphemes, then 144 more.
    expect(fromMarkup.excerpt).toBe(`ශීර්ෂය. ${'ක'.repeat(144)}...`);
    expect(fromMarkup.excerpt).not.toContain('<');
    expect(fromMarkup.thumbnail).toBe(`/api/files/blogs_v3/${ID}/a_1234567890.png?thumb=640x360`);
    const fromDescription = toBlogCard(
      blogRecordSchema.parse({ ...base, markup: '<p> </p>', description: 'Short  text' }),
      'en',
    );
    expect(fromDescription.excerpt).toBe('Short text...');
  });

  it('splits a description into paragraphs at blank lines', () => {
    const post = toBlogPost(
      blogRecordSchema.parse({ id: ID, description: 'One\nline two\n\n\nTwo\n  \nThree', language: 'en' }),
      'en',
    );
    expect(post.paragraphs).toEqual(['One\nline two', 'Two', 'Three']);
    expect(post.language).toBe('en');
  });

  it('skips a record without a valid id and logs one line', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRecord(blogRecordSchema, 'blogs_v3', { id: 'bad', title: 'x' })).toEqual([]);
    expect(parseRecord(blogRecordSchema, 'blogs_v3', null)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('blogs_v3 record bad');
    warn.mockRestore();
  });
});

describe('event records', () => {
  it('falls back to nulls and the 404 image', () => {
    const card = toEventCard(
      eventRecordSchema.parse({
        id: ID,
        title: '',
        description: 7,
        event_date: '',
        location: '',
        screens: '',
      }),
      'en',
    );
    expect(card).toEqual({
      id: ID,
      title: null,
      description: null,
      date: null,
      dateTime: undefined,
      time: null,
      startDate: undefined,
      location: null,
      image: EVENT_DEFAULT_IMAGE,
      // Without status "published" it is a draft: only draft preview lists it.
      draft: true,
    });
  });

  it('reads the screen thumb and formats the date', () => {
    const card = toEventCard(
      eventRecordSchema.parse({
        id: ID,
        title: 'Seminar',
        event_date: '2027-01-16 04:30:00.000Z',
        location: 'Colombo',
        screens: 's_1234567890.png',
        status: 'published',
      }),
      'en',
    );
    expect(card.draft).toBe(false);
    expect(card.image).toBe(`/api/files/events_v3/${ID}/s_1234567890.png?thumb=640x360`);
    expect(card.date).toBe('January 16, 2027');
    // 04:30 UTC is 10:00 in Sri Lanka.
    expect(card.time).toBe('10:00 AM');
    expect(card.startDate).toBe('2027-01-16T10:00:00+05:30');
    expect(card.location).toBe('Colombo');
  });
});

describe('resource records', () => {
  it('keeps empty text and links to # without a file', () => {
    const card = toResourceCard(
      resourceRecordSchema.parse({ id: ID, fileSize: 'big', resourceFile: [] }),
      'en',
    );
    expect(card).toMatchObject({
      title: '',
      description: '',
      fileType: '',
      category: '',
      fileSize: 0,
      href: '#',
      date: null,
    });
  });

  it('links to the file through the site proxy', () => {
    const card = toResourceCard(
      resourceRecordSchema.parse({
        id: ID,
        title: 'Checklist',
        resourceFile: 'c_1234567890.pdf',
        fileSize: 2458,
        status: 'published',
      }),
      'en',
    );
    expect(card.href).toBe(`/api/files/resources/${ID}/c_1234567890.pdf`);
  });

  it('links no file for a draft (only draft preview lists it; the proxy would answer 404)', () => {
    const record = { id: ID, title: 'Checklist', resourceFile: 'c_1234567890.pdf', status: 'draft' };
    const card = toResourceCard(resourceRecordSchema.parse(record), 'en');
    expect(card).toMatchObject({ draft: true, href: '#' });
    const event = toEventCard(
      eventRecordSchema.parse({ id: ID, title: 'Seminar', screens: 's_1234567890.png', status: 'draft' }),
      'en',
    );
    expect(event).toMatchObject({ draft: true, image: EVENT_DEFAULT_IMAGE });
  });
});

describe('blog excerpts', () => {
  it('end each markup block with a full stop', () => {
    const card = toBlogCard(
      blogRecordSchema.parse({
        id: ID,
        markup:
          '<h2>A typical timeline</h2>\n<p>For most of our candidates.</p><ul><li>One</li><li>Two</li></ul>',
      }),
      'en',
    );
    expect(card.excerpt).toBe('A typical timeline. For most of our candidates. One. Two...');
  });
});

describe('Sinhala fields', () => {
  const event = eventRecordSchema.parse({
    id: ID,
    title: 'Seminar',
    title_si: 'සම්මන්ත්‍රණය',
    description: 'About the test',
    description_si: ' ',
    location: 'Colombo',
    location_si: 'කොළඹ',
  });

  it('events show the Sinhala field on /si and fall back to English when it is empty', () => {
    expect(toEventCard(event, 'si')).toMatchObject({
      title: 'සම්මන්ත්‍රණය',
      description: 'About the test',
      location: 'කොළඹ',
    });
    expect(toEventCard(event, 'en')).toMatchObject({
      title: 'Seminar',
      description: 'About the test',
      location: 'Colombo',
    });
  });

  it('resources too, and the category maps onto the fixed list', () => {
    const record = resourceRecordSchema.parse({
      id: ID,
      title: 'Licence',
      title_si: 'බලපත්‍රය',
      description: 'The licence',
      category: 'legal',
    });
    expect(toResourceCard(record, 'si')).toMatchObject({
      title: 'බලපත්‍රය',
      description: 'The licence',
      categoryKey: 'legal',
    });
    expect(toResourceCard(record, 'en').title).toBe('Licence');
    expect(resourceCategory('Study Materials')).toBe('studyMaterials');
    expect(resourceCategory('Something else')).toBeNull();
  });
});

describe('groupEvents', () => {
  const card = (id: string, event_date: string) =>
    toEventCard(eventRecordSchema.parse({ id: id.padEnd(15, 'x'), title: id, event_date }), 'en');
  // 10:00 in Colombo on 23 November 2026.
  const now = new Date('2026-11-23T04:30:00.000Z');

  it('puts upcoming events first, soonest first, then dateless ones; past events newest first', () => {
    const cards = [
      card('a', '2026-03-07 04:00:00.000Z'),
      card('b', '2027-01-16 04:30:00.000Z'),
      card('c', ''),
      card('d', '2026-12-12 05:00:00.000Z'),
      card('e', '2026-10-01 05:00:00.000Z'),
      card('f', '2027-02-20 08:30:00.000Z'),
    ];
    const { upcoming, past } = groupEvents(cards, now);
    expect(upcoming.map((c) => c.title)).toEqual(['d', 'b', 'f', 'c']);
    expect(past.map((c) => c.title)).toEqual(['e', 'a']);
  });

  it("keeps an event of today upcoming all day in Sri Lanka, and yesterday's in the past", () => {
    const { upcoming, past } = groupEvents(
      [card('today', '2026-11-23 02:00:00.000Z'), card('yesterday', '2026-11-22 18:00:00.000Z')],
      now,
    );
    // 2026-11-22 18:00Z is 23:30 on the 22nd in Colombo.
    expect(upcoming.map((c) => c.title)).toEqual(['today']);
    expect(past.map((c) => c.title)).toEqual(['yesterday']);
  });

  it('gives two empty groups for no events', () => {
    expect(groupEvents([], now)).toEqual({ upcoming: [], past: [] });
  });
});
