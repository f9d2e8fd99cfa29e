import { spawnSync } from 'node:child_process';
import path from 'node:path';

const TSX = path.resolve(__dirname, '../../../node_modules/.bin/tsx');

describe('runMain', () => {
  it.each([
    ['rejection', 'unhandledRejection', 'lost rejection in a job'],
    ['exception', 'uncaughtException', 'thrown in a timer'],
  ])(
    'when a started service leaves a %s unhandled, then it logs it with context, stops and exits 1',
    (fatal, kind, msg) => {
      const r = spawnSync(TSX, [path.join(__dirname, 'fixtures/fatal-main.ts')], {
        env: { ...process.env, FATAL: fatal },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.status).toBe(1);
      const fatalLine = r.stdout.split('\n').find((l) => l.includes('"level":60'));
      expect(fatalLine).toBeDefined();
      const entry = JSON.parse(fatalLine as string) as { kind: string; err: { message: string; stack: string } };
      expect(entry.kind).toBe(kind);
      expect(entry.err.message).toBe(msg);
      expect(entry.err.stack).toContain('fatal-main.ts');
      expect(r.stdout).toContain('stopped');
    },
  );
});
