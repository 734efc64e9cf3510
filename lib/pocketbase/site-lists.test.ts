/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listAnswer, stubPocketBase } from '@/__tests__/support/pocketbase-fetch';
import SEED from '@/pocketbase/seed-site-lists.json';
import { getAboutCards, getPrograms, getServices, getWhyUsItems } from './site-lists';

// The seed's records as PocketBase lists them: each with an id.
const withIds = <T extends object>(items: T[], prefix: string) =>
  items.map((item, index) => ({
    id: `${prefix}${String(index).padStart(15 - prefix.length, '0')}`,
    ...item,
  }));

const ANSWERS: Record<string, unknown[]> = {
  services: withIds(SEED.services, 'service'),
  special_programs: withIds(SEED.special_programs, 'program'),
  why_us_items: withIds(SEED.why_us_items, 'whyus'),
  about_cards: withIds(SEED.about_cards, 'about'),
};

describe('the home page lists of site-lists.ts', () => {
  let failing = false;
  const calls = stubPocketBase((url) => {
    if (failing) return new Response('{}', { status: 500 });
    return listAnswer(ANSWERS[url.pathname.split('/')[3]!] ?? []);
  });
  const dir = mkdtempSync(path.join(process.cwd(), '.site-lists-test-'));
  beforeAll(() => {
    process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dir);
  });
  afterAll(() => {
    delete process.env.NEXT_DIST_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads each list, published only, by order, through the Next cache with its own tag', async () => {
    const [services, programs, reasons, cards] = await Promise.all([
      getServices('si'),
      getPrograms('en'),
      getWhyUsItems('si'),
      getAboutCards('en'),
    ]);
    const asked = Object.fromEntries(
      calls.map((c) => [c.url.pathname.split('/')[3], [c.url.searchParams.get('filter'), c.init.next?.tags]]),
    );
    expect(asked).toEqual({
      services: ['status = "published"', ['services']],
      special_programs: ['status = "published"', ['programs']],
      why_us_items: ['status = "published"', ['why-us']],
      about_cards: ['status = "published"', ['about-cards']],
    });
    expect(calls.map((c) => c.url.searchParams.get('sort'))).toEqual(Array(4).fill('order,created'));

    const visa = services[2]!;
    expect([visa.slug, visa.icon, visa.title, visa.draft]).toEqual([
      'visa-guidance',
      'passport',
      'වීසා මඟපෙන්වීම සහ ලියකියවිලි',
      false,
    ]);
    expect(visa.details.map((group) => group.heading)).toEqual(['සැකසීමේ කාලය සහ ගාස්තු', 'අවශ්‍ය ලේඛන']);
    expect(services[6]!.description).toBe('');
    expect(programs.map((p) => p.title)).toEqual(SEED.special_programs.map((p) => p.title_en));
    expect(reasons.map((r) => r.title)).toEqual(SEED.why_us_items.map((r) => r.title_si));
    expect(cards.map((c) => c.shows)).toEqual(['legal_documents', 'tokyo_address', null, null, null]);
    expect(cards[0]!.body).toContain('{licence}');
  });

  it("shows the English where the Sinhala is empty; serves the build's copy when PocketBase fails", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    await expect(getWhyUsItems('en')).rejects.toThrow();
    mkdirSync(path.join(dir, 'pocketbase-copy'));
    const copy = {
      ...SEED.why_us_items[0]!,
      id: 'whyus0000000009',
      title_si: '',
      title_en: 'From the build',
    };
    writeFileSync(path.join(dir, 'pocketbase-copy', 'why_us_items.json'), JSON.stringify([copy]));
    expect((await getWhyUsItems('si')).map((r) => r.title)).toEqual(['From the build']);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("why_us_items could not be read, serving the build's copy"),
    );
    failing = false;
    error.mockRestore();
  });
});
