/** @jest-environment node */
import { getVacancy, getVacancyPage } from './queries';
import { stubPocketBase, type Call } from '@/__tests__/support/pocketbase-fetch';

// The vacancy reads through the real SDK against a stubbed global fetch: what is asked of
// PocketBase, through which cache tags, and what comes back.

let answer: () => Response;
const calls = stubPocketBase(() => answer());

const ID = 'abcdefghij12345';
const NOW = new Date('2026-05-01T10:00:42.123Z');

describe('getVacancyPage', () => {
  it('asks for one page of 20 open, published vacancies, newest first, in the minute of `now`', async () => {
    answer = () =>
      Response.json({ page: 2, perPage: 20, totalItems: 21, totalPages: 2, items: [{ id: ID, title: 'T' }] });
    const page = await getVacancyPage({ sector: 'agriculture', visa: 'ssw', page: 2 }, 'en', NOW);
    const [{ url, init }] = calls as [Call];
    expect(url.pathname).toBe('/api/collections/vacancies/records');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('perPage')).toBe('20');
    expect(url.searchParams.get('sort')).toBe('-created,-id');
    expect(url.searchParams.get('filter')).toBe(
      'status = "published" && (valid_through = "" || valid_through > "2026-05-01 10:00:00.000Z") && sector = "agriculture" && visa_type = "ssw"',
    );
    expect(url.searchParams.has('skipTotal')).toBe(false);
    expect(init.next).toEqual({ revalidate: 60, tags: ['vacancies'] });
    expect(page).toMatchObject({ page: 2, totalPages: 2, totalItems: 21 });
    expect(page.items.map((item) => [item.id, item.title])).toEqual([[ID, 'T']]);
  });

  it('sends the same address all minute, so the cached answer serves every visit in it', async () => {
    answer = () => Response.json({ page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [] });
    const filters = { sector: null, visa: null, page: 1 };
    await getVacancyPage(filters, 'si', new Date('2026-05-01T10:00:00.000Z'));
    await getVacancyPage(filters, 'si', new Date('2026-05-01T10:00:59.999Z'));
    await getVacancyPage(filters, 'si', new Date('2026-05-01T10:01:00.000Z'));
    const [a, b, c] = calls.map((call) => call.url.href);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('lets a failing PocketBase throw (the page shows its failure state)', async () => {
    answer = () => new Response('{"status":500,"message":"boom","data":{}}', { status: 500 });
    await expect(getVacancyPage({ sector: null, visa: null, page: 1 }, 'en', NOW)).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('getVacancy', () => {
  it('returns null for an id that is not a PocketBase id, without asking', async () => {
    for (const id of ['abc', `${ID}x`, '../../_superusers', 'ABCDEFGHIJ12345']) {
      expect(await getVacancy(id, 'en')).toBeNull();
    }
    expect(calls).toHaveLength(0);
  });

  it('reads one vacancy with the vacancies and vacancy:<id> tags', async () => {
    answer = () => Response.json({ id: ID, title: 'Caregiver', status: 'published', salary_min: 190000 });
    expect(await getVacancy(ID, 'en')).toMatchObject({ id: ID, title: 'Caregiver', salaryMin: 190000 });
    expect(calls[0]!.url.pathname).toBe(`/api/collections/vacancies/records/${ID}`);
    expect(calls[0]!.init.next).toEqual({ revalidate: 60, tags: ['vacancies', `vacancy:${ID}`] });
  });

  it('returns null for a 404 and for a draft', async () => {
    answer = () => new Response('{"status":404,"message":"not found","data":{}}', { status: 404 });
    expect(await getVacancy('zzzzzzzzzzzzzz1', 'en')).toBeNull();
    answer = () => Response.json({ id: 'zzzzzzzzzzzzzz2', status: 'draft' });
    expect(await getVacancy('zzzzzzzzzzzzzz2', 'en')).toBeNull();
  });
});
