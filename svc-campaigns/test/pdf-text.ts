import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The PDF's text as `pdftotext` (poppler) reads it, layout kept so a table row stays on one line. */
export async function pdftotext(pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `proof-${crypto.randomUUID()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return (await promisify(execFile)('pdftotext', ['-q', '-layout', file, '-'])).stdout;
  } finally {
    fs.rmSync(file, { force: true });
  }
}
