import type { Portal } from '../../local-stack/src/portal';
import { killRecorded } from './e2e-processes';

export default async function teardown(): Promise<void> {
  await (globalThis as { __PORTAL__?: Portal }).__PORTAL__?.stop();
  // Servers a test restarted on its own are known only by the pid file.
  killRecorded();
}
