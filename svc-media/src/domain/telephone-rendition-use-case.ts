import crypto from 'node:crypto';
import path from 'node:path';
import type { TelephoneCodec } from '@rbt/contracts';
import type { AudioDoc, MediaPorts } from './ports';

export type RenditionPorts = Pick<MediaPorts, 'storage' | 'workDir' | 'limit' | 'tools'>;

/** Where the A-law rendition of an audio is kept (µ-law is the telephone rendition made at acceptance). */
const alawKey = (audioId: string) => `alaw/${audioId}.wav`;

/**
 * The stored object of one telephone rendition, made from the master on first request when it is not there yet
 * (audio accepted before A-law was offered, or never asked for): the master is the best source, so no G.711 is
 * transcoded from G.711. Null when the audio has no such object (removed from storage).
 */
export async function telephoneRendition(
  p: RenditionPorts,
  doc: AudioDoc,
  codec: TelephoneCodec,
): Promise<{ key: string; size: number } | null> {
  const key = codec === 'mulaw' ? doc.telephoneKey : alawKey(doc._id);
  const size = await p.storage.size(key);
  if (size !== null || codec === 'mulaw') return size === null ? null : { key, size };
  if ((await p.storage.size(doc.masterKey)) === null) return null;
  const run = crypto.randomUUID();
  const src = path.join(p.workDir, `${run}-master.wav`);
  const dest = path.join(p.workDir, `${run}-${codec}.wav`);
  try {
    await p.storage.toFile(doc.masterKey, src);
    // Two first requests at once both render the same bytes; the second write replaces the first harmlessly.
    await p.limit(`rendition:${doc._id}`, () => p.tools.renderTelephone(src, dest, codec));
    await p.storage.putFile(key, dest);
  } finally {
    await p.tools.remove([src, dest]);
  }
  const made = await p.storage.size(key);
  return made === null ? null : { key, size: made };
}
