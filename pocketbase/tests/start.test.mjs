// startPocketBase refuses an address another server holds, naming it, instead of taking that
// server's health answer for its own while its child exits on "address already in use".
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startPocketBase } from '../launcher.mjs';

test(
  'an address in use is refused with its name, and no PocketBase is left running',
  { timeout: 60_000 },
  async () => {
    // Another server that answers the health check, as a PocketBase still stopping does.
    const holder = createServer((req, res) => res.end('{"code":200,"message":"API is healthy."}'));
    await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const http = `127.0.0.1:${holder.address().port}`;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-start-'));
    try {
      // Refused within 20 s: it waits a few seconds for the address to be freed, not the minute of
      // a health check (a deadline on the outcome, no duration measured).
      let deadline;
      const late = new Promise((resolve, reject) => {
        deadline = setTimeout(() => reject(new Error('still starting after 20 s')), 20_000);
      });
      try {
        await assert.rejects(
          Promise.race([startPocketBase({ http, dir, seed: false, log: () => {} }), late]),
          (err) =>
            err.message.includes(`${http} is already in use`) && err.message.includes('POCKETBASE_HTTP'),
        );
      } finally {
        clearTimeout(deadline);
      }
    } finally {
      holder.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  },
);
