import http from 'node:http';
import type Koa from 'koa';
import type { Logger } from './logger';
import { processFatalErrors } from './metrics';

export interface Running {
  server: http.Server;
  port: number;
  close(): Promise<void>;
}

/** Listens (port 0 picks a free one, as tests do) and returns how to close. */
export function listen(app: Koa<any>, port: number, host = '127.0.0.1'): Promise<Running> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app.callback());
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen(port, host, () => {
      const addr = server.address();
      const actual = typeof addr === 'object' && addr ? addr.port : port;
      resolve({
        server,
        port: actual,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Stops cleanly on SIGTERM/SIGINT: stop taking requests, then close dependencies. */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

/**
 * A rejection nobody handled or an exception nobody caught leaves the process in a state no code planned for: log it
 * with its kind and stack, count it, give stop() a bounded chance to close connections and flush, and exit 1 so the
 * supervisor (compose's restart policy, the local stack) starts a fresh process instead of serving from a broken one.
 */
export function onFatal(logger: Logger, stop: () => Promise<void>, graceMs = 5000): void {
  let exiting = false;
  const handler = (kind: 'unhandledRejection' | 'uncaughtException') => (reason: unknown) => {
    processFatalErrors.inc({ kind });
    logger.fatal({ err: reason, kind }, `${kind}: stopping the process`);
    if (exiting) return;
    exiting = true;
    const timer = setTimeout(() => process.exit(1), graceMs);
    timer.unref();
    stop()
      .catch((err) => logger.error({ err }, 'stop after a fatal error failed'))
      .finally(() => process.exit(1));
  };
  process.on('unhandledRejection', handler('unhandledRejection'));
  process.on('uncaughtException', handler('uncaughtException'));
}
