import { execFile } from 'node:child_process';
import path from 'node:path';

/** The text of a PDF as a reader would extract it (pdf-parse, i.e. pdf.js), for asserting what an invoice says. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'pdf-text.mjs')],
      { maxBuffer: 10_000_000 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`pdf-text failed: ${stderr || err.message}`));
        else resolve(stdout);
      },
    );
    child.stdin!.end(pdf);
  });
}
