import net from 'node:net';
import { APPLY_BODY_MAX_BYTES } from '../lib/applications/fields';
import { BUSY_RETRY_SECONDS, WAITING_PER_ADDRESS } from '../lib/applications/upload-rules';
import { applicant, applicationBody, openVacancy, tinyPdf } from './apply';
import { inquiry, refusedPages } from './contact';
import { expect, messages } from './fixtures';
import { superuser } from './harness';
import type { Cluster } from './harness/nginx';
import { rawHead } from './harness/raw-socket';

// The forms through the real nginx of e2e/multi-instance.spec.ts (docs/nginx/hikari.conf,
// location = /api/apply): a real CV passes its body limit, the rest of the server keeps its
// small one, and one address's requests past the site's rules are answered 429 with Retry-After.

/** An application with a 3 MB PDF is accepted through nginx; a 100 KB body elsewhere is not. */
export async function largeCvThroughNginx(cluster: Cluster) {
  const { vacancy } = await openVacancy(await superuser(cluster.pocketbaseUrl), 'en');
  const pdf = tinyPdf('x'.repeat(3 * 1024 * 1024));
  const form = await applicationBody(applicant('en'), [pdf]);
  expect(form.body.length).toBeGreaterThan(3 * 1024 * 1024);
  const answer = await fetch(`${cluster.nginx}/api/apply?locale=en&vacancy=${vacancy.id}`, {
    method: 'POST',
    headers: { 'content-type': form.type, accept: 'application/json' },
    body: new Uint8Array(form.body),
  });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { reference: string }).reference).toMatch(/^HL-/);
  const elsewhere = await fetch(`${cluster.nginx}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'x'.repeat(100 * 1024) }),
  });
  expect(elsewhere.status).toBe(413);
}

/** Opens a POST of /api/apply whose body never comes; the socket, to close. */
function heldUpload(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/apply?locale=si HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${APPLY_BODY_MAX_BYTES}\r\n\r\n`,
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/**
 * One address holds one upload and the requests that may wait for it; one more is answered at
 * once by nginx with 429, Retry-After and the site's busy words in the form's language.
 */
export async function oneAddressIsHeldToItsRules(cluster: Cluster) {
  const port = Number(new URL(cluster.nginx).port);
  const held = await Promise.all(Array.from({ length: 1 + WAITING_PER_ADDRESS }, () => heldUpload(port)));
  try {
    // nginx has read their headers (and counts them) before the next one comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await rawHead(
      port,
      'POST /api/apply?locale=si HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 10\r\n\r\n--b--\r\n\r\n',
    );
    expect(answer.status).toBe(429);
    expect(answer.lines).toContain(`Retry-After: ${BUSY_RETRY_SECONDS}`);
    const body = await fetch(`${cluster.nginx}/api/apply?locale=si`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b--\r\n',
    });
    expect(body.status).toBe(429);
    expect(await body.json()).toEqual({ error: messages.si.ApplyForm.busy });
  } finally {
    for (const socket of held) socket.destroy();
  }
}

/** The contact budget is nginx's, one for both instances; a form posted without scripts over it gets the refused page. */
export async function contactLimitAcrossInstances(cluster: Cluster) {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < 10; i++) {
    // Invalid bodies: the instances answer 400 and store nothing; nginx counts them all.
    const res = await fetch(`${cluster.nginx}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    statuses.push(res.status);
    if (res.status === 429) retryAfter = res.headers.get('retry-after');
  }
  expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  // A form posted without scripts over the budget: the refused page, either instance, not nginx's JSON.
  const message = 'මගේ පණිවිඩය <i>මෙයයි</i>, කරුණාකර මාව අමතන්න.';
  const form = await fetch(`${cluster.nginx}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...inquiry('si'), locale: 'si', message }).toString(),
  });
  expect(form.status).toBe(303);
  expect(form.headers.get('location')).toBe('/si/contact/refused');
  expect(form.headers.get('retry-after')).toBe('60');
  const escaped = message.replace('<i>', '&lt;i&gt;').replace('</i>', '&lt;/i&gt;');
  for (const page of await refusedPages(cluster.nginx, form, 2))
    for (const part of ['<html lang="si"', messages.si.ContactForm.rateLimited, `${escaped}</textarea>`])
      expect(page).toContain(part);
}
