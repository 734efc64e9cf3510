// The part of harfbuzzjs (0.10, CommonJS: hb.js is the Emscripten loader of hb.wasm, hbjs.js the
// wrapper around it) that lib/og/shaper.ts uses. The package ships no types of its own.

declare module 'harfbuzzjs/hb.js' {
  /** Instantiates hb.wasm; given `wasmBinary`, it reads no file itself. */
  export default function createHarfBuzz(options: { wasmBinary: Uint8Array }): Promise<object>;
}

declare module 'harfbuzzjs/hbjs.js' {
  export type HbBlob = { ptr: number; destroy(): void };
  export type HbFace = { ptr: number; upem: number; collectUnicodes(): Uint32Array; destroy(): void };
  export type HbFont = {
    ptr: number;
    glyphToPath(glyph: number): string;
    glyphName(glyph: number): string;
    hExtents(): { ascender: number; descender: number; lineGap: number };
    destroy(): void;
  };
  export type HbGlyphInfo = { codepoint: number; cluster: number };
  export type HbGlyphPosition = { x_advance: number; y_advance: number; x_offset: number; y_offset: number };
  export type HbBuffer = {
    addText(text: string): void;
    guessSegmentProperties(): void;
    setDirection(direction: 'ltr' | 'rtl' | 'ttb' | 'btt'): void;
    setLanguage(language: string): void;
    getGlyphInfos(): HbGlyphInfo[];
    getGlyphPositions(): HbGlyphPosition[];
    destroy(): void;
  };
  export type HarfBuzz = {
    createBlob(data: ArrayBuffer | Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
    version_string(): string;
  };
  export default function hbjs(module: object): HarfBuzz;
}
