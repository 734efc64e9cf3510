import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { type Mailpit, type Site, startMailpit, startSite, startTempPocketBase, superuser } from './harness';

// The servers of e2e/job-alerts.spec.ts and what its tests do with them: a PocketBase, a Mailpit
// and a site sending through it, the form's POST as a browser without scripts sends it, an email's
// links, and vacancies published through the admin's API.

type Servers = { site: Site; mail: Mailpit; admin: PocketBase; stop: () => Promise<void> };
let world: Servers | undefined;
export const SCRIPTS = '**/_next/static/chunks/**';
let address = 0;
/** A fresh address and client address per subscriber (each project runs the file once). */
export const next = (locale: string) => {
  address += 1;
  return { email: `seeker${address}-${locale}-${Date.now()}@example.com`, client: `203.0.113.${address}` };
};

/** Starts the servers of e2e/job-alerts.spec.ts. */
export async function startServers(): Promise<void> {
  const pb = await startTempPocketBase();
  const mail = await startMailpit();
  const site = await startSite(pb.url, { env: mail.smtpEnv });
  const admin = await superuser(pb.url);
  world = {
    site,
    mail,
    admin,
    stop: async () => {
      await site.stop();
      await mail.remove();
      await pb.remove();
    },
  };
}

export const servers = (): Servers => {
  if (!world) throw new Error('startServers() first');
  return world;
};

export const subscriptionOf = async (email: string) =>
  (
    await servers()
      .admin.collection('job_alert_subscriptions')
      .getFullList({ filter: `email = "${email}"` })
  )[0];

/** Signs up through the form's route as a browser without scripts would post it. */
export async function postForm(email: string, sectors: string[], locale: string, client: string) {
  const body = new URLSearchParams({ email, locale });
  for (const sector of sectors) body.append('sectors', sector);
  return fetch(`${servers().site.url}/api/job-alerts`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: servers().site.url,
      'x-forwarded-for': client,
    },
    body,
  });
}

/** The link of an email's plain text that starts with `path`. */
export function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in the email`);
  return found;
}

/** Confirms by the button's POST, as the confirm page's form sends it. */
export async function confirmByPost(email: string, locale: string) {
  const [mail] = await servers().mail.waitFor(email, 1);
  const token = new URL(
    linkIn((await servers().mail.message(mail!.ID)).Text, '/jobs/alerts/confirm'),
  ).searchParams.get('token')!;
  const res = await fetch(`${servers().site.url}/api/job-alerts/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: servers().site.url },
    body: new URLSearchParams({ token, locale }),
  });
  expect(res.status).toBe(303);
  expect((await subscriptionOf(email))?.confirmed).toBe(true);
}

export const publish = (sector: string, title: string) =>
  servers()
    .admin.collection('vacancies')
    .create({
      title,
      title_si: `${title} (සිංහල)`,
      sector,
      prefecture: 'aichi',
      salary_min: 180000,
      salary_max: 220000,
      status: 'published',
    });

export async function subscribeInPage(page: Page, path: string, email: string) {
  await page.goto(`${servers().site.url}${path}`);
  const form = page.getByTestId('job-alert-form');
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button').click();
}

/** A <style> with the Sinhala face a phone has (the site's copy of Noto Sans Sinhala, 400 and 700). */
export async function sinhalaFace(): Promise<string> {
  const dir = path.join(__dirname, '../node_modules/@fontsource/noto-sans-sinhala/files');
  const faces = await Promise.all(
    [400, 700].map(async (weight) => {
      const file = await readFile(path.join(dir, `noto-sans-sinhala-sinhala-${weight}-normal.woff2`));
      return `@font-face{font-family:"Noto Sans Sinhala";font-weight:${weight};src:url(data:font/woff2;base64,${file.toString('base64')}) format("woff2")}`;
    }),
  );
  return `<style>${faces.join('')}</style>`;
}
