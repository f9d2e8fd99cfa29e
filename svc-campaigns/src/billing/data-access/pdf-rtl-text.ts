import fs from 'node:fs';
import type * as Fontkit from 'fontkit';
import { hasArabicScript, runsOf, visualRuns, wrap, type Run } from './pdf-bidi-lines';

/**
 * Text in a PDF that may hold Urdu (docs/decisions/campaigns.md). Helvetica has no Arabic script,
 * and pdfkit's own text cannot give a reader Urdu back: a shaped Naskh run decomposes letters into bodies and dots
 * (glyphs with no code point) and reuses one body for several letters, so the PDF's glyph-to-Unicode map reads as
 * garbage. So a line holding Arabic script is drawn in visual order (bidi-js, the Unicode Bidirectional Algorithm):
 * Latin runs as Helvetica text, Urdu runs shaped by fontkit in Noto Naskh Arabic and filled as outlines, each Urdu
 * run under an invisible, unshaped copy of its logical text (one glyph per character) that readers extract, search
 * and copy. Text without Arabic script goes through pdfkit unchanged.
 */
const HELVETICA_ASCENT = 0.718;
/** Shaping off: one nominal glyph per character, so the invisible copy maps back to exactly the text. */
const UNSHAPED = Object.fromEntries(
  ['ccmp', 'locl', 'isol', 'fina', 'fin2', 'fin3', 'medi', 'med2', 'init', 'rlig', 'calt', 'liga', 'curs', 'kern']
    .concat(['mark', 'mkmk', 'mset', 'rclt', 'dlig', 'cswh'])
    .map((f) => [f, false]),
);

const naskhFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff`);
const fonts = new Map<number, { file: string; font: Fontkit.Font }>();
function naskh(bold: boolean) {
  const weight = bold ? 700 : 400;
  let f = fonts.get(weight);
  if (!f) {
    const file = naskhFile(weight);
    // Required with the first Urdu text (like pdfkit in pdf-renderer.ts): not every instance makes a PDF.
    const fontkit = require('fontkit') as typeof Fontkit;
    f = { file, font: fontkit.create(fs.readFileSync(file)) };
    fonts.set(weight, f);
  }
  return f;
}

export interface TextBox {
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
  size: number;
  /** A right-to-left paragraph (an Urdu document): bidi orders each line from the right. */
  rtl?: boolean;
}

/** Writes `text` at (x, y) wrapped to `box.width`, like doc.text; leaves doc.y below it. */
export function writeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, box: TextBox): void {
  const latin = box.bold ? 'Helvetica-Bold' : 'Helvetica';
  if (!hasArabicScript(text)) {
    doc
      .font(latin)
      .fontSize(box.size)
      .text(text, x, y, { width: box.width, align: box.align ?? 'left' });
    return;
  }
  const { font } = naskh(!!box.bold);
  const em = box.size / font.unitsPerEm;
  // Naskh needs more height than Helvetica (marks above and below); Latin-only lines keep Helvetica's spacing.
  const urduLineHeight = (font.ascent - font.descent) * em;
  const widthOf = (run: Run) =>
    run.arabic ? font.layout(run.text).advanceWidth * em : doc.font(latin).fontSize(box.size).widthOfString(run.text);
  let top = y;
  for (const paragraph of text.split('\n')) {
    for (const line of wrap(paragraph, box.width, (w) => runsOf(w).reduce((sum, r) => sum + widthOf(r), 0))) {
      const runs = visualRuns(line, box.rtl ? 'rtl' : 'ltr');
      const urdu = hasArabicScript(line);
      const lineWidth = runs.reduce((sum, r) => sum + widthOf(r), 0);
      let cx = box.align === 'right' ? x + box.width - lineWidth : x;
      for (const run of runs) {
        if (run.arabic) drawArabic(doc, run.text, cx, top, box);
        else
          doc
            .font(latin)
            .fontSize(box.size)
            .text(run.text, cx, top + (urdu ? font.ascent * em - HELVETICA_ASCENT * box.size : 0), {
              lineBreak: false,
            });
        cx += widthOf(run);
      }
      top += urdu ? urduLineHeight : doc.font(latin).fontSize(box.size).currentLineHeight(true);
    }
  }
  doc.font(latin);
  doc.x = x;
  doc.y = top;
}

/** An Urdu run: fontkit's shaped glyphs (already in visual order) as filled outlines, over its invisible text. */
function drawArabic(doc: PDFKit.PDFDocument, logical: string, x: number, top: number, box: TextBox): void {
  const { file, font } = naskh(!!box.bold);
  const em = box.size / font.unitsPerEm;
  const baseline = top + font.ascent * em;
  const run = font.layout(logical);
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const p = run.positions[i];
    doc
      .save()
      .translate(x + (pen + p.xOffset) * em, baseline - p.yOffset * em)
      .scale(em, -em);
    doc.path(glyph.path.toSVG()).fill();
    doc.restore();
    pen += p.xAdvance;
  });
  doc.save().fillOpacity(0);
  doc
    .font(file)
    .fontSize(box.size)
    .text(logical, x, top, { lineBreak: false, features: UNSHAPED as never });
  doc.restore();
}
