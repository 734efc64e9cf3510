import { expect, test } from './fixtures';

// docs/spec-summary.md, Later additions: no desktop navigation label wraps. At 1024, 1152 and 1280
// px each link of the bar (and the brand) is exactly one line high, in the language under test.

for (const width of [1024, 1152, 1280]) {
  test(`every desktop nav label fits on one line at ${width}px`, async ({ page, gotoPage, m }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoPage('/documents');
    const nav = page.getByRole('navigation', { name: m.Navbar.label });
    const links = nav.getByRole('link');
    await expect(links.filter({ hasText: m.Navbar.events })).toBeVisible();
    const heights = await links.evaluateAll((anchors) =>
      anchors
        .filter((a) => (a as HTMLElement).offsetParent !== null && a.textContent!.trim() !== '')
        .map((a) => {
          // The text's own boxes (the brand's logo is taller than a line and does not count).
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
          let top = Infinity;
          let bottom = -Infinity;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              top = Math.min(top, rect.top);
              bottom = Math.max(bottom, rect.bottom);
            }
          }
          const lineHeight = parseFloat(getComputedStyle(a.querySelector('span') ?? a).lineHeight);
          // No box: the text is not shown at this width (the brand shows its logo only below xl).
          const lines = top === Infinity ? null : Math.round((bottom - top) / lineHeight);
          return { text: a.textContent!.trim(), lines };
        })
        .filter((link) => link.lines !== null),
    );
    expect(heights.length).toBeGreaterThan(5);
    expect(heights.filter((link) => link.lines !== 1)).toEqual([]);
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
}
