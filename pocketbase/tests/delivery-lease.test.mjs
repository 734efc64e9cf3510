// The delivery lease (pb_hooks/delivery-lease.pb.js) and the revalidation fan-out
// (pb_hooks/shared/revalidate.js) against the real PocketBase on a free port.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { client, startReceiver, startTestPocketBase, superuser, waitFor } from './helpers.mjs';

describe('delivery lease and revalidation fan-out', () => {
  let pb;
  let admin;
  let sites;

  before(async () => {
    sites = [await startReceiver(), await startReceiver()];
    pb = await startTestPocketBase({
      seed: false,
      env: { SITE_REVALIDATE_URL: sites.map((s) => s.url).join(','), REVALIDATE_SECRET: 'lease-secret' },
    });
    admin = await superuser(pb.url);
  });

  const claim = (id, owner, as = admin) =>
    as
      .send(`/api/site/inquiries/${id}/claim`, { method: 'POST', body: { owner, seconds: 30 } })
      .then((body) => ({ status: 200, body }))
      .catch((err) => ({ status: err.status, body: err.response }));

  /** An inquiry waiting for delivery, as the site stores it. */
  const pending = (name, message) =>
    admin
      .collection('inquiries')
      .create({ name, email: 'lease@example.com', message, deliveryState: 'pending', attempts: 0 });

  test('one owner at a time; the holder may renew; a delivered inquiry is never claimed', async () => {
    const inquiry = await pending('Lease Test', 'Two instances must not both send this.');
    const first = await claim(inquiry.id, 'instance-a');
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { claimed: true, deliveryState: 'pending' });
    assert.equal((await claim(inquiry.id, 'instance-b')).status, 409);
    assert.equal((await claim(inquiry.id, 'instance-a')).status, 200);

    await admin.collection('inquiries').update(inquiry.id, { claimExpires: Date.now() - 1 });
    assert.equal((await claim(inquiry.id, 'instance-b')).status, 200, 'an expired claim can be taken over');

    await admin.collection('inquiries').update(inquiry.id, { deliveryState: 'delivered' });
    const late = await claim(inquiry.id, 'instance-a');
    assert.equal(late.status, 409);
    assert.equal(late.body.deliveryState, 'delivered');
  });

  test('simultaneous claims: exactly one wins', async () => {
    const inquiry = await pending('Race Test', 'Ten instances claim at once.');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claim(inquiry.id, `instance-${i}`)),
    );
    assert.equal(results.filter((r) => r.status === 200).length, 1);
    assert.equal(results.filter((r) => r.status === 409).length, 9);
  });

  test('refuses anonymous callers and unknown inquiries', async () => {
    assert.equal((await claim('abcdefghijklmno', 'x', client(pb.url))).status, 401);
    assert.equal((await claim('abcdefghijklmno', 'x')).status, 404);
  });

  test('an editor save notifies every site instance in SITE_REVALIDATE_URL', async () => {
    await admin
      .collection('events_v3')
      .create({ title: 'Fan-out', description: 'Both sites hear it.', status: 'draft' });
    await waitFor(() => sites.every((s) => s.requests.length >= 1));
    for (const s of sites) assert.equal(s.requests.length, 1, `${s.url} was not notified`);
  });
});
