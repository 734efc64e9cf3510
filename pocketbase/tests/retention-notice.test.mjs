// GET /api/site/retention of the real PocketBase (pb_hooks/retention-notice.pb.js): the days the
// nightly run keeps an application, from RETENTION_DAYS as the run reads it, for anyone to read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestPocketBase } from './helpers.mjs';

test('answers RETENTION_DAYS as the retention run reads it, and the default without it', async () => {
  const set = await startTestPocketBase({ seed: false, env: { RETENTION_DAYS: '200' } });
  const unset = await startTestPocketBase({ seed: false, env: { RETENTION_DAYS: '' } });
  const body = async (url) => {
    const response = await fetch(`${url}/api/site/retention`);
    assert.equal(response.status, 200);
    return response.json();
  };
  assert.deepEqual(await body(set.url), { days: 200, backupDays: 7, alertDays: 7 });
  assert.deepEqual(await body(unset.url), { days: 365, backupDays: 7, alertDays: 7 });
});
