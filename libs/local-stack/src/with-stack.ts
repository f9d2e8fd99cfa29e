import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { ensureStack, plannedEnv, type Stack } from './stack';
import { watchMongoLog } from './mongo-log';
import { localPath } from './paths';

const SHOWN = 20;

/**
 * Starts the stack and the command side by side: the command gets the stack's URLs at once and `RBT_STACK_READY`, a
 * file that says `up` (or `failed: …`) when the stack is; what needs the servers waits for it (libs/test-kit
 * await-stack). `npm test` uses it: the checks and the web build need no servers, and on a fresh machine Maven's
 * download of the Kafka and MongoDB jars plus their start took a minute before anything else began.
 */
function overlapped(cmd: string, args: string[], log: (line: string) => void) {
  const ready = localPath(`stack-ready-${process.pid}`);
  fs.rmSync(ready, { force: true });
  const env = { ...process.env, ...plannedEnv(), RBT_LOCAL_STACK: 'true', RBT_STACK_READY: ready };
  const child = spawn(cmd, args, { stdio: 'inherit', env });
  const stack = ensureStack(log).then(
    (s) => (fs.writeFileSync(ready, 'up'), s),
    (err: Error) => {
      fs.writeFileSync(ready, `failed: ${err.message}`);
      throw err;
    },
  );
  return { child, stack, ready };
}

/**
 * `with-stack [--overlap] -- <command>`: runs a command with MONGO_URL, REDIS_URL and KAFKA_BROKERS pointing at a
 * live stack (with --overlap, while the stack starts: see `overlapped`). It fails (exit 1 if the command passed)
 * when the local MongoDB logged a server-side error during the run.
 */
async function main(): Promise<void> {
  const sep = process.argv.indexOf('--');
  const [cmd, ...args] = sep >= 0 ? process.argv.slice(sep + 1) : process.argv.slice(2);
  if (!cmd) throw new Error('usage: with-stack [--overlap] -- <command> [args]');
  const overlap = sep >= 0 && process.argv.slice(2, sep).includes('--overlap');
  const log = (line: string) => console.log(`[stack] ${line}`);
  // Before the stack starts, so a server started here is scanned from its first line.
  const givenMongo = Boolean(process.env.MONGO_URL) && !process.env.RBT_MONGO_LOG;
  const mongoLog = watchMongoLog();
  let stack: Stack | null = null;
  let child: ReturnType<typeof spawn>;
  let stackFailed: Promise<boolean> = Promise.resolve(false);
  if (overlap) {
    const run = overlapped(cmd, args, log);
    child = run.child;
    stackFailed = run.stack.then(
      (s) => ((stack = s), false),
      (err: Error) => (console.error(`local stack: ${err.message}`), true),
    );
    child.on('exit', () => fs.rmSync(run.ready, { force: true }));
  } else {
    stack = await ensureStack(log);
    child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...stack.env, RBT_LOCAL_STACK: 'true' } });
  }
  const forward = (sig: NodeJS.Signals) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  let code: number = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  if (await stackFailed) code ||= 1;
  if (givenMongo || !fs.existsSync(mongoLog.file)) {
    console.log(
      `[stack] MongoDB log not scanned (${givenMongo ? 'MONGO_URL given; set RBT_MONGO_LOG to its log' : `no ${mongoLog.file}`})`,
    );
  } else {
    const errors = await mongoLog.errorLines();
    if (errors.length) {
      console.error(
        `[stack] MongoDB logged ${errors.length} server-side error line(s) during this run (${mongoLog.file}):`,
      );
      for (const line of errors.slice(0, SHOWN)) console.error(`  ${line}`);
      if (errors.length > SHOWN) console.error(`  ... and ${errors.length - SHOWN} more`);
      code ||= 1;
    }
  }
  await (stack as Stack | null)?.stop();
  process.exit(code);
}

main().catch((err: Error) => {
  console.error(`local stack: ${err.message}`);
  process.exit(1);
});
