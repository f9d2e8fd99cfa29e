import path from 'node:path';
import { AppError, assertOwned, badRequest, conflict, type Caller } from '@rbt/service-kit';
import type { AudioDoc } from './ports';
import type { MediaPorts } from './ports';
import { acceptAudio } from './audio-intake-use-case';
import { judgeUpload, sniffAudio, UPLOAD_MESSAGES } from './upload-rules';

export const incomingKey = (key: string) => `incoming/${key}`;
export const UPLOAD_EXPIRED =
  'This upload was not registered in time and has been removed; please upload the file again.';
const refuse = (message: string) => badRequest(message, [{ path: 'audioFileURL', message }]);

/** PUT /api/audio-files: checks the uploaded bytes, refuses (and deletes) anything else, else accepts the audio. */
export async function registerUpload(p: MediaPorts, caller: Caller, key: string): Promise<AudioDoc> {
  const slot = assertOwned(caller, await p.uploads.byId(key), 'Upload');
  if (slot.status === 'registered' && slot.audioId) {
    const done = await p.audios.byId(slot.audioId);
    if (done) return done;
  }
  if (slot.status === 'rejected') throw refuse(slot.reason ?? UPLOAD_MESSAGES.notAudio);
  if (slot.status === 'issued') throw refuse(UPLOAD_MESSAGES.empty);
  if (slot.status === 'expired') throw refuse(UPLOAD_EXPIRED);
  if (!(await p.uploads.transition(key, ['received'], { status: 'processing' })))
    throw conflict('This upload is already being processed.');

  const work = path.join(p.workDir, `${key}-upload`);
  const reject = async (reason: string) => {
    await p.storage.delete(incomingKey(key));
    await p.uploads.update(key, { status: 'rejected', reason });
    return refuse(reason);
  };
  try {
    const bytes = (await p.storage.size(incomingKey(key))) ?? 0;
    const kind = bytes > 0 ? sniffAudio(await p.storage.head(incomingKey(key), 16)) : null;
    let facts = null;
    if (kind) {
      await p.storage.toFile(incomingKey(key), work);
      facts = await p.limit(slot.ownerId, () => p.tools.probeFacts(work));
    }
    const reason = judgeUpload(kind, bytes, facts);
    if (reason || !kind) throw await reject(reason ?? UPLOAD_MESSAGES.notAudio);
    const originalKey = `originals/${key}.${kind}`;
    await p.storage.putFile(originalKey, work);
    let doc: AudioDoc;
    try {
      doc = await acceptAudio(p, {
        ownerId: slot.ownerId,
        source: 'upload',
        file: work,
        originalType: kind,
        originalKey,
      });
    } catch (err) {
      await p.storage.delete(originalKey);
      if (err instanceof AppError && err.status === 400) throw await reject(err.message);
      throw err;
    }
    await p.storage.delete(incomingKey(key));
    await p.uploads.update(key, { status: 'registered', audioId: doc._id });
    return doc;
  } catch (err) {
    // An unexpected failure (not a refusal) leaves the slot retryable.
    if (!(err instanceof AppError)) await p.uploads.update(key, { status: 'received' });
    throw err;
  } finally {
    await p.tools.remove([work]);
  }
}
