import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../src/paths';

/**
 * `npm test` runs through with-stack: it must fail when the MongoDB-protocol server logged a server-side error
 * while the suite ran, and must not blame a run for what the shared server logged before it.
 * The stack is given by env (nothing is started); RBT_MONGO_LOG points at a log file of this test's own.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'with-stack-'));
const log = path.join(dir, 'mongo.log');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const UNKNOWN = '[mongo-server-worker2] ERROR de.bwaldvogel.mongo.wire.MongoDatabaseHandler - Unknown error!';
const CAUSE = 'java.lang.IllegalArgumentException: Expected one element but got zero';
const ORDINARY =
  '[mongo-server-worker1] INFO de.bwaldvogel.mongo.backend.AbstractMongoDatabase - created collection x.y';

function runWithStack(appendLines: string[], exitCode = 0) {
  const script = `require('fs').appendFileSync(${JSON.stringify(log)}, ${JSON.stringify(appendLines.map((l) => `${l}\n`).join(''))}); process.exit(${exitCode})`;
  return spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'libs', 'local-stack', 'src', 'with-stack.ts'), '--', process.execPath, '-e', script],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        MONGO_URL: 'mongodb://127.0.0.1:1',
        REDIS_URL: 'redis://127.0.0.1:1',
        KAFKA_BROKERS: '127.0.0.1:1',
        RBT_MONGO_LOG: log,
      },
    },
  );
}

it('when the command passes but MongoDB logged an Unknown error during the run, then with-stack exits 1 and prints the lines', () => {
  fs.writeFileSync(log, `${ORDINARY}\n`);
  const r = runWithStack([ORDINARY, UNKNOWN, CAUSE, ORDINARY]);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('MongoDB logged 2 server-side error line(s)');
  expect(r.stderr).toContain(UNKNOWN);
  expect(r.stderr).toContain(CAUSE);
});

it("when the error lines were logged before the run, then with-stack passes the command's exit code through", () => {
  fs.writeFileSync(log, `${UNKNOWN}\n${CAUSE}\n`);
  expect(runWithStack([ORDINARY]).status).toBe(0);
  expect(runWithStack([ORDINARY], 3).status).toBe(3);
});

it('when an Unknown error is followed by its exception and frames, then with-stack prints them under the line', () => {
  fs.writeFileSync(log, '');
  const npe = 'java.lang.NullPointerException: Cannot invoke "Object.hashCode()" because "key" is null';
  const frame =
    '\tat de.bwaldvogel.mongo.backend.AbstractMongoCollection.updateDocuments(AbstractMongoCollection.java:1)';
  const r = runWithStack([UNKNOWN, npe, frame]);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('MongoDB logged 1 server-side error line(s)');
  expect(r.stderr).toContain(`${UNKNOWN}\n    ${npe}\n    ${frame.trim()}`);
});

describe('with --overlap (npm test: the checks and the build run while the stack starts)', () => {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = path.join(__dirname, 'fixtures', 'await-stack-child.ts');
  const overlap = (env: NodeJS.ProcessEnv) =>
    spawnSync(tsx, [path.join(ROOT, 'libs', 'local-stack', 'src', 'with-stack.ts'), '--overlap', '--', tsx, child], {
      encoding: 'utf8',
      env: { ...process.env, RBT_MONGO_LOG: log, ...env },
    });

  it('when the stack comes up, then the command gets its URLs and, through RBT_STACK_READY, word that it is up', () => {
    fs.writeFileSync(log, '');
    const r = overlap({
      MONGO_URL: 'mongodb://127.0.0.1:1',
      REDIS_URL: 'redis://127.0.0.1:1',
      KAFKA_BROKERS: '127.0.0.1:1',
    });
    expect(r.stdout).toContain('READY mongodb://127.0.0.1:1');
    expect(r.status).toBe(0);
  });

  it('when the stack cannot start, then the waiting command fails with the reason and with-stack exits non-zero', () => {
    // Nothing listens on these ports, and without java and mvn on PATH the local servers cannot start.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'with-stack-bin-'));
    fs.symlinkSync(process.execPath, path.join(bin, 'node'));
    const r = overlap({
      PATH: bin,
      RBT_LOCAL_DIR: path.join(dir, 'local'),
      MONGO_URL: '',
      KAFKA_BROKERS: '',
      MONGO_PORT: '1',
      KAFKA_PORT: '2',
      KAFKA_CONTROLLER_PORT: '3',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    expect(r.stderr).toMatch(/NOT READY local stack failed: .*(Java|java|mvn)/);
    expect(r.status).not.toBe(0);
  });
});
