import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './paths';

/**
 * Production build of the shell and the four remotes (each into its own dist/), two at a time: the
 * machine has two cores and each webpack run is mostly single-threaded. Prints time and gzip sizes.
 */
const PACKAGES = ['shell', 'mfe-dashboard', 'mfe-wizard', 'mfe-admin', 'mfe-help'];
const CONCURRENCY = Number(process.env.BUILD_WEB_CONCURRENCY ?? 2);
const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

function build(pkg: string): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--no-stats'], {
      cwd: path.join(ROOT, pkg),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Date.now() - started) : reject(new Error(`${pkg}: webpack exited with ${code}`)),
    );
  });
}

function jsSizes(pkg: string) {
  const dist = path.join(ROOT, pkg, 'dist');
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
  }
  const entry = files.find((f) => f === 'remoteEntry.js') ?? files.find((f) => f.startsWith('main.'));
  const entryGzip = entry ? zlib.gzipSync(fs.readFileSync(path.join(dist, entry)), { level: 9 }).length : 0;
  return { files: files.length, raw, gzip, entry, entryGzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const started = Date.now();
  const queue = [...PACKAGES];
  const times: Record<string, number> = {};
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      console.log(`[build-web] building ${pkg}`);
      times[pkg] = await build(pkg);
      console.log(`[build-web] ${pkg} built in ${(times[pkg] / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`[build-web] all built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const pkg of PACKAGES) {
    const s = jsSizes(pkg);
    console.log(
      `[build-web] ${pkg.padEnd(14)} ${String(s.files).padStart(4)} js files, ${kb(s.raw)} raw, ${kb(s.gzip)} gzip; ${s.entry} ${kb(s.entryGzip)} gzip`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`[build-web] ${(error as Error).message}`);
  process.exit(1);
});
