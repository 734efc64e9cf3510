import { expect, localePath, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';

// The team is the published records of `team_members` by order (components/home/team-list.tsx): a
// new member the office adds without a photo shows on the home page within seconds, with initials.

const LIVE = { timeout: 10_000, intervals: [250, 500, 1000] };

test('a new team member without a photo shows with initials', async ({ page, siteLocale }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const pb = await superuser();
  const member = await pb.collection('team_members').create({
    name_en: 'Nimal Perera',
    name_si: 'නිමල් පෙරේරා',
    role_en: 'Counsellor',
    role_si: 'උපදේශක',
    team: 'sri_lanka',
    order: 70,
    status: 'published',
  });
  const name = siteLocale === 'en' ? 'Nimal Perera' : 'නිමල් පෙරේරා';
  const card = page.locator('#about [data-testid="team-member"]').filter({ hasText: name });
  try {
    await expect
      .poll(async () => {
        await page.goto(localePath(siteLocale, '/'));
        return card.count();
      }, LIVE)
      .toBe(1);
    // Last of the Sri Lanka list (order 70, after the seed's 10 to 60).
    const list = page.locator('#about [data-testid="team-member"]');
    await expect(list.nth(6)).toContainText(name);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img')).toHaveText(siteLocale === 'en' ? 'NI' : 'නිම');
    await expect(card.getByRole('img')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
  } finally {
    await pb.collection('team_members').delete(member.id);
  }
});
