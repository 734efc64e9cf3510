import { inflateSync } from 'node:zlib';

// HarfBuzz reads plain OpenType (TTF/OTF), and @fontsource/noto-sans-sinhala ships its faces as
// WOFF and WOFF2 only. A WOFF 1.0 file is the same font with each table zlib-compressed on its
// own (W3C WOFF 1.0, "WOFF File"): undoing that gives the very font the site's pages use.

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

/** The OpenType font inside a WOFF 1.0 file. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF 1.0 file');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    return {
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    };
  });

  const size = tables.reduce((sum, t) => sum + padded(t.origLength), SFNT_HEADER + SFNT_ENTRY * count);
  const sfnt = Buffer.alloc(size);
  let selector = 0;
  while (2 << selector <= count) selector += 1;
  const searchRange = SFNT_ENTRY << selector;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(selector, 8);
  sfnt.writeUInt16BE(count * SFNT_ENTRY - searchRange, 10);

  let offset = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((table, i) => {
    const stored = woff.subarray(table.offset, table.offset + table.compLength);
    const data = table.compLength < table.origLength ? inflateSync(stored) : stored;
    if (data.length !== table.origLength) throw new Error('WOFF table has the wrong length');
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.origLength, entry + 12);
    data.copy(sfnt, offset);
    offset += padded(table.origLength);
  });
  return sfnt;
}
