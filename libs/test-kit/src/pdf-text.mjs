// Reads a PDF from stdin and prints its text. Run as a plain node process: pdf-parse loads pdf.js's ESM worker,
// which jest's CommonJS runtime cannot import.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const { text } = await parser.getText();
await parser.destroy();
process.stdout.write(text);
