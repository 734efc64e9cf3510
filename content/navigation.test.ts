import { PAGES } from '@/lib/i18n/pages.mjs';
import { navItems } from './navigation';

test('the navigation links to the pages of lib/i18n/pages.mjs that name it, and to no other page', () => {
  const linked = navItems.flatMap((item) =>
    'path' in item.target ? [`${item.key} ${item.target.path}`] : [],
  );
  const named = PAGES.flatMap((page) => (page.nav ? [`${page.nav} ${page.path}`] : []));
  expect(linked.sort()).toEqual(named.sort());
});
