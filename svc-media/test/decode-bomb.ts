import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Ogg's page checksum: CRC-32, polynomial 0x04c11db7, not reflected, initial value 0 (RFC 3533). */
function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) {
    crc ^= byte << 24;
    for (let k = 0; k < 8; k++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/**
 * The probe's decode bomb in small: a real Ogg/FLAC holding `holdsSec` of tone whose last page declares
 * `declaredSec` (ffprobe reads an Ogg's length from that page's granule position). The real one held 40 hours of
 * silence in 6.4 MB; this one declares the same without taking 14 s of ffmpeg to make.
 */
export function oggDeclaring(dir: string, declaredSec: number, holdsSec = 2): string {
  const file = path.join(dir, `bomb-${declaredSec}-${holdsSec}.ogg`);
  const rate = 8000;
  execFileSync('ffmpeg', [
    '-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=${rate}:duration=${holdsSec}`,
    '-c:a', 'flac', '-f', 'ogg', file,
  ]); // prettier-ignore
  const bytes = fs.readFileSync(file);
  const last = bytes.lastIndexOf(Buffer.from('OggS'));
  const page = bytes.subarray(last);
  page.writeBigUInt64LE(BigInt(Math.round(declaredSec * rate)), 6);
  page.writeUInt32LE(0, 22);
  page.writeUInt32LE(oggCrc(page), 22);
  fs.writeFileSync(file, bytes);
  return file;
}
