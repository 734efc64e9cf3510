import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applicant, applyForm, fillApplication, openVacancy, tinyPdf } from './apply';
import { ownClientAddress } from './contact';
import { expect, expectSteady, ONCE, test, VIEWPORTS } from './fixtures';
import { freePort, startSite, startTempPocketBase, superuser } from './harness';
import { WebhookReceiver } from './webhook-receiver';

// An application accepted while PocketBase is down is kept in the spool with its file
// (lib/applications/spool.ts) and, once PocketBase is back, stored and delivered once.
test.use({ viewport: VIEWPORTS.phone });

test(
  'PocketBase stopped: the application is accepted, and delivered once when it is back',
  ONCE,
  async ({ page, m, siteLocale }) => {
    test.setTimeout(240_000);
    const cleanup: (() => Promise<unknown>)[] = [];
    try {
      const spoolDir = await mkdtemp(path.join(tmpdir(), 'apply-spool-e2e-'));
      cleanup.push(() => rm(spoolDir, { recursive: true, force: true }));
      const hook = new WebhookReceiver(await freePort());
      await hook.start('ok');
      cleanup.push(() => hook.stop());
      const pocketbase = await startTempPocketBase({ seed: true });
      cleanup.push(() => pocketbase.remove());
      const site = await startSite(pocketbase.url, {
        env: { CONTACT_WEBHOOK_URL: hook.url, CONTACT_SPOOL_DIR: spoolDir },
      });
      cleanup.push(() => site.stop('SIGKILL'));
      await ownClientAddress(page);

      const { path: applyPath } = await openVacancy(await superuser(pocketbase.url), siteLocale);
      const a = applicant(siteLocale);
      await page.goto(`${site.url}${applyPath}`);
      await expect(applyForm(page)).toBeVisible();
      await pocketbase.stop();
      await fillApplication(page, m.ApplyForm, a);
      await applyForm(page)
        .locator('input[type=file]')
        .setInputFiles([tinyPdf(a.message)]);
      await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
      await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/, { timeout: 30_000 });
      const reference = (await page.getByTestId('apply-reference').textContent())?.trim();
      expect(await readdir(path.join(spoolDir, 'applications'))).toHaveLength(1);
      expect(hook.for(a.message)).toHaveLength(0);

      await pocketbase.restart();
      await expect.poll(() => hook.deliveredFor(a.message).length, { timeout: 120_000 }).toBe(1);
      expect(hook.deliveredFor(a.message)[0]?.body).toMatchObject({ kind: 'application', reference });
      await expect.poll(async () => (await readdir(path.join(spoolDir, 'applications'))).length).toBe(0);
      await expectSteady(() => hook.deliveredFor(a.message).length, 1);
    } finally {
      for (const step of cleanup.reverse()) await step().catch(() => undefined);
    }
  },
);
