// Seed files generated at seed time (nothing binary is committed):
// PNG images written with node:zlib and minimal valid one-page PDFs.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function hex(c) {
  const n = parseInt(c.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Brand colours: deep navy, Japan red, warm gold, Sri Lankan maroon, teal. */
export const BRAND = ['#0b2a4a', '#bc002d', '#f2a900', '#8d153a', '#00a19a', '#ffffff'];

/**
 * A real RGB PNG: a diagonal gradient between two colours with a soft
 * circle (a "rising sun") whose position depends on `variant`.
 */
export function makePng({ width = 640, height = 360, from = BRAND[0], to = BRAND[1], variant = 0 } = {}) {
  const a = hex(from);
  const b = hex(to);
  const sun = hex(variant % 2 ? BRAND[5] : BRAND[2]);
  const cx = width * (0.25 + (0.5 * ((variant * 37) % 100)) / 100);
  const cy = height * (0.35 + (0.3 * ((variant * 53) % 100)) / 100);
  const r = Math.min(width, height) * (0.18 + 0.04 * (variant % 3));
  const rowLen = width * 3 + 1;
  const raw = Buffer.alloc(rowLen * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLen] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let px = [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t);
      const d = Math.hypot(x - cx, y - cy);
      if (d < r) {
        const k = Math.min(1, (r - d) / 3); // anti-aliased edge
        px = px.map((v, i) => v + (sun[i] - v) * k * 0.9);
      }
      const o = y * rowLen + 1 + x * 3;
      raw[o] = px[0];
      raw[o + 1] = px[1];
      raw[o + 2] = px[2];
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function pdfText(s) {
  // Helvetica/WinAnsi: keep printable ASCII and escape PDF string delimiters.
  return s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

/** A minimal valid one-page A4 PDF (Helvetica text, correct xref table). */
export function makePdf(title, lines = []) {
  const ops = ['BT', '/F1 20 Tf', '56 780 Td', `(${pdfText(title)}) Tj`, '/F1 11 Tf', '0 -30 Td', '16 TL'];
  for (const line of lines) ops.push(`(${pdfText(line)}) Tj`, 'T*');
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (seed) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
