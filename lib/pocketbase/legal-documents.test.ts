/** @jest-environment node */
import { getLegalDocuments } from './queries';
import { listAnswer, stubPocketBase, type Call } from '@/__tests__/support/pocketbase-fetch';

// getLegalDocuments (the about section's two links) against a stubbed global fetch, as in
// queries.test.ts.
let items: unknown[] = [];
let status = 200;
const calls = stubPocketBase(() => listAnswer(items, { perPage: 1000, status }));
beforeEach(() => {
  items = [];
  status = 200;
});

const legal = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `lllllllllllll${String(n).padStart(2, '0')}`,
  title: `Document ${n}`,
  title_si: `ලේඛනය ${n}`,
  category: 'Legal',
  status: 'published',
  resourceFile: `document_${n}_abcdefghij.pdf`,
  ...extra,
});

describe('getLegalDocuments', () => {
  it('reads the published Legal resources, oldest first, through the resources tag', async () => {
    await getLegalDocuments('en');
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [Call];
    expect(url.pathname).toBe('/api/collections/resources/records');
    expect(url.searchParams.get('filter')).toBe('status = "published" && (category:lower = "legal")');
    expect(url.searchParams.get('sort')).toBe('created');
    expect(init.next).toEqual({ revalidate: 60, tags: ['resources'] });
  });

  it("links each file through the site's proxy, titled in the page's language", async () => {
    items = [legal(1), legal(2)];
    expect(await getLegalDocuments('si')).toEqual([
      {
        id: 'lllllllllllll01',
        title: 'ලේඛනය 1',
        href: '/api/files/resources/lllllllllllll01/document_1_abcdefghij.pdf',
      },
      {
        id: 'lllllllllllll02',
        title: 'ලේඛනය 2',
        href: '/api/files/resources/lllllllllllll02/document_2_abcdefghij.pdf',
      },
    ]);
  });

  it('leaves out a record without a file and one that does not parse', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    items = [legal(1, { resourceFile: '' }), { id: 'not an id' }, legal(3)];
    expect((await getLegalDocuments('en')).map((doc) => doc.title)).toEqual(['Document 3']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('throws when PocketBase fails, for the section to fall back on', async () => {
    status = 500;
    await expect(getLegalDocuments('en')).rejects.toThrow();
  });
});
