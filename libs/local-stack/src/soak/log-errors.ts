import fs from 'node:fs';

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};
/** pino's error and fatal levels. */
const ERROR_LEVEL = /"level":(50|60)\b/;

/**
 * Error-level lines the portal's processes logged during the soak (their logs are appended to across runs,
 * so only what was written after `watchServiceLogs` counts), grouped by message with one sample each.
 */
export function watchServiceLogs(files: Record<string, string>) {
  const start = Object.fromEntries(Object.entries(files).map(([name, file]) => [name, sizeOf(file)]));
  return () =>
    Object.fromEntries(
      Object.entries(files).map(([name, file]) => {
        const from = start[name] ?? 0;
        const end = sizeOf(file);
        if (end <= from) return [name, {}];
        const fd = fs.openSync(file, 'r');
        const buf = Buffer.alloc(end - from);
        fs.readSync(fd, buf, 0, buf.length, from);
        fs.closeSync(fd);
        const byMsg: Record<string, { count: number; sample: string }> = {};
        for (const line of buf.toString('utf8').split('\n')) {
          if (!ERROR_LEVEL.test(line)) continue;
          let msg = line.slice(0, 120);
          try {
            msg = String((JSON.parse(line) as { msg?: string }).msg ?? msg);
          } catch {
            /* not JSON: keep the raw start */
          }
          byMsg[msg] ??= { count: 0, sample: line.slice(0, 400) };
          byMsg[msg].count += 1;
        }
        return [name, byMsg];
      }),
    );
}
