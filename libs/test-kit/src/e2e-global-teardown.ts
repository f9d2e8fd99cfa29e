import type { Portal } from '../../local-stack/src/portal';
import { killRecorded } from './e2e-processes';

export default async function teardown(): Promise<void> {
  await (globalThis as { __PORTAL__?: Portal }).__PORTAL__?.stop();
  // Whatever the portal could not stop is still in the pid file.
  killRecorded();
}
