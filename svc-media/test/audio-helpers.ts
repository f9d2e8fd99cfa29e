import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIdentity, type Caller } from '@rbt/service-kit';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';

export const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));

/** An audio file ffmpeg makes from a lavfi source (a tone, silence), through a filter, with output options. */
export function lavfiAudio(dir: string, name: string, source: string, filter?: string, output: string[] = []): string {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    source,
    ...(filter ? ['-af', filter] : []),
    ...output,
    file,
  ]);
  return file;
}

/** A real audio file made by ffmpeg: a quiet tone with a little noise, so loudness must be raised to -16 LUFS. */
export const makeAudio = (dir: string, name: string, seconds: number, codec: string[] = []): string =>
  lavfiAudio(dir, name, `sine=frequency=330:duration=${seconds}`, 'volume=-24dB', codec);

/** Integrated loudness and true peak measured independently of the service, with ffmpeg's ebur128 filter. */
export function measure(file: string): { lufs: number; peak: number } {
  const out = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    { encoding: 'utf8' },
  ).stderr;
  const summary = out.slice(out.lastIndexOf('Summary:'));
  return {
    lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    peak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}

export function probe(file: string): { sampleRate: number; channels: number; codec: string; duration: number } {
  const s = JSON.parse(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=sample_rate,channels,codec_name,duration', '-of', 'json', file],
      { encoding: 'utf8' },
    ),
  ).streams[0];
  return {
    sampleRate: Number(s.sample_rate),
    channels: Number(s.channels),
    codec: s.codec_name,
    duration: Number(s.duration),
  };
}

/** Raw request as the gateway forwards it (signed identity), for PUTs of file bytes and binary GETs. */
export async function raw(
  base: string,
  method: string,
  p: string,
  as: Caller,
  opts: { body?: Buffer; headers?: Record<string, string> } = {},
) {
  const headers = { ...signIdentity(TEST_INTERNAL_SECRET, as), ...(opts.headers ?? {}) };
  const res = await fetch(base + p, { method, headers, body: opts.body ? new Uint8Array(opts.body) : undefined });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    /* audio */
  }
  return { status: res.status, headers: res.headers, bytes, json };
}
