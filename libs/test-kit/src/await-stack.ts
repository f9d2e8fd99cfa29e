import fs from 'node:fs';

const WAIT_MS = 10 * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the local stack that `with-stack --overlap` is starting answers (its RBT_STACK_READY file says `up`);
 * throws if it failed or never came up. Without that variable the servers were up before the command: nothing to wait.
 * The node and browser projects' jest globalSetup.
 */
export async function awaitStack(): Promise<void> {
  const file = process.env.RBT_STACK_READY;
  if (!file) return;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const state = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (state === 'up') return;
    if (state.startsWith('failed')) throw new Error(`local stack ${state}`);
    if (Date.now() > deadline) throw new Error(`local stack: not up after ${WAIT_MS / 60_000} min (${file})`);
    await sleep(250);
  }
}

export default awaitStack;
