import type { Page } from '@playwright/test';
import { form } from './contact';
import { expect, localePath, networkQuiet, test } from './fixtures';

// The home page's islands (components/ui/island.tsx, docs/architecture.md "Islands"): drawn by the
// server, their scripts fetched when the visitor reaches for them, not with the page, and hydrated
// onto the elements the visitor has already used.

/** Whether a script the page fetched so far holds the contact form's code (its `aria-describedby`). */
function contactScript(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/static/chunks/'))
      bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).some((body) => body.includes('contact-required-note'));
}

test('the contact form’s script comes when the form is reached, and keeps what was typed', async ({
  page,
  gotoPage,
  m,
  siteLocale,
}) => {
  const fetched = contactScript(page);
  await gotoPage('/');
  await networkQuiet(page);
  expect(await fetched(), 'the contact form’s script with the page').toBe(false);

  const f = form(page);
  const name = f.getByLabel(m.ContactForm.name, { exact: true });
  // Typed into the server's HTML: the focus fetches the form's script meanwhile.
  await name.pressSequentially('Nimal');
  await expect.poll(fetched).toBe(true);
  // Sent with the message left out: the form's script answers in place, with the name kept.
  await f.getByRole('button', { name: m.ContactForm.submit }).click();
  const message = f.getByLabel(m.ContactForm.message, { exact: true });
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(m.ContactForm.errors.required);
  await expect(name).toHaveValue('Nimal');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(localePath(siteLocale, '/'));
});
