/* Benchmark of svc-media: offline TTS of a ~20 s script, mastering of a 30 s upload, and peak memory
 * while 5 uploads stream at once. Needs the local stack (npm run stack). Prints figures as JSON lines.
 * MEDIA_BENCH_STORAGE=s3 runs it against S3 storage: an s3rver in a child process, so its memory is not counted. */
import { execFile, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { signIdentity } from '@rbt/service-kit';
import { advertiser, call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { S3_TEST_KEYS, startTestServer } from '../test/test-server';

const SCRIPT =
  'Big news for Karachi and Lahore! This week only, get fifty percent off every new smartphone at your nearest partner store. ' +
  'Trade in your old phone for extra savings, and enjoy a free month of unlimited calls and data. Visit today, or dial star one two three to find a store near you.';
const me = advertiser('bench-user');
const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const out = (o: object) => console.log(JSON.stringify(o));

async function putStream(base: string, url: string, file: string): Promise<number> {
  const headers = {
    ...signIdentity(TEST_INTERNAL_SECRET, me),
    'content-type': 'application/octet-stream',
    'content-length': String(fs.statSync(file).size),
  };
  const body = Readable.toWeb(fs.createReadStream(file, { highWaterMark: 64 * 1024 }));
  const res = await fetch(base + url, { method: 'PUT', headers, body: body as any, duplex: 'half' } as RequestInit);
  await res.arrayBuffer();
  return res.status;
}

/** The client runs as curl processes, so only the service's own memory is in this process's RSS. */
function curlPut(base: string, url: string, file: string): Promise<number> {
  const h = Object.entries({
    ...signIdentity(TEST_INTERNAL_SECRET, me),
    'content-type': 'application/octet-stream',
  }).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  return new Promise((resolve, reject) =>
    execFile('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-T', file, ...h, base + url], (err, stdout) =>
      err ? reject(err) : resolve(Number(stdout)),
    ),
  );
}

/** Peak RSS of the service above its idle baseline while `n` uploads of `bytes` stream at once. */
async function streamPeak(base: string, dir: string, n: number, bytes: number) {
  const file = path.join(dir, `blob-${bytes}.bin`);
  fs.writeFileSync(file, Buffer.alloc(bytes, 7));
  const urls = await Promise.all(
    Array.from(
      { length: n },
      async () => (await call(base, 'POST', '/api/objects/upload', { as: me })).body.uploadURL as string,
    ),
  );
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const t0 = process.hrtime.bigint();
  const statuses = await Promise.all(urls.map((u) => curlPut(base, u, file)));
  const elapsed = ms(t0);
  clearInterval(timer);
  return {
    uploads: n,
    mbEach: bytes / 1048576,
    statuses: [...new Set(statuses)],
    baselineMb: +(baseline / 1048576).toFixed(1),
    peakAboveBaselineMb: +((peak - baseline) / 1048576).toFixed(1),
    ms: Math.round(elapsed),
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** An s3rver process (not this one) for MEDIA_BENCH_STORAGE=s3; returns the S3_* settings and a stop. */
async function s3Process(dir: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [require.resolve('s3rver/bin/s3rver.js'), '-d', dir, '-a', '127.0.0.1', '-p', String(port), '-s'],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(endpoint).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  return { env: { S3_ENDPOINT: endpoint, S3_BUCKET: 'media-bench', ...S3_TEST_KEYS }, stop: () => child.kill() };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-bench-'));
  const s3 = process.env.MEDIA_BENCH_STORAGE === 's3' ? await s3Process(path.join(dir, 's3')) : null;
  const s = await startTestServer({ LOG_LEVEL: 'silent', ...(s3?.env ?? {}) });
  out({ storage: s3 ? 's3 (s3rver process)' : 'local folder' });
  try {
    const tts: number[] = [];
    let duration = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = process.hrtime.bigint();
      const r = await call(s.base, 'POST', '/api/tts/generate', {
        as: me,
        body: { script: SCRIPT, language: 'english', voice: 'james' },
      });
      tts.push(ms(t0));
      duration = r.body.metadata.durationSec;
    }
    out({
      bench: 'tts offline, full pipeline (espeak-ng + master + telephone + store)',
      scriptChars: SCRIPT.length,
      audioSec: duration,
      runsMs: tts.map(Math.round),
      medianMs: Math.round(median(tts)),
    });

    const wav = path.join(dir, 'thirty.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=d=30:c=pink:a=0.05',
      '-f',
      'lavfi',
      '-i',
      'sine=f=440:d=30',
      '-filter_complex',
      'amix=inputs=2',
      '-ar',
      '48000',
      '-ac',
      '2',
      wav,
    ]);
    const norm: number[] = [];
    for (let i = 0; i < 3; i++) {
      const url = (await call(s.base, 'POST', '/api/objects/upload', { as: me })).body.uploadURL as string;
      await putStream(s.base, url, wav);
      const t0 = process.hrtime.bigint();
      const r = await call(s.base, 'PUT', '/api/audio-files', { as: me, body: { audioFileURL: url } });
      norm.push(ms(t0));
      if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    }
    out({
      bench: 'register a 30 s 48 kHz stereo WAV upload (probe + decode check + master + telephone + store)',
      runsMs: norm.map(Math.round),
      medianMs: Math.round(median(norm)),
    });

    for (const mb of [10, 1, 10])
      out({ bench: 'concurrent streamed uploads, RSS', ...(await streamPeak(s.base, dir, 5, mb * 1048576)) });
  } finally {
    await s.stop();
    s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
