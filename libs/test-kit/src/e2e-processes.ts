import fs from 'node:fs';
import { localPath } from '../../local-stack/src/paths';

/**
 * The e2e portal runs in jest's parent process; test files run in workers. This file records the pid of each
 * portal process, so a run that was killed before its teardown has its portal stopped by the next run's setup.
 */
const file = () => localPath('e2e', `processes-${process.env.E2E_PORT_OFFSET ?? 0}.json`);

export function recordPids(pids: Record<string, number>): void {
  fs.writeFileSync(file(), JSON.stringify(pids));
}

function readPids(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(file(), 'utf8'));
  } catch {
    return {};
  }
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
