// A one-page PDF written by hand, for docs/tools/make-legal-samples.mjs: vector text in the PDF
// standard fonts (Helvetica, Times: nothing embedded, so a page is a few kilobytes), lines,
// rectangles and circles. Text is measured with Liberation Sans and Serif (Debian's
// fonts-liberation), which have the widths of Helvetica and Times, so centred and wrapped lines
// land where they should.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import harfbuzz from 'harfbuzzjs';

const LIBERATION = '/usr/share/fonts/truetype/liberation';
const FONTS = {
  sans: { pdf: 'Helvetica', ttf: 'LiberationSans-Regular.ttf' },
  sansBold: { pdf: 'Helvetica-Bold', ttf: 'LiberationSans-Bold.ttf' },
  serif: { pdf: 'Times-Roman', ttf: 'LiberationSerif-Regular.ttf' },
  serifBold: { pdf: 'Times-Bold', ttf: 'LiberationSerif-Bold.ttf' },
  serifItalic: { pdf: 'Times-Italic', ttf: 'LiberationSerif-Italic.ttf' },
};
const NAMES = Object.keys(FONTS);

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

// WinAnsiEncoding for the few characters beyond Latin-1 that the documents use.
const WIN_ANSI = { '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95 };

function pdfString(text) {
  let out = '';
  for (const c of text) {
    const code = WIN_ANSI[c] ?? c.charCodeAt(0);
    if (code > 0xff) throw new Error(`no WinAnsi code for ${c}`);
    const ch = String.fromCharCode(code);
    out += ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch;
  }
  return `(${out})`;
}

const n = (value) => (Math.round(value * 100) / 100).toString();
const colour = ([r, g, b], op) => `${n(r)} ${n(g)} ${n(b)} ${op}`;

export async function createPage() {
  const hb = await harfbuzz;
  const fonts = Object.fromEntries(
    NAMES.map((name) => {
      const face = hb.createFace(hb.createBlob(readFileSync(`${LIBERATION}/${FONTS[name].ttf}`)), 0);
      return [name, { font: hb.createFont(face), upem: face.upem }];
    }),
  );
  const measure = (text, font, size) => {
    const buffer = hb.createBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(fonts[font].font, buffer);
    const advance = buffer.json().reduce((sum, glyph) => sum + glyph.ax, 0);
    buffer.destroy();
    return (advance / fonts[font].upem) * size;
  };
  return new Page(measure);
}

class Page {
  ops = [];

  constructor(measure) {
    this.measure = measure;
  }

  /** One line; `align` left, center or right of `x`. */
  text(x, y, text, { font = 'serif', size = 11, align = 'left', color = [0, 0, 0] } = {}) {
    const width = this.measure(text, font, size);
    const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    const f = `F${NAMES.indexOf(font) + 1}`;
    this.ops.push(
      `BT ${colour(color, 'rg')} /${f} ${n(size)} Tf ${n(left)} ${n(y)} Td ${pdfString(text)} Tj ET`,
    );
    return width;
  }

  /** A paragraph wrapped to `width`; returns the baseline below its last line. */
  paragraph(x, y, width, text, { leading = 1.45, ...style } = {}) {
    const size = style.size ?? 11;
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.measure(next, style.font ?? 'serif', size) > width) {
        this.text(x, y, line, style);
        y -= size * leading;
        line = word;
      } else line = next;
    }
    if (line) this.text(x, y, line, style);
    return y - size * leading;
  }

  /** Text turned by `degrees` around its start, e.g. a watermark. */
  turned(x, y, degrees, text, { font = 'sansBold', size = 90, color = [0.9, 0.9, 0.9] } = {}) {
    const [c, s] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    const f = `F${NAMES.indexOf(font) + 1}`;
    this.ops.push(
      `BT ${colour(color, 'rg')} /${f} ${n(size)} Tf ${n(c)} ${n(s)} ${n(-s)} ${n(c)} ${n(x)} ${n(y)} Tm ${pdfString(text)} Tj ET`,
    );
  }

  /** Strokes and/or fills the path made by `path` (PDF path operators). */
  draw(path, { stroke, fill, lineWidth = 1, dash } = {}) {
    const paint = stroke && fill ? 'B' : fill ? 'f' : 'S';
    this.ops.push(
      `q ${n(lineWidth)} w ${dash ? `[${dash.join(' ')}] 0 d ` : ''}${stroke ? colour(stroke, 'RG') + ' ' : ''}${fill ? colour(fill, 'rg') + ' ' : ''}${path} ${paint} Q`,
    );
  }

  rect(x, y, w, h, style) {
    this.draw(`${n(x)} ${n(y)} ${n(w)} ${n(h)} re`, style);
  }

  line(x1, y1, x2, y2, style) {
    this.draw(`${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l`, { stroke: [0, 0, 0], ...style });
  }

  circle(cx, cy, r, style) {
    const k = 0.5523 * r;
    const p = (x, y) => `${n(cx + x)} ${n(cy + y)}`;
    this.draw(
      `${p(r, 0)} m ${p(r, k)} ${p(k, r)} ${p(0, r)} c ${p(-k, r)} ${p(-r, k)} ${p(-r, 0)} c ` +
        `${p(-r, -k)} ${p(-k, -r)} ${p(0, -r)} c ${p(k, -r)} ${p(r, -k)} ${p(r, 0)} c h`,
      style,
    );
  }

  /** The whole file: catalog, page, the five fonts, the compressed content and the document info. */
  toPdf({ title, subject, date }) {
    const content = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'), { level: 9 });
    const fontRefs = NAMES.map((_, i) => `/F${i + 1} ${4 + i} 0 R`).join(' ');
    const contentId = 4 + NAMES.length;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << ${fontRefs} >> >> /Contents ${contentId} 0 R >>`,
      ...NAMES.map(
        (name) =>
          `<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS[name].pdf} /Encoding /WinAnsiEncoding >>`,
      ),
      content,
      `<< /Title ${pdfString(title)} /Subject ${pdfString(subject)} /Producer (docs/tools/make-legal-samples.mjs) /CreationDate (D:${date.replace(/-/g, '')}000000Z) >>`,
    ];
    const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    const offsets = [];
    let length = parts[0].length;
    objects.forEach((body, i) => {
      const chunk = Buffer.isBuffer(body)
        ? Buffer.concat([
            Buffer.from(
              `${i + 1} 0 obj\n<< /Length ${body.length} /Filter /FlateDecode >>\nstream\n`,
              'latin1',
            ),
            body,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
      offsets.push(length);
      parts.push(chunk);
      length += chunk.length;
    });
    const xref = [
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    ];
    const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
    parts.push(Buffer.from(xref.join('') + trailer, 'latin1'));
    return Buffer.concat(parts);
  }
}
