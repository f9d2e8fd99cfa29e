import { localPath } from './paths';
import { hasCommand, Managed, startProcess, waitFor, isPortOpen } from './processes';

/** Starts redis-server from Debian's package when no Redis answers on the port. */
export async function startRedis(port: number): Promise<Managed> {
  if (!hasCommand('redis-server')) {
    throw new Error(
      'redis: no server on 127.0.0.1:' +
        port +
        ' and redis-server is not installed (apt-get install -y redis-server), or set REDIS_URL',
    );
  }
  const m = startProcess('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    localPath('redis', '.keep').replace(/\.keep$/, ''),
  ]);
  await waitFor(() => isPortOpen(port), `Redis on port ${port}`, 15_000, m);
  return m;
}
