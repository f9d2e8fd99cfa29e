import fs from 'node:fs';
import readline from 'node:readline';
import { localPath } from './paths';

/**
 * Lines mongo-java-server logs when a command failed inside the server ("Unknown error!" and the exceptions
 * behind it): a write was lost or failed, even if a retry hid it from the test that made it. Expected client
 * errors (duplicate key, validation) are logged as "failed to handle" and do not match.
 */
export const MONGO_ERROR_LINE = /Unknown error|ConcurrentModificationException|Expected one element but got/;

const CONTEXT_LINES = 6;

/** Where the local stack's MongoDB writes its log (RBT_MONGO_LOG names another server's log). */
export const mongoLogFile = (): string => process.env.RBT_MONGO_LOG ?? localPath('logs', 'mongo.log');

const sizeOf = (file: string): number => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/** Remembers where the log ends now; `errorLines()` reads only what was appended since (the server may be shared). */
export function watchMongoLog(file = mongoLogFile()) {
  const start = sizeOf(file);
  return {
    file,
    async errorLines(): Promise<string[]> {
      const end = sizeOf(file);
      // A log that shrank was replaced (a new server): all of it is from this run.
      const from = end < start ? 0 : start;
      if (end === from) return [];
      const lines = readline.createInterface({
        input: fs.createReadStream(file, { start: from, end: end - 1 }),
        crlfDelay: Infinity,
      });
      const found: string[] = [];
      // The exception and its first frames follow an error line: kept beside it so a CI log names the cause.
      let context = 0;
      for await (const line of lines) {
        if (MONGO_ERROR_LINE.test(line)) {
          found.push(line);
          context = CONTEXT_LINES;
        } else if (context > 0 && found.length) {
          found[found.length - 1] += `\n    ${line.trim()}`;
          context -= 1;
        }
      }
      return found;
    },
  };
}
