import { expect, test } from './fixtures';
import { sitePages } from './pages';
import { servedText } from './served-text';

// The served text of every page (lib/i18n/pages.mjs) in the project's language, against the
// recording in e2e/served-text.spec.ts-snapshots/, made on the commit before the agency's facts
// and lists moved from content/ into PocketBase records: the move changes no word a visitor reads.
// A deliberate change of text records again: `npm run test:e2e -- e2e/served-text.spec.ts
// --project en --project si --update-snapshots`.
test('every page serves the text it served before the move', async ({ request, siteLocale }) => {
  for (const { page, address } of await sitePages(request, [siteLocale])) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const name = `${
      page === '/'
        ? 'home'
        : page
            .slice(1)
            .replaceAll('/', '-')
            .replace(/\[id\]/g, 'id')
    }.txt`;
    expect.soft(servedText(await response.text()), address).toMatchSnapshot(name);
  }
});
