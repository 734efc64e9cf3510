import { expect, localePath, NAVIGATION, test, VIEWPORTS } from './fixtures';

// The hero's first action leads to the vacancies (components/home/hero.tsx), in the page's language.
test('the hero leads to the vacancies in the page language', async ({ page, gotoPage, m, siteLocale }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await gotoPage('/');
  const jobs = page.locator('#home').getByRole('link', { name: m.Hero.jobs, exact: true });
  await expect(jobs).toHaveAttribute('href', localePath(siteLocale, '/jobs'));
  await expect(jobs).toBeInViewport({ ratio: 1 });
  await jobs.click();
  await expect(page).toHaveURL(localePath(siteLocale, '/jobs'), NAVIGATION);
  await expect(page.getByRole('heading', { level: 1, name: m.Jobs.title })).toBeVisible();
});
