import { atomFeed, xmlText, type AtomFeed } from './atom';

// The feed as a reader gets it: parsed as XML, with RFC 4287's required elements.

const ATOM = 'http://www.w3.org/2005/Atom';

const FEED: AtomFeed = {
  id: 'https://example.lk/si/jobs/feed.xml',
  title: 'ජපානයේ රැකියා – හිකාරි',
  self: 'https://example.lk/si/jobs/feed.xml',
  alternate: 'https://example.lk/si/jobs',
  language: 'si',
  author: { name: 'හිකාරි ලංකා', uri: 'https://example.lk/si' },
  fallbackUpdated: '2027-01-01T00:00:00.000Z',
  entries: [
    {
      id: 'https://example.lk/si/jobs/a',
      title: 'Care <worker> & "cook"',
      updated: '2027-01-03T00:00:00.000Z',
      published: '2027-01-02T00:00:00.000Z',
      link: 'https://example.lk/si/jobs/a',
      summary: 'වැටුප: ¥180,000\u0000',
    },
    {
      id: 'https://example.lk/si/jobs/b',
      title: 'Farm',
      updated: '2027-01-05T00:00:00.000Z',
      link: 'https://example.lk/si/jobs/b?x=1&y=2',
      summary: 'Salary on request',
    },
  ],
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const text = (parent: Element | Document, name: string) =>
  [...parent.getElementsByTagNameNS(ATOM, name)]
    .filter((e) => e.parentNode === parent)
    .map((e) => e.textContent);

describe('atomFeed', () => {
  it('parses as XML with the feed elements RFC 4287 requires', () => {
    const doc = parse(atomFeed(FEED));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const feed = doc.documentElement;
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.getAttribute('xml:lang')).toBe('si');
    expect(text(feed, 'id')).toEqual([FEED.id]);
    expect(text(feed, 'title')).toEqual([FEED.title]);
    // The newest entry's time, not the fallback.
    expect(text(feed, 'updated')).toEqual(['2027-01-05T00:00:00.000Z']);
    const author = feed.getElementsByTagNameNS(ATOM, 'author')[0]!;
    expect(text(author, 'name')).toEqual(['හිකාරි ලංකා']);
    const links = [...feed.children].filter((e) => e.localName === 'link');
    expect(links.map((l) => [l.getAttribute('rel'), l.getAttribute('href')])).toEqual([
      ['self', FEED.self],
      ['alternate', FEED.alternate],
    ]);
  });

  it('gives each entry its id, title, updated, link and summary, escaped', () => {
    const doc = parse(atomFeed(FEED));
    const entries = [...doc.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [Element, Element];
    expect(text(first, 'id')).toEqual(['https://example.lk/si/jobs/a']);
    expect(text(first, 'title')).toEqual(['Care <worker> & "cook"']);
    expect(text(first, 'updated')).toEqual(['2027-01-03T00:00:00.000Z']);
    expect(text(first, 'published')).toEqual(['2027-01-02T00:00:00.000Z']);
    expect(text(first, 'summary')).toEqual(['වැටුප: ¥180,000']);
    expect(text(second, 'published')).toEqual([]);
    const link = second.getElementsByTagNameNS(ATOM, 'link')[0]!;
    expect(link.getAttribute('href')).toBe('https://example.lk/si/jobs/b?x=1&y=2');
    expect(link.getAttribute('rel')).toBe('alternate');
  });

  it('takes the fallback time when no vacancy is open', () => {
    const doc = parse(atomFeed({ ...FEED, entries: [] }));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(text(doc.documentElement, 'updated')).toEqual(['2027-01-01T00:00:00.000Z']);
    expect(doc.getElementsByTagNameNS(ATOM, 'entry')).toHaveLength(0);
  });
});

describe('xmlText', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText(`a<b>&"c'\u0001\uFFFE`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
});
