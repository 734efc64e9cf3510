import type PocketBase from 'pocketbase';
import { legalDocuments } from '../content/about';
import { formatDate, formatFileSize } from '../lib/format';
import type en from '../messages/en.json';
import {
  expect,
  ONCE,
  localePath,
  VIEWPORTS,
  gridColumns,
  expectNoAxeViolations,
  cards,
  toastLocator,
  test,
  testPages,
} from './fixtures';
import { E2E_PORT } from './env';
import { revalidate, superuser } from './harness';

const MAIN_SITE = `http://127.0.0.1:${E2E_PORT}`;

// docs/spec-summary.md: Record pages (documents), Records and fallbacks, Error messages. Expected
// data comes from the seeded PocketBase.

type Resource = {
  id: string;
  title: string;
  description: string;
  title_si: string;
  description_si: string;
  fileType: string;
  fileSize: number;
  category: string;
  resourceFile: string;
  created: string;
};

async function publishedResources(pb: PocketBase): Promise<Resource[]> {
  const page = await pb
    .collection('resources')
    .getList<Resource>(1, 10, { filter: 'status = "published"', sort: '-created' });
  // The page lists the Legal documents first (lib/pocketbase/queries.ts getResourceCards).
  const legal = (r: Resource) => r.category.toLowerCase() === 'legal';
  return [...page.items.filter(legal), ...page.items.filter((r) => !legal(r))];
}

/** Stored category → key of the fixed, translated list (messages Documents.categories). */
const CATEGORIES: Record<string, keyof (typeof en)['Documents']['categories']> = {
  'Study Materials': 'studyMaterials',
  'Visa Information': 'visaInformation',
  'Work Culture': 'workCulture',
  Forms: 'forms',
  Legal: 'legal',
};

/** The text a page in `locale` shows: the Sinhala field on /si when it is filled, else English. */
const pick = (locale: 'en' | 'si', en: string, si: string) => (locale === 'si' && si ? si : en);

const LITERAL = {
  en: {
    title: 'Resources & Documents',
    started: 'Download Started',
    downloading: (title: string) => `Downloading ${title}...`,
    emptyTitle: 'No Resources',
    empty: 'There are currently no resources found.',
    errorTitle: 'Error',
    failed: 'Failed to load documents. Please try again later.',
  },
  si: {
    title: 'සම්පත් සහ ලේඛන',
    started: 'බාගැනීම ආරම්භ විය',
    downloading: (title: string) => `${title} බාගනිමින්...`,
    emptyTitle: 'සම්පත් නැත',
    empty: 'දැනට සම්පත් කිසිවක් හමු නොවීය.',
    errorTitle: 'දෝෂයකි',
    failed: 'ලේඛන පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  },
} as const;

test.describe('/documents with the seed content', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('shows every published resource with icon, title, category, description, type, size, date and download link', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const resources = await publishedResources(pb);
    await gotoPage('/documents');
    await expect(page.getByRole('heading', { level: 1, name: LITERAL[siteLocale].title })).toBeVisible();
    await expect(cards(page)).toHaveCount(resources.length);
    for (const [index, resource] of resources.entries()) {
      const card = cards(page).nth(index);
      const title = pick(siteLocale, resource.title, resource.title_si);
      const key = CATEGORIES[resource.category];
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(card).toContainText(key ? m.Documents.categories[key] : resource.category);
      await expect(card).toContainText(pick(siteLocale, resource.description, resource.description_si));
      await expect(card).toContainText(resource.fileType);
      const size = formatFileSize(resource.fileSize, siteLocale);
      if (size) await expect(card).toContainText(size);
      expect(size ?? '').toMatch(/^$|^\d[\d.,]* (B|KB|MB)$/);
      await expect(card.locator('time')).toHaveText(formatDate(resource.created, siteLocale)!);
      await expect(card.locator('svg[data-icon]')).toHaveAttribute('data-icon', key ?? 'default');
      const link = card.getByRole('link', {
        name: m.Documents.downloadLabel.replace('{title}', title),
      });
      await expect(link).toHaveAttribute(
        'href',
        resource.resourceFile ? `/api/files/resources/${resource.id}/${resource.resourceFile}` : '#',
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expectNoAxeViolations(page);
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`card grid columns at ${size} (${viewport.width}px)`, async ({ page, gotoPage }) => {
      await page.setViewportSize(viewport);
      await gotoPage('/documents');
      await expect(cards(page).first()).toBeVisible();
      expect(await gridColumns(page)).toBe({ phone: 1, tablet: 2, desktop: 3 }[size]);
    });
  }

  test('the licence and the certificate of incorporation are downloadable under Legal', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const legal = (await publishedResources(pb)).filter((r) => r.category === 'Legal');
    // The same two documents as the about section's links, in both languages.
    expect(legal.map((r) => [r.title, r.title_si]).sort()).toEqual(
      legalDocuments.map((doc) => [doc.title.en, doc.title.si]).sort(),
    );
    await gotoPage('/documents');
    for (const resource of legal) {
      const title = pick(siteLocale, resource.title, resource.title_si);
      const card = cards(page).filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      await expect(card).toContainText(m.Documents.categories.legal);
      await expect(card.locator('svg[data-icon]')).toHaveAttribute('data-icon', 'legal');
      const link = card.getByRole('link', { name: m.Documents.downloadLabel.replace('{title}', title) });
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test(
    'a resource without a file shows a link that does nothing (a record of its own)',
    ONCE,
    async ({ page, context, gotoPage, m, siteLocale }) => {
      // The seed has a file for every resource; this test brings one without and removes it.
      const record = await pb
        .collection('resources')
        .create({ status: 'published', title: 'E2E resource without a file', category: 'Forms' });
      try {
        expect(await revalidate(MAIN_SITE, 'resources', record.id)).toBe(200);
        await gotoPage('/documents');
        const none = page.getByRole('link', {
          name: m.Documents.downloadLabel.replace('{title}', 'E2E resource without a file'),
        });
        await expect(none).toHaveAttribute('href', '#');
        // aria-disabled: Playwright would wait for it to become enabled; a visitor can still click it.
        await none.click({ force: true });
        await expect(page).toHaveURL(localePath(siteLocale, '/documents'));
        expect(testPages(context)).toHaveLength(1);
        await expect(toastLocator(page)).toHaveCount(0);
      } finally {
        await pb.collection('resources').delete(record.id);
        await revalidate(MAIN_SITE, 'resources', record.id);
      }
    },
  );

  test('download opens the file in a new tab with a toast', async ({
    page,
    context,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const resources = await publishedResources(pb);
    expect(resources.every((r) => r.resourceFile)).toBe(true);
    const withFile =
      resources.find((r) => r.resourceFile && r.fileType.toUpperCase() === 'PNG') ??
      resources.find((r) => r.resourceFile)!;
    const withFileTitle = pick(siteLocale, withFile.title, withFile.title_si);
    await gotoPage('/documents');

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: m.Documents.downloadLabel.replace('{title}', withFileTitle) }).click(),
    ]);
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].started);
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].downloading(withFileTitle));
    await expect.poll(() => tab.url()).toContain(`/api/files/resources/${withFile.id}/`);
    await tab.close();

    const response = await page.request.get(`/api/files/resources/${withFile.id}/${withFile.resourceFile}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toContain(withFile.resourceFile);
    // The whole file arrives. (Next 16's send-response drops a route handler's content-length and
    // sends the body chunked; the handler itself passes it back, see route.test.ts.)
    expect((await response.body()).length).toBe(withFile.fileSize);
  });
});

test.describe('/documents empty and failure states', () => {
  test('no resources: toast and empty state', async ({ page, siteLocale, stateSites: sites }) => {
    await page.goto(`${sites.empty.url}${localePath(siteLocale, '/documents')}`);
    await expect(page.getByRole('heading', { level: 1, name: LITERAL[siteLocale].title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: LITERAL[siteLocale].emptyTitle })).toBeVisible();
    await expect(main.getByText(LITERAL[siteLocale].empty)).toBeVisible();
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].emptyTitle);
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].empty);
    await expectNoAxeViolations(page);
  });

  for (const which of ['closed', 'failing'] as const) {
    test(
      `PocketBase ${which === 'closed' ? 'unreachable' : 'answering 500'}: Error toast and inline error`,
      which === 'failing' ? ONCE : {},
      async ({ page, siteLocale, stateSites: sites }) => {
        await page.goto(`${sites[which].url}${localePath(siteLocale, '/documents')}`);
        await expect(page.getByRole('heading', { level: 1, name: LITERAL[siteLocale].title })).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toContainText(LITERAL[siteLocale].failed);
        await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].errorTitle);
        await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].failed);
        await expectNoAxeViolations(page);
      },
    );
  }
});
