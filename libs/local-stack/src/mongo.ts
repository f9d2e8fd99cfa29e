import path from 'node:path';
import { JAVA_DIR, localPath } from './paths';
import { classpath, LEAN_JVM } from './java';
import { isPortOpen, Managed, startProcess, waitFor } from './processes';

export interface MongoOptions {
  port: number;
  dataFile?: string | ':memory:';
  name?: string;
}

/** Starts mongo-java-server (H2 backend, persistent unless ':memory:') on a port. */
export async function startMongo(opts: MongoOptions): Promise<Managed> {
  const cp = classpath('mongo');
  const data = opts.dataFile ?? localPath('mongo', 'data.mv');
  const m = startProcess(opts.name ?? 'mongo', 'java', [
    ...LEAN_JVM,
    '-Xmx1g',
    '-cp',
    cp,
    path.join(JAVA_DIR, 'MongoServerMain.java'),
    String(opts.port),
    data,
  ]);
  // Java compiles MongoServerMain.java at start: on a loaded 2-core machine (builds beside it) that took over 60 s.
  await waitFor(() => isPortOpen(opts.port), `MongoDB (mongo-java-server) on port ${opts.port}`, 180_000, m);
  return m;
}
