import { z } from 'zod';
import { startTraffic } from './traffic-generator';
import { LOCAL_DEMO_PLATFORM_KEY } from './demo-platform-key';

/** The generator's settings from the environment (docs/delivery-traffic.md). */
export const TrafficEnv = z.object({
  TRAFFIC_CALLS_PER_S: z.coerce.number().min(0).max(1000).default(2),
  TRAFFIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
  TRAFFIC_PLATFORM_KEY: z.string().min(1).default(LOCAL_DEMO_PLATFORM_KEY),
  TRAFFIC_TIME_SCALE: z.coerce.number().positive().default(10),
  TRAFFIC_POOL_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
});

/** `npm run traffic`: the operator stand-in against a running portal until Ctrl-C, with a line of counts every 10 s. */
async function main(): Promise<void> {
  const env = TrafficEnv.parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));
  if (env.TRAFFIC_CALLS_PER_S === 0) return console.log('[traffic] TRAFFIC_CALLS_PER_S=0: off');
  const t = startTraffic({
    baseUrl: env.TRAFFIC_BASE_URL,
    platformKey: env.TRAFFIC_PLATFORM_KEY,
    callsPerSecond: env.TRAFFIC_CALLS_PER_S,
    timeScale: env.TRAFFIC_TIME_SCALE,
    poolSize: env.TRAFFIC_POOL_SIZE,
    log: (l) => console.log(`[traffic] ${l}`),
  });
  const report = setInterval(() => console.log(`[traffic] ${JSON.stringify(t.stats)}`), 10_000);
  const stop = () => {
    clearInterval(report);
    void t.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: Error) => {
    console.error(`[traffic] ${err.message}`);
    process.exit(1);
  });
}
