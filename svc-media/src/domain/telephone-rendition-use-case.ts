import crypto from 'node:crypto';
import path from 'node:path';
import { spokenPrompt, type TelephoneCodec, type TelephonePrompt } from '@rbt/contracts';
import type { AudioDoc, MediaPorts } from './ports';
import { makeMaster } from './audio-intake-use-case';

export type RenditionPorts = Pick<MediaPorts, 'storage' | 'workDir' | 'limit' | 'tools'>;

/** Where the A-law rendition of an audio is kept (µ-law is the telephone rendition made at acceptance). */
const alawKey = (audioId: string) => `alaw/${audioId}.wav`;

/**
 * Where a rendition ending with a spoken prompt is kept: a UUID-shaped digest of the audio, the codec and the spoken
 * words (storage takes `prefix/<uuid>.ext` keys only), so rewording a prompt makes new files instead of serving the
 * old words.
 */
function promptedKey(audioId: string, codec: TelephoneCodec, prompt: TelephonePrompt): string | null {
  const spoken = spokenPrompt(prompt);
  if (!spoken) return null;
  const h = crypto
    .createHash('sha256')
    .update(`${audioId}\n${codec}\n${spoken.language}\n${spoken.text}`)
    .digest('hex');
  return `prompted/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}.wav`;
}

const keyOf = (doc: AudioDoc, codec: TelephoneCodec, prompt: TelephonePrompt | null) =>
  prompt ? promptedKey(doc._id, codec, prompt) : codec === 'mulaw' ? doc.telephoneKey : alawKey(doc._id);

/**
 * The stored object of one telephone rendition, made from the master on first request when it is not there yet
 * (audio accepted before A-law was offered, a prompt never asked for): the master is the best source, so no G.711 is
 * transcoded from G.711. With a prompt, the press 1 / press 9 words follow the ad, spoken offline and brought to the
 * master's loudness so the caller hears them as loud as the ad. Null when the audio has no such object (removed
 * from storage) or the prompt is unknown.
 */
export async function telephoneRendition(
  p: RenditionPorts,
  doc: AudioDoc,
  codec: TelephoneCodec,
  prompt: TelephonePrompt | null = null,
): Promise<{ key: string; size: number } | null> {
  const key = keyOf(doc, codec, prompt);
  if (!key) return null;
  const size = await p.storage.size(key);
  // The µ-law rendition without prompt is made at acceptance: if it is gone, the audio is gone.
  if (size !== null || (codec === 'mulaw' && !prompt)) return size === null ? null : { key, size };
  if ((await p.storage.size(doc.masterKey)) === null) return null;
  const run = path.join(p.workDir, crypto.randomUUID());
  const files = {
    master: `${run}-master.wav`,
    dest: `${run}-${codec}.wav`,
    said: `${run}-said`,
    tail: `${run}-tail.wav`,
  };
  try {
    await p.storage.toFile(doc.masterKey, files.master);
    // Two first requests at once both render the same bytes; the second write replaces the first harmlessly.
    await p.limit(`rendition:${doc._id}`, async () => {
      const spoken = prompt ? spokenPrompt(prompt) : null;
      if (spoken) {
        await p.tools.speakPrompt(spoken.language, spoken.text, files.said);
        await makeMaster(p, files.said, files.tail);
      }
      await p.tools.renderTelephone(files.master, files.dest, codec, spoken ? files.tail : undefined);
    });
    await p.storage.putFile(key, files.dest);
  } finally {
    await p.tools.remove(Object.values(files));
  }
  const made = await p.storage.size(key);
  return made === null ? null : { key, size: made };
}

/**
 * The rendition's real length in seconds, read from the stored file (what a player will play, prompt included):
 * the VAST `<Duration>` of a campaign with a response says this, not the ad's own length.
 */
export async function renditionSeconds(
  p: RenditionPorts,
  doc: AudioDoc,
  codec: TelephoneCodec,
  prompt: TelephonePrompt | null,
): Promise<number | null> {
  const stored = await telephoneRendition(p, doc, codec, prompt);
  if (!stored) return null;
  const file = path.join(p.workDir, `${crypto.randomUUID()}-measure.wav`);
  try {
    await p.storage.toFile(stored.key, file);
    return (await p.tools.streamInfo(file)).durationSec;
  } finally {
    await p.tools.remove([file]);
  }
}
