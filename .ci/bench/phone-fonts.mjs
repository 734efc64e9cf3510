// The fonts a phone has, for the browser `npm run bench` drives. Android ships Noto Sans Sinhala
// (iPhones Sinhala Sangam MN): the site's Sinhala face is then the phone's own (the `local()`
// sources in app/globals.css) and nothing is downloaded. A bench machine without a Sinhala face
// would measure a rare phone instead: the face's download, the pages laid out twice when it
// arrives, and the layout shift of that swap. So Chromium gets a fontconfig file that adds
// Noto Sans Sinhala (regular, its Sinhala characters: the package the site self-hosts) to the
// machine's own fonts. `--sinhala-face=none` measures the phone without one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const WOFF = 'node_modules/@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff';

/**
 * A WOFF 1.0 file as the TrueType font it wraps (https://www.w3.org/TR/WOFF/): each table
 * inflated, the table directory rebuilt. Skia on Linux reads no WOFF from fontconfig.
 * @param {Buffer} woff
 */
function woffToSfnt(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new Error(`table ${i}: ${data.length} bytes, not ${length}`);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the sfnt's own version (flavor)
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padding = Buffer.alloc((4 - (table.data.length % 4)) % 4);
    parts.push(table.data, padding);
    offset += table.data.length + padding.length;
  });
  return Buffer.concat(parts);
}

/**
 * The environment for Chromium with the phone's Sinhala face, and a `remove()` for its folder.
 * @param {string} root the site's folder
 */
export function phoneFonts(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-fonts-'));
  mkdirSync(path.join(dir, 'fonts'));
  writeFileSync(
    path.join(dir, 'fonts/NotoSansSinhala-Regular.ttf'),
    woffToSfnt(readFileSync(path.join(root, WOFF))),
  );
  writeFileSync(
    path.join(dir, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${path.join(dir, 'fonts')}</dir>`,
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return {
    env: { FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
