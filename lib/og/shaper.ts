import { readFileSync } from 'node:fs';
import path from 'node:path';
import createHarfBuzz from 'harfbuzzjs/hb.js';
import hbjs, { type HarfBuzz, type HbFont } from 'harfbuzzjs/hbjs.js';
import { sfntFromWoff } from './woff';

// Text for the share cards (lib/og/card.ts), shaped by HarfBuzz with the site's own faces: the
// Sinhala and Latin subsets of Noto Sans Sinhala from @fontsource/noto-sans-sinhala, the files
// the Sinhala pages load (lib/fonts/faces.ts), so conjuncts (ශ්‍රී, ත්‍ර), ligatures (රු) and the
// placement of vowel signs come out as a browser draws them. The glyphs are drawn in the order and
// at the positions HarfBuzz gives; nothing here reorders text by hand.

type Script = 'sinhala' | 'latin';
export type Weight = 400 | 700;

/** One glyph of shaped text; x and y (from the text's start, on its baseline) are in em. */
type PlacedGlyph = { face: FaceKey; id: number; x: number; y: number };
/** Shaped text: its glyphs in drawing order and its advance width, in em. */
export type Shaped = { text: string; glyphs: PlacedGlyph[]; advance: number };

type FaceKey = `${Script}-${Weight}`;
type Face = { font: HbFont; upem: number; covers: Set<number>; paths: Map<number, string> };
type Shaper = { hb: HarfBuzz; faces: Record<FaceKey, Face> };

// Read from the project's node_modules at run time: a path that goes through the bundler would
// turn hb.wasm into a module of its own.
const packageFile = (...parts: string[]) => path.join(process.cwd(), 'node_modules', ...parts);
const FONT_DIR = ['@fontsource', 'noto-sans-sinhala', 'files'];

// The Sinhala subset's characters (its unicode-range, SINHALA_RANGE of lib/fonts/unicode-range.ts);
// joiners and combining marks go with the letter before them. Everything else is drawn with the Latin
// subset (spaces, digits, punctuation, Latin letters).
const SINHALA = /[\u0964\u0965\u0D80-\u0DFF\u1CF2\u25CC\u{111E0}-\u{111FF}]/u;
const INHERITED = /[\u200C\u200D\p{Mn}\p{Me}]/u;

let loading: Promise<Shaper> | undefined;

async function load(): Promise<Shaper> {
  const hb = hbjs(await createHarfBuzz({ wasmBinary: readFileSync(packageFile('harfbuzzjs', 'hb.wasm')) }));
  const face = (script: Script, weight: Weight): Face => {
    const woff = readFileSync(packageFile(...FONT_DIR, `noto-sans-sinhala-${script}-${weight}-normal.woff`));
    const hbFace = hb.createFace(hb.createBlob(sfntFromWoff(woff)), 0);
    const covers = new Set(hbFace.collectUnicodes());
    return { font: hb.createFont(hbFace), upem: hbFace.upem, covers, paths: new Map() };
  };
  return {
    hb,
    faces: {
      'sinhala-400': face('sinhala', 400),
      'sinhala-700': face('sinhala', 700),
      'latin-400': face('latin', 400),
      'latin-700': face('latin', 700),
    },
  };
}

/** HarfBuzz and the four faces, loaded once per process. */
export function shaper(): Promise<Shaper> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Splits text into runs of one script each, for the face that draws it. */
function itemize(text: string): { script: Script; text: string }[] {
  const chars = [...text];
  const scripts: (Script | undefined)[] = chars.map((c) =>
    SINHALA.test(c) ? 'sinhala' : INHERITED.test(c) ? undefined : 'latin',
  );
  const runs: { script: Script; text: string }[] = [];
  chars.forEach((char, i) => {
    const script =
      scripts[i] ?? runs.at(-1)?.script ?? scripts.slice(i).find((s) => s !== undefined) ?? 'latin';
    const last = runs.at(-1);
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  });
  return runs;
}

function shapeRun(shaper: Shaper, key: FaceKey, text: string, language: string, start: number): Shaped {
  const { hb, faces } = shaper;
  const face = faces[key];
  // A character the face has no glyph for would be drawn as an empty box: it is left out.
  const drawable = [...text].filter((c) => face.covers.has(c.codePointAt(0)!)).join('');
  const buffer = hb.createBuffer();
  try {
    buffer.addText(drawable);
    buffer.setDirection('ltr');
    buffer.setLanguage(language);
    buffer.guessSegmentProperties();
    hb.shape(face.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    let pen = 0;
    const glyphs = infos.map((info, i): PlacedGlyph => {
      const pos = positions[i]!;
      const glyph = {
        face: key,
        id: info.codepoint,
        x: start + (pen + pos.x_offset) / face.upem,
        y: pos.y_offset / face.upem,
      };
      pen += pos.x_advance;
      return glyph;
    });
    return { text: drawable, glyphs, advance: pen / face.upem };
  } finally {
    buffer.destroy();
  }
}

/** Shapes one word (or any text) run by run, each with its script's face, in em. */
export async function shapeText(text: string, { weight, language }: { weight: Weight; language: string }) {
  const loaded = await shaper();
  const shaped: Shaped = { text: '', glyphs: [], advance: 0 };
  for (const run of itemize(text)) {
    const part = shapeRun(loaded, `${run.script}-${weight}`, run.text, language, shaped.advance);
    shaped.text += part.text;
    shaped.glyphs.push(...part.glyphs);
    shaped.advance += part.advance;
  }
  return shaped;
}

/** A glyph's outline as an SVG path in font units (y up), and the face's units per em. */
export async function glyphOutline(glyph: PlacedGlyph): Promise<{ d: string; upem: number }> {
  const face = (await shaper()).faces[glyph.face];
  let d = face.paths.get(glyph.id);
  if (d === undefined) {
    d = face.font.glyphToPath(glyph.id);
    face.paths.set(glyph.id, d);
  }
  return { d, upem: face.upem };
}

/** The faces' vertical metrics in em (the Sinhala and Latin subsets share them). */
export async function lineMetrics(): Promise<{ ascender: number; descender: number }> {
  const face = (await shaper()).faces['sinhala-700'];
  const { ascender, descender } = face.font.hExtents();
  return { ascender: ascender / face.upem, descender: -descender / face.upem };
}
