/** @jest-environment node */
import { createHash } from 'node:crypto';
import { secretSha256, senderHmac } from './hash';

describe('what PocketBase keeps of a secret and of an address', () => {
  it("a browser's secret: its SHA-256 in hex, never the secret", () => {
    const secret = 'A'.repeat(43);
    expect(secretSha256(secret)).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(secretSha256(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretSha256(secret)).not.toContain(secret);
  });

  it('an address: a keyed hash, the same for the same key and address only', () => {
    const hash = senderHmac('203.0.113.7', 'key-one');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(senderHmac('203.0.113.7', 'key-one')).toBe(hash);
    expect(senderHmac('203.0.113.8', 'key-one')).not.toBe(hash);
    expect(senderHmac('203.0.113.7', 'key-two')).not.toBe(hash);
    expect(hash).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex'));
  });
});
