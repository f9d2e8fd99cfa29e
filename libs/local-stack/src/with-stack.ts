import { spawn } from 'node:child_process';
import { ensureStack } from './stack';

/** `with-stack -- <command>`: runs a command with MONGO_URL, REDIS_URL and KAFKA_BROKERS pointing at a live stack. */
async function main(): Promise<void> {
  const sep = process.argv.indexOf('--');
  const [cmd, ...args] = sep >= 0 ? process.argv.slice(sep + 1) : process.argv.slice(2);
  if (!cmd) throw new Error('usage: with-stack -- <command> [args]');
  const stack = await ensureStack((line) => console.log(`[stack] ${line}`));
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...stack.env, RBT_LOCAL_STACK: 'true' } });
  const forward = (sig: NodeJS.Signals) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code: number = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  await stack.stop();
  process.exit(code);
}

main().catch((err: Error) => { console.error(`local stack: ${err.message}`); process.exit(1); });
