import fs from 'node:fs';
import path from 'node:path';

/**
 * Business rules written once: each pattern below is a second definition of a rule that has its home (named in
 * `home`). A copy found anywhere else in product code fails here, with the file and line, before users see two
 * values (the dashboard's "per play" beside a spend computed another way, 17-18 priced midday and shown off-peak).
 */
const ROOT = path.resolve(__dirname, '../../..');
const DIRS = ['shell', 'gateway', 'svc-campaigns', 'svc-pricing', 'svc-media', 'svc-capacity', 'libs', 'mfe-admin'];
const MORE = ['mfe-dashboard', 'mfe-help', 'mfe-wizard'];

const BUILT = ['node_modules', 'dist', '.local'];
const NOT_PRODUCT = [...BUILT, 'test', 'e2e', 'bench'];

/** The files under `dir` that `keep` takes, outside dependencies and builds (and, by default, tests and benches). */
function filesUnder(dir: string, keep: (file: string) => boolean, skip = NOT_PRODUCT): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (skip.includes(e.name)) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (keep(p)) out.push(p);
    }
  };
  walk(path.join(ROOT, dir));
  return out;
}

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file);
const FILES = [...DIRS, ...MORE].flatMap((dir) => filesUnder(dir, isSource));

function copies(pattern: RegExp, home: string[], files = FILES): string[] {
  return files.flatMap((file) => {
    const rel = path.relative(ROOT, file);
    if (home.includes(rel)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : []));
  });
}

describe('each business rule is defined once', () => {
  it('when money is rounded to the paisa on the server, then it is the pricing engine’s round2, not a local copy', () => {
    const serverDirs = ['svc-campaigns/', 'svc-capacity/', 'svc-pricing/', 'svc-media/', 'gateway/'];
    const local = copies(/const (round2|money) = \(n: number\) => Math\.round\(n \* 100\) \/ 100/, []).filter((l) =>
      serverDirs.some((d) => l.startsWith(d)),
    );
    expect(local).toEqual([]);
  });

  it('when an amount is written, then it goes through pkrText (servers) or web-kit’s formatPkr (pages), not a template of its own', () => {
    const home = ['libs/contracts/src/money-text.ts', 'libs/web-kit/src/format/money.ts'];
    // The payment stand-ins draw the providers' own pages, in the providers' words.
    const local = copies(/`PKR( |\\u00a0)\$\{|'PKR ' \+/, home).filter((l) => !l.startsWith('libs/local-stack/'));
    expect(local).toEqual([]);
  });

  it('when rupees become paisa, then it is the contracts’ toPaisa, not a rounding of its own', () => {
    const home = ['libs/contracts/src/money-text.ts'];
    expect(copies(/toPaisa = |Math\.round\(\w+ \* 100\)(?! *\/)/, home).filter((l) => l.startsWith('svc-'))).toEqual(
      [],
    );
  });

  it('when a slot’s band (prime, midday) is needed, then it comes from slot-bands, not an hour range of its own', () => {
    const home = ['libs/contracts/src/slot-bands.ts'];
    expect(copies(/(>=|>) ?1[78]\b.*(<|<=) ?2[12]\b|PRIME_HOURS|semipeakHours|peakHours/, home)).toEqual([]);
  });

  it('when a step rule is needed (a creative exists, a run is too long), then it is the shared one, not a copy', () => {
    const home = ['libs/pricing/src/draft-steps.ts', 'libs/contracts/src/input-rules.ts'];
    expect(
      copies(/function hasCreative|const hasCreative =|>= MAX_CAMPAIGN_DAYS|A campaign can run at most/, home),
    ).toEqual([]);
  });

  it('when a TTS default or the speed and pitch limits are needed, then they are the contracts’ TTS_DEFAULTS and TTS_LIMITS, not figures of their own', () => {
    const home = ['libs/contracts/src/tts-settings.ts'];
    // A literal default ('openai', 'calm', speed 1, pitch 0), a bound (0.5..2, -10..10), a clamp or a message with one.
    const literal = new RegExp(
      [
        /literal\('openai'\)|provider: 'openai'|(emotion: |default\(|catch\()'calm'/.source,
        /^\s*(speed|pitch): -?[\d.]+,|\b(speed|pitch)( \?\?| =) -?\d/.source,
        /\b(speed|pitch):.*\.(min|max)\(-?\d|clamp(Speed|Pitch) = .*\d|(Speed|Pitch) must be between \d/.source,
      ].join('|'),
    );
    expect(copies(literal, home)).toEqual([]);
  });

  it('when the capacity grid is listed, then its slots and cities are the contracts’ ids, not a list of their own', () => {
    // test-kit's EVERY_SLOT counted 16 slots from 08 (`String(i + 8)`) long after the grid began at 06.
    expect(copies(/hours\(8, 24\)|The 16 admin capacity slots|String\(i \+ \d+\)\.padStart\(2, '0'\)\}-/, [])).toEqual(
      [],
    );
  });

  it('when an audio id is read from its /api/audio/<uuid> path, then it is the contracts’ audioIdOf, not a parse of its own', () => {
    const home = ['libs/contracts/src/audio-address.ts'];
    // The wizard's own audioIdOf took any segment ("a1") where the services took only a UUID: tests included here.
    const everyFile = [...DIRS, ...MORE].flatMap((dir) => filesUnder(dir, (f) => /\.(ts|tsx)$/.test(f), BUILT));
    const self = path.relative(ROOT, __filename);
    expect(copies(/audioIdOf = |function audioIdOf/, [...home, self], everyFile)).toEqual([]);
    // Product code neither matches the path with a regex of its own, cuts the prefix off by hand nor builds the path
    // (that is audioPathOf, beside it).
    expect(copies(/\\\/api\\\/audio\\\/|['"`]\/api\/audio\/(['"`]|\$\{)/, home)).toEqual([]);
  });

  it('when a page says a rate or a price (fee, VAT, discounts, premiums, tolerance), then its catalog holds a placeholder, not the figure', () => {
    const catalogs = [...DIRS, ...MORE].flatMap((dir) =>
      filesUnder(dir, (file) => /\/messages\/(later\/)?[a-z]{2}\.json$/.test(file)),
    );
    expect(catalogs.length).toBeGreaterThanOrEqual(8);
    const figures = catalogs.flatMap((file) =>
      Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
        .filter(([, text]) => /\d\s?[%٪]|PKR\s?\d/.test(text))
        .map(([key, text]) => `${path.relative(ROOT, file)} ${key}: ${text}`),
    );
    expect(figures).toEqual([]);
  });

  it('when the Karachi day, hour, slot or month of a moment is needed, then it is the contracts’ karachiClock or karachiMonth, not a reading of its own', () => {
    const home = ['libs/contracts/src/karachi-dates.ts', path.relative(ROOT, __filename)];
    const everyFile = [...DIRS, ...MORE].flatMap((dir) => filesUnder(dir, (f) => /\.(ts|tsx)$/.test(f), BUILT));
    // A copy in the scale seeder named the last slot `23-00`, which is no cell of the grid (`23-24`).
    const reading = /getUTCHours\(\)|hour: '2-digit'|KARACHI_OFFSET_MS\)\.toISOString\(\)\.slice\(0, (7|10)\)/;
    // web-kit formats times for people to read; it reads no slot.
    const shown = (line: string) => line.startsWith('libs/web-kit/src/format/');
    expect(copies(reading, home, everyFile).filter((l) => !shown(l))).toEqual([]);
  });

  it('when the days between two dates are counted, then it is the contracts’ daysBetween, not a division of its own', () => {
    const home = ['libs/contracts/src/input-rules.ts'];
    // platform-reports, capacity and suppressions each divided two parsed dates by a day of their own.
    expect(copies(/Date\.parse\([^)]*\)\)? ?- ?Date\.parse\(/, home)).toEqual([]);
  });
});
