import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './paths';
import { ensureStack } from './stack';
import { startPortal, REMOTES } from './portal';
import { startTraffic } from './traffic/traffic-generator';
import { TrafficEnv } from './traffic/run-traffic';

/** `npm start`: the whole portal on the embedded local stack; Ctrl-C stops everything it started. */
async function main(): Promise<void> {
  const log = (l: string) => console.log(`[start] ${l}`);
  const built = ['shell', ...REMOTES.map((r) => `mfe-${r}`)].every((p) =>
    fs.existsSync(path.join(ROOT, p, 'dist', p === 'shell' ? 'index.html' : 'remoteEntry.js')),
  );
  if (!built || process.argv.includes('--build')) {
    log('building the shell and the remotes (production)...');
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(__dirname, 'build-web.ts')], {
      stdio: 'inherit',
    });
  }
  const stack = await ensureStack(log);
  let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
  let traffic: ReturnType<typeof startTraffic> | undefined;
  const shutdown = async () => {
    log('stopping...');
    await traffic?.stop();
    await portal?.stop();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  try {
    portal = await startPortal({ stack: stack.env, log });
  } catch (err) {
    console.error(`[start] ${(err as Error).message}`);
    await stack.stop();
    process.exit(1);
  }
  // The operator's platform stand-in (docs/delivery-traffic.md), with the demo platform's key the gateway seeded.
  const t = TrafficEnv.parse({ TRAFFIC_BASE_URL: portal.url, ...nonEmpty(process.env) });
  if (t.TRAFFIC_CALLS_PER_S > 0) {
    traffic = startTraffic({
      baseUrl: portal.url,
      platformKey: t.TRAFFIC_PLATFORM_KEY,
      callsPerSecond: t.TRAFFIC_CALLS_PER_S,
      timeScale: t.TRAFFIC_TIME_SCALE,
      poolSize: t.TRAFFIC_POOL_SIZE,
      log: (l) => log(`traffic: ${l}`),
    });
    log(`traffic: ${t.TRAFFIC_CALLS_PER_S} calls/s through ${portal.url} (TRAFFIC_CALLS_PER_S=0 turns it off)`);
  }
  console.log(`
  RBT Ads portal is up:  ${portal.url}
  Emails (SMTP stand-in inbox): ${portal.inboxUrl}
  SMS (SMSC stand-in, SMPP 3.4): ${portal.smsc.url}
  Sign in as an advertiser: advertiser@rbt.local / advertiser-demo
  Sign in as an admin:      admin@rbt.local / admin-demo
  Health: ${portal.url}/api/health   Logs: .local/logs/   Stop: Ctrl-C
`);
}

const nonEmpty = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));

main().catch((err: Error) => {
  console.error(`[start] ${err.message}`);
  process.exit(1);
});
