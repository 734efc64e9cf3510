import { expect, expectNoAxeViolations, ONCE, test } from './fixtures';

// The accessibility check every page spec ends with (expectNoAxeViolations in e2e/fixtures.ts)
// must still fail on what it is there to find, in both the ways it runs axe: in the page alone,
// and with a frame.

const BROKEN = `<main><h1>Broken</h1><img src="/x.png">
  <p style="color:#ddd;background:#fff">too faint to read</p></main>`;

test('the accessibility check fails on a missing alt text and faint text', ONCE, async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>t</title></head><body>${BROKEN}</body></html>`);
  const failure = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('"image-alt"');
  expect(failure).toContain('"color-contrast"');
});

test('the accessibility check looks inside a frame', ONCE, async ({ page }) => {
  const frame = `<html lang="en"><head><title>f</title></head><body>${BROKEN}</body></html>`;
  await page.setContent(
    `<html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1>
    <iframe title="inner" srcdoc="${frame.replaceAll('"', '&quot;')}"></iframe></main></body></html>`,
  );
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Broken' })).toBeVisible();
  const failure = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('"image-alt"');
  expect(failure).toContain('iframe');
});
