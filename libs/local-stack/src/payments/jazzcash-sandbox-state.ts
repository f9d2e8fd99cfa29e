import fs from 'node:fs';
import path from 'node:path';

/**
 * The stand-in's transaction table kept in a file, as the provider keeps its own across its restarts: a stand-in
 * started again over the same file still knows every payment, its outcome and its refunds, and answers inquiries
 * about them (a restart that forgot them would look like money lost at the provider).
 */
export function tableFile<T>(file: string | undefined) {
  return {
    load(): Map<string, T> {
      if (!file || !fs.existsSync(file)) return new Map();
      return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, T>));
    },
    /** Written whole after each change (small tables; a temporary file renamed over it, so never half-written). */
    save(table: Map<string, T>): void {
      if (!file) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(table)));
      fs.renameSync(`${file}.tmp`, file);
    },
  };
}
