import { LOCALE_SCRIPT } from './locale-script';

/**
 * Runs the inline script on a page of `lang` at `address`, with `stored` in local storage, the
 * browser's `language` and the page's hreflang links; returns where it sent the visitor (null:
 * it stayed) and the listener it left for the switch.
 */
function run({
  lang,
  address,
  stored = null,
  language = 'en-US',
  alternates = {},
}: {
  lang: 'en' | 'si';
  address: string;
  stored?: string | null;
  language?: string;
  alternates?: Record<string, string>;
}) {
  document.documentElement.lang = lang;
  document.head.innerHTML = Object.entries(alternates)
    .map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`)
    .join('');
  const storage = new Map<string, string>(stored === null ? [] : [['appLanguage', stored]]);
  const url = new URL(address, 'https://site.example');
  let replaced: string | null = null;
  const location = {
    href: url.href,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => {
      replaced = to;
    },
  };
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  let onClick: ((event: { target: unknown }) => void) | null = null;
  const fakeDocument = {
    documentElement: document.documentElement,
    querySelector: (selector: string) => document.querySelector(selector),
    addEventListener: (_type: string, listener: (event: { target: unknown }) => void) => {
      onClick = listener;
    },
  };
  new Function('document', 'localStorage', 'location', 'navigator', LOCALE_SCRIPT)(
    fakeDocument,
    localStorage,
    location,
    { language },
  );
  return { replaced: replaced as string | null, storage, click: (target: unknown) => onClick?.({ target }) };
}

const POST = {
  en: 'https://site.example/blog/aaaaaaaaaaaaaaa',
  si: 'https://site.example/si/blog/bbbbbbbbbbbbbbb',
};

describe('the inline language script', () => {
  test('a stored choice moves the visitor to the page in that language', () => {
    expect(
      run({
        lang: 'en',
        address: '/blog?notice=x#top',
        stored: 'si',
        alternates: { en: 'https://site.example/blog', si: 'https://site.example/si/blog' },
      }).replaced,
    ).toBe('/si/blog?notice=x#top');
    expect(
      run({ lang: 'si', address: '/si/blog/bbbbbbbbbbbbbbb', stored: 'en', alternates: POST }).replaced,
    ).toBe('/blog/aaaaaaaaaaaaaaa');
  });

  test('a post without a version in the stored language stays', () => {
    expect(
      run({
        lang: 'en',
        address: '/blog/aaaaaaaaaaaaaaa',
        stored: 'si',
        alternates: { en: POST.en, 'x-default': POST.en },
      }).replaced,
    ).toBeNull();
  });

  test('only the path of an alternate is followed: never another site', () => {
    expect(
      run({ lang: 'en', address: '/', stored: 'si', alternates: { si: 'https://evil.example/si' } }).replaced,
    ).toBe('/si');
  });

  test('with no stored choice, a Sinhala browser is moved from / only', () => {
    expect(run({ lang: 'en', address: '/', language: 'si-LK' }).replaced).toBe('/si');
    expect(run({ lang: 'en', address: '/', language: 'si' }).replaced).toBe('/si');
    expect(
      run({
        lang: 'en',
        address: '/blog',
        language: 'si-LK',
        alternates: { si: 'https://site.example/si/blog' },
      }).replaced,
    ).toBeNull();
    expect(run({ lang: 'en', address: '/', language: 'en-US' }).replaced).toBeNull();
    expect(run({ lang: 'en', address: '/', language: 'ja' }).replaced).toBeNull();
    // A stored English choice wins over the browser's language.
    expect(run({ lang: 'en', address: '/', language: 'si-LK', stored: 'en' }).replaced).toBeNull();
  });

  test('a page in the stored language stays; an unknown stored value is no choice', () => {
    expect(
      run({ lang: 'si', address: '/si', stored: 'si', alternates: { en: 'https://site.example/' } }).replaced,
    ).toBeNull();
    expect(
      run({ lang: 'si', address: '/si/blog', stored: 'ja', alternates: { en: 'https://site.example/blog' } })
        .replaced,
    ).toBeNull();
  });

  test('following the switch stores its language', () => {
    const page = run({ lang: 'en', address: '/blog' });
    const link = document.createElement('a');
    link.setAttribute('data-locale-switch', '');
    link.hreflang = 'si';
    const label = document.createElement('span');
    link.append(label);
    page.click(label);
    expect(page.storage.get('appLanguage')).toBe('si');
    const home = run({ lang: 'en', address: '/#services' });
    link.href = 'https://site.example/si';
    home.click(link);
    expect(link.href).toBe('https://site.example/si#services');
    page.click(document.createElement('a'));
    expect(page.storage.get('appLanguage')).toBe('si');
  });

  test('the switch of a page that keeps its query (data-keep-query) takes the query along', () => {
    const switchLink = (keep: boolean) => {
      const link = document.createElement('a');
      link.setAttribute('data-locale-switch', '');
      if (keep) link.setAttribute('data-keep-query', '');
      link.hreflang = 'si';
      link.href = 'https://site.example/si/jobs';
      return link;
    };
    const jobs = run({ lang: 'en', address: '/jobs?sector=caregiving&page=2#results' });
    const kept = switchLink(true);
    jobs.click(kept);
    expect(kept.href).toBe('https://site.example/si/jobs?sector=caregiving&page=2#results');
    const dropped = switchLink(false);
    jobs.click(dropped);
    expect(dropped.href).toBe('https://site.example/si/jobs#results');
    // A link the page's scripts completed already keeps its own query.
    const completed = switchLink(true);
    completed.search = '?sector=agriculture';
    jobs.click(completed);
    expect(completed.href).toBe('https://site.example/si/jobs?sector=agriculture#results');
  });

  test('a stored choice keeps the query and the section', () => {
    const page = run({
      lang: 'si',
      address: '/si/jobs?sector=caregiving#list',
      stored: 'en',
      alternates: { en: 'https://site.example/jobs' },
    });
    expect(page.replaced).toBe('/jobs?sector=caregiving#list');
  });
});
