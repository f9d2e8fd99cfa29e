import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** Starts one app's main.ts with only the given env and waits for it to exit (it must, before connecting anything). */
function run(main: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [path.join(ROOT, main)], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    // Loading a main.ts through tsx takes seconds alone and far longer beside a whole suite on two cores.
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const MAINS = [
  'svc-campaigns/src/main.ts',
  'svc-pricing/src/main.ts',
  'svc-media/src/main.ts',
  'svc-capacity/src/main.ts',
  'gateway/src/main.ts',
];
const STRONG = 'a-strong-secret-for-this-test-0123456789';

describe('shipped secrets outside the local stack', () => {
  it.each(MAINS)(
    'when %s starts in production with the shipped secrets, then it exits with one line naming the key',
    async (main) => {
      const r = await run(main, { NODE_ENV: 'production', RBT_LOCAL_STACK: 'true', PORT: '0' });
      expect(r.code).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/cannot start: [A-Z_]+_SECRET: the shipped default is refused outside the local stack/);
    },
  );

  it('when a service is started by hand (not by the local stack) with a short secret, then it refuses it too', async () => {
    const r = await run('svc-pricing/src/main.ts', { INTERNAL_AUTH_SECRET: 'sixteen-chars-ok!', PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/INTERNAL_AUTH_SECRET: a secret shorter than 32 characters is refused/);
  });

  it('when the gateway has a strong internal key but the shipped session key, then it names SESSION_SECRET', async () => {
    const r = await run('gateway/src/main.ts', { INTERNAL_AUTH_SECRET: STRONG, PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SESSION_SECRET: the shipped default/);
  });
});
