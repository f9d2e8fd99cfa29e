import pino, { Logger } from 'pino';

export type { Logger };

/** JSON logs to stdout; secrets in headers and bodies are redacted by path. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-rbt-signature"]',
        '*.password',
        'password',
      ],
      censor: '[redacted]',
    },
  });
}
