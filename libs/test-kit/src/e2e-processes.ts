import fs from 'node:fs';
import path from 'node:path';
import { localPath } from '../../local-stack/src/paths';
import { isPortOpen, startProcess, waitFor } from '../../local-stack/src/processes';

/**
 * The e2e portal runs in jest's parent process; test files run in workers. This file records the pid of
 * each portal process so a test can stop one server (and start it again) and teardown can clean up.
 */
const file = () => localPath('e2e', `processes-${process.env.E2E_PORT_OFFSET ?? 0}.json`);

export function recordPids(pids: Record<string, number>): void {
  fs.writeFileSync(file(), JSON.stringify(pids));
}

export function readPids(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(file(), 'utf8'));
  } catch {
    return {};
  }
}

export async function stopRemoteServer(name: string, port: number): Promise<void> {
  const pid = readPids()[name];
  if (pid) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  await waitFor(async () => !(await isPortOpen(port)), `${name} to stop`, 10_000);
}

export async function restartRemoteServer(name: string, port: number): Promise<void> {
  const root = path.resolve(__dirname, '..', '..', '..');
  const m = startProcess(name, path.join(root, 'node_modules', '.bin', 'tsx'), [
    path.join(root, 'libs', 'local-stack', 'src', 'serve-static.ts'),
    path.join(root, name, 'dist'),
    String(port),
  ]);
  m.child.unref();
  recordPids({ ...readPids(), [name]: m.child.pid! });
  await waitFor(() => isPortOpen(port), `${name} to start`, 15_000, m);
}

export function killRecorded(): void {
  for (const pid of Object.values(readPids())) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  try {
    fs.unlinkSync(file());
  } catch {
    /* none */
  }
}
