// The part of fontkit 2 (no published types) that pdf-rtl-text.ts uses: shaping a run and reading glyph outlines.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    path: { toSVG(): string };
  }
  export interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string, features?: string[] | Record<string, boolean>): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
