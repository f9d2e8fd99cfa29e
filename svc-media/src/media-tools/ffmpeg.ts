import type { TelephoneCodec } from '@rbt/contracts';
import { DECODE_BUDGET, declaredTooLong, type ProbeFacts } from '../domain/upload-rules';
import { run, runOk } from './run';

const Q = ['-hide_banner', '-nostdin', '-nostats'];

/** Decodes `src` and writes `dest` (overwriting it) with the given output options; only errors are logged. */
async function writeAudio(src: string, dest: string, options: string[], timeoutMs: number): Promise<void> {
  await runOk('ffmpeg', [...Q, '-v', 'error', '-y', '-i', src, ...options, dest], { timeoutMs });
}

/**
 * What ffprobe declares and what a decode really yields (a truncated file declares more than it decodes). A file
 * declaring more than the limit is not decoded at all; others are decoded within DECODE_BUDGET (upload-rules.ts).
 */
export async function probeFacts(file: string): Promise<ProbeFacts | null> {
  const p = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_type,duration', '-of', 'json', file],
    { timeoutMs: DECODE_BUDGET.probeTimeoutMs },
  );
  if (p.code !== 0) return null;
  let info: {
    format?: { format_name?: string; duration?: string };
    streams?: Array<{ codec_type?: string; duration?: string }>;
  };
  try {
    info = JSON.parse(p.stdout.toString('utf8'));
  } catch {
    return null;
  }
  const audio = info.streams?.find((s) => s.codec_type === 'audio');
  const declaredSec = Number(audio?.duration ?? info.format?.duration ?? 0) || 0;
  const formatName = info.format?.format_name ?? '';
  if (declaredTooLong(declaredSec))
    return { formatName, declaredSec, decodedSec: 0, hasAudio: !!audio, decodeErrors: '' };
  // -t stops after the budget's seconds of audio, whatever the file holds; the timeout bounds a slow decoder.
  const t = String(DECODE_BUDGET.decodeSeconds);
  const d = await run(
    'ffmpeg',
    [...Q, '-v', 'error', '-i', file, '-map', '0:a:0', '-t', t, '-f', 'null', '-progress', 'pipe:1', '-'],
    { timeoutMs: DECODE_BUDGET.decodeTimeoutMs, maxStdout: 1024 * 1024 },
  );
  const times = [...d.stdout.toString('utf8').matchAll(/out_time_us=(\d+)/g)];
  const decodedSec = times.length ? Number(times[times.length - 1][1]) / 1e6 : 0;
  return {
    formatName,
    declaredSec,
    decodedSec,
    hasAudio: !!audio,
    decodeErrors: d.code === 0 ? d.stderr.trim() : d.stderr.trim() || 'decode failed',
  };
}

/** The meter both passes run: its ten lines a second go to the verbose log, unprinted (run() keeps 64 KiB of stderr). */
const EBUR128 = 'ebur128=peak=true:framelog=verbose';

/**
 * Integrated loudness (LUFS) and true peak (dBTP) by EBU R128 (ffmpeg's ebur128 filter); silence gives -Infinity.
 * Only the summary is read.
 */
export async function measureEbur128(file: string): Promise<{ lufs: number; truePeak: number }> {
  const args = [...Q, '-i', file, '-map', '0:a:0', '-af', EBUR128, '-f', 'null', '-'];
  return ebur128Summary((await runOk('ffmpeg', args, { timeoutMs: 120_000 })).stderr);
}

/** The figures of ebur128's last summary (a graph configured twice prints an empty one first). */
function ebur128Summary(stderr: string): { lufs: number; truePeak: number } {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const lufs = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  const num = (v?: string) => (v === undefined || v === '-inf' ? -Infinity : Number(v));
  return { lufs: num(lufs), truePeak: num(peak) };
}

/**
 * Applies a gain and a peak limiter at 4x the target rate (so inter-sample peaks are caught, approximating a
 * true-peak limiter), writes 44.1 kHz mono 16-bit WAV, and measures what it wrote by EBU R128 in the same run: the
 * meter reads the very 16-bit samples the file gets, so a second decode of the file would only repeat the figures.
 */
export async function applyGain(
  src: string,
  dest: string,
  gainDb: number,
  ceilingDb: number,
  rate: number,
): Promise<{ lufs: number; truePeak: number }> {
  const limit = Math.max(0.0625, Math.min(1, 10 ** (ceilingDb / 20))).toFixed(4);
  const limiter = `alimiter=limit=${limit}:attack=1:release=50:level=false`;
  const graph =
    `[0:a:0]aresample=${rate * 4},volume=${gainDb.toFixed(2)}dB,${limiter},aresample=${rate},` +
    `aformat=sample_fmts=s16:channel_layouts=mono,asplit=2[out][m];[m]${EBUR128}[meter]`;
  const out = ['-map', '[out]', '-ar', String(rate), '-c:a', 'pcm_s16le', dest];
  const args = [...Q, '-y', '-i', src, '-filter_complex', graph, ...out, '-map', '[meter]', '-f', 'null', '-'];
  return ebur128Summary((await runOk('ffmpeg', args, { timeoutMs: 120_000 })).stderr);
}

const G711 = { alaw: 'pcm_alaw', mulaw: 'pcm_mulaw' } as const;

const TELEPHONE_BAND = 'highpass=f=300,lowpass=f=3400';
/** Silence between the ad and its spoken prompt, so the prompt is not heard as the ad's last words. */
const PROMPT_GAP_SEC = 0.5;

/**
 * The caller's version: telephone band (300-3400 Hz), 8 kHz, G.711 WAV (µ-law unless A-law is asked). With a
 * prompt file (a master like the ad's, 44.1 kHz mono), the prompt follows the ad after a short gap.
 */
export async function renderTelephone(
  src: string,
  dest: string,
  codec: TelephoneCodec = 'mulaw',
  promptFile?: string,
): Promise<void> {
  const out = ['-ar', '8000', '-ac', '1', '-c:a', G711[codec]];
  if (!promptFile) return writeAudio(src, dest, ['-af', TELEPHONE_BAND, ...out], 60_000);
  const graph = `[0:a:0]apad=pad_dur=${PROMPT_GAP_SEC}[ad];[ad][1:a:0]concat=n=2:v=0:a=1,${TELEPHONE_BAND}[out]`;
  await runOk(
    'ffmpeg',
    [...Q, '-v', 'error', '-y', '-i', src, '-i', promptFile, '-filter_complex', graph, '-map', '[out]', ...out, dest],
    { timeoutMs: 60_000 },
  );
}

/** Mono 16-bit PCM at a low rate, enough to draw 16 waveform bars. */
export async function pcmForWaveform(file: string): Promise<Int16Array> {
  const r = await runOk('ffmpeg', [...Q, '-v', 'error', '-i', file, '-ac', '1', '-ar', '4000', '-f', 's16le', '-'], {
    timeoutMs: 60_000,
  });
  // Copy out: a pooled Buffer may start at an odd offset, which Int16Array cannot view.
  const bytes = r.stdout.length - (r.stdout.length % 2);
  return new Int16Array(r.stdout.buffer.slice(r.stdout.byteOffset, r.stdout.byteOffset + bytes));
}

export async function streamInfo(file: string): Promise<{ sampleRate: number; channels: number; durationSec: number }> {
  const args = '-v error -select_streams a:0 -show_entries stream=sample_rate,channels,duration -of json'.split(' ');
  const r = await runOk('ffprobe', [...args, file]);
  const s = (JSON.parse(r.stdout.toString('utf8')).streams ?? [])[0] ?? {};
  return { sampleRate: Number(s.sample_rate), channels: Number(s.channels), durationSec: Number(s.duration) };
}
