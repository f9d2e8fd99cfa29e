import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { JAVA_DIR, localPath } from './paths';
import { hasCommand } from './processes';

/**
 * JVM flags of the local Kafka and MongoDB-protocol servers, whose CPU the test suite shares with its own: the JIT
 * compilers used about 30 % of a broker's CPU in its first minutes, mostly C2 (the last tier, for long-running peak
 * speed), and stopping at C1 about halved both servers' CPU over test files; the serial collector (instead of G1,
 * the JVM's pick here) spares G1's concurrent threads for these small heaps (docs/benchmarks.md, "The local Java
 * servers' CPU").
 */
export const LEAN_JVM = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];

/** Resolves a Maven profile's runtime classpath once and caches it under .local/. */
export function classpath(profile: 'kafka' | 'mongo'): string {
  const file = localPath('classpath', `${profile}.cp`);
  if (!fs.existsSync(file) || fs.statSync(file).mtimeMs < fs.statSync(path.join(JAVA_DIR, 'pom.xml')).mtimeMs) {
    if (!hasCommand('java') || !hasCommand('mvn')) {
      throw new Error(
        `${profile}: needs Java 17 and Maven (apt-get install -y openjdk-17-jre-headless maven), or set ${profile === 'kafka' ? 'KAFKA_BROKERS' : 'MONGO_URL'}`,
      );
    }
    try {
      execFileSync(
        'mvn',
        [
          '-q',
          '-B',
          '-f',
          path.join(JAVA_DIR, 'pom.xml'),
          `-P${profile}`,
          'dependency:build-classpath',
          `-Dmdep.outputFile=${file}`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (err) {
      const out = String((err as { stdout?: Buffer }).stdout ?? '')
        .split('\n')
        .filter((l) => l.includes('ERROR'))
        .slice(0, 2)
        .join(' ');
      throw new Error(`${profile}: Maven could not resolve the jars from Maven Central (${out || 'no output'})`);
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
