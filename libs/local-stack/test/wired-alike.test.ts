import fs from 'node:fs';
import path from 'node:path';

/**
 * The services are wired alike below compose.ts too (docs/CONTRIBUTING.md, "Service shape"): one clock port, one job
 * timer, one unit for durations in config, indexes built one way. Each rule scans the source and fails with the file
 * and line; the import rules are dependency-cruiser's (service-shape.test.ts).
 */
const ROOT = path.resolve(__dirname, '../../..');
const SERVICES = ['svc-campaigns', 'svc-capacity', 'svc-media', 'svc-pricing'];
const APPS = [...SERVICES, 'gateway'];

function tsFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

/** A layer's files in a service, flat (`src/domain/`) or in each bounded context (`src/<context>/domain/`). */
const layerFiles = (service: string, layer: string) =>
  tsFiles(`${service}/src`).filter((f) => new RegExp(`^${service}/src/([a-z-]+/)?${layer}/`).test(f));

/** `file:line: text` of every line of `files` that matches. */
function matches(files: string[], pattern: RegExp): string[] {
  return files.flatMap((rel) =>
    fs
      .readFileSync(path.join(ROOT, rel), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('services wired alike below the composition root', () => {
  it('when a use case needs the time, then it asks its clock port, never new Date() or Date.now() itself', () => {
    const domain = SERVICES.flatMap((s) => layerFiles(s, 'domain'));
    expect(domain.length).toBeGreaterThan(50);
    expect(matches(domain, /new Date\(\)|Date\.now\(\)/)).toEqual([]);
  });

  it('when a service is composed, then it has the one clock port, clock(): Date', () => {
    const read = (service: string) => fs.readFileSync(path.join(ROOT, service, 'src/compose.ts'), 'utf8');
    const clock = /\bclock: (opts\.clock \?\? )?\(?\(\) => new Date\(\)/;
    expect(SERVICES.filter((s) => !clock.test(read(s)))).toEqual([]);
  });

  it('when a job runs on a timer, then it is the kit’s intervalJob, not a setInterval of its own', () => {
    // Timers that are not a job's rounds, each with why.
    const kept = new Set([
      // Renews a running request's Idempotency-Key lease while the request runs.
      'svc-campaigns/src/shared/data-access/idempotency.ts',
      // Woken at once when a response queues an SMS, besides its rounds: intervalJob has no wake-up.
      'svc-capacity/src/serving/entry-points/jobs/sms-sender-job.ts',
    ]);
    const fileOf = (hit: string) => hit.slice(0, hit.indexOf(':'));
    const timers = matches(
      APPS.flatMap((a) => tsFiles(`${a}/src`)),
      /\bsetInterval\(/,
    );
    expect(timers.filter((t) => !kept.has(fileOf(t)))).toEqual([]);
    const jobs = SERVICES.flatMap((s) => layerFiles(s, 'entry-points/jobs')).filter((f) => !kept.has(f));
    const rounds = jobs.filter((f) =>
      /export (const|function) \w+Job\b/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(rounds.length).toBeGreaterThanOrEqual(10);
    expect(rounds.filter((f) => !fs.readFileSync(path.join(ROOT, f), 'utf8').includes('intervalJob('))).toEqual([]);
  });

  it('when a config key is a duration, then it is in milliseconds and its name ends in _MS', () => {
    const configs = [
      ...APPS.flatMap((a) => tsFiles(`${a}/src`).filter((f) => /\/src\/config[\w-]*\.ts$/.test(f))),
      'libs/service-kit/src/config.ts',
    ];
    expect(configs.length).toBeGreaterThanOrEqual(10);
    const keys = matches(configs, /^\s+[A-Z][A-Z0-9_]+: z\b/).map((l) => {
      const where = l.slice(0, l.indexOf(': '));
      return `${where}: ${/([A-Z][A-Z0-9_]+): z/.exec(l)![1]}`;
    });
    expect(keys.length).toBeGreaterThan(100);
    const otherUnit = /_(S|SEC|SECS|SECONDS|MIN|MINS|MINUTES|H|HOURS|DAYS|WEEKS)$/;
    const timeWord = /(TTL|TIMEOUT|INTERVAL|LEASE|MAX_AGE|EXPIRY|RETENTION|WINDOW|DELAY|SHIFT)/;
    expect(
      keys.filter((k) => {
        const key = k.split(': ')[1]!;
        return otherUnit.test(key) || (timeWord.test(key) && !key.endsWith('_MS'));
      }),
    ).toEqual([]);
  });

  it('when a service starts, then its compose.ts builds the indexes with the kit’s buildIndexes, and nothing else builds one', () => {
    const composed = [...APPS].filter(
      (a) => !fs.readFileSync(path.join(ROOT, a, 'src/compose.ts'), 'utf8').includes('await buildIndexes(mongo'),
    );
    expect(composed).toEqual([]);
    expect(
      matches(
        APPS.flatMap((a) => tsFiles(`${a}/src`)),
        /\.(createIndex|createIndexes|syncIndexes)\(/,
      ),
    ).toEqual([]);
  });
});
