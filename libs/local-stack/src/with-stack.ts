import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { ensureStack } from './stack';
import { watchMongoLog } from './mongo-log';

const SHOWN = 20;

/**
 * `with-stack -- <command>`: runs a command with MONGO_URL, REDIS_URL and KAFKA_BROKERS pointing at a live stack.
 * It fails (exit 1 if the command passed) when the local MongoDB logged a server-side error during the run.
 */
async function main(): Promise<void> {
  const sep = process.argv.indexOf('--');
  const [cmd, ...args] = sep >= 0 ? process.argv.slice(sep + 1) : process.argv.slice(2);
  if (!cmd) throw new Error('usage: with-stack -- <command> [args]');
  // Before the stack starts, so a server started here is scanned from its first line.
  const givenMongo = Boolean(process.env.MONGO_URL) && !process.env.RBT_MONGO_LOG;
  const mongoLog = watchMongoLog();
  const stack = await ensureStack((line) => console.log(`[stack] ${line}`));
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...stack.env, RBT_LOCAL_STACK: 'true' } });
  const forward = (sig: NodeJS.Signals) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  let code: number = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
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
  await stack.stop();
  process.exit(code);
}

main().catch((err: Error) => {
  console.error(`local stack: ${err.message}`);
  process.exit(1);
});
