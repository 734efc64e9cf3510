import { expect, VIEWPORTS, test } from './fixtures';

// Events in the order a visitor plans (docs/spec-summary.md, Record pages). Upcoming events first,
// soonest first; past events below under their own heading, newest first. The seed holds both
// kinds.

const colomboDay = (value: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(value));

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`upcoming events soonest first, then past events newest first (${size})`, async ({
    page,
    gotoPage,
    m,
  }) => {
    await page.setViewportSize(viewport);
    await gotoPage('/events');
    const main = page.getByRole('main');
    const upcoming = main.getByRole('region', { name: m.Events.upcomingTitle });
    const past = main.getByRole('region', { name: m.Events.pastTitle });
    await expect(upcoming.getByRole('heading', { level: 2, name: m.Events.upcomingTitle })).toBeVisible();
    await expect(past.getByRole('heading', { level: 2, name: m.Events.pastTitle })).toBeVisible();

    const today = colomboDay(new Date());
    const upcomingDates = await upcoming
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    const pastDates = await past
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    expect(upcomingDates.length).toBeGreaterThan(1);
    expect(pastDates.length).toBeGreaterThan(0);
    expect(upcomingDates).toEqual([...upcomingDates].sort());
    expect(pastDates).toEqual([...pastDates].sort().reverse());
    for (const date of upcomingDates) expect(colomboDay(date) >= today).toBe(true);
    for (const date of pastDates) expect(colomboDay(date) < today).toBe(true);

    // The past group comes after every upcoming card on the page.
    const lastUpcoming = await upcoming.getByRole('listitem').last().boundingBox();
    const pastHeading = await past.getByRole('heading', { level: 2 }).boundingBox();
    expect(pastHeading!.y).toBeGreaterThan(lastUpcoming!.y);
  });
}
