import type { Readable } from 'node:stream';
import { MEDIA_LIMITS } from '@rbt/contracts';
import { AppError, conflict, type Caller } from '@rbt/service-kit';
import { isTooLarge, type MediaPorts } from './ports';
import { verifyUpload } from './upload-signature';
import { UPLOAD_MESSAGES } from './upload-rules';
import { incomingKey } from './register-upload-use-case';

export const URL_INVALID = 'Upload URL is invalid; please request a new one.';
export const URL_EXPIRED = 'Upload URL has expired; please request a new one.';
const tooLarge = () => new AppError(413, 'too_large', UPLOAD_MESSAGES.tooLarge);

export interface PutRequest {
  key: string;
  query: Record<string, unknown>;
  body: Readable;
  contentLength?: number;
}

/** PUT /api/objects/upload/:key: checks the signature, then streams the body to storage under the size limit. */
export async function receiveUpload(
  p: MediaPorts,
  secret: string,
  caller: Caller,
  put: PutRequest,
): Promise<{ bytes: number }> {
  const check = verifyUpload(secret, put.key, caller.id, put.query, p.clock().getTime());
  if (!check.ok) throw new AppError(403, 'upload_url_refused', check.reason === 'expired' ? URL_EXPIRED : URL_INVALID);
  const maxBytes = Math.min(check.grant.maxBytes, MEDIA_LIMITS.uploadMaxBytes);
  // A declared length over the limit is refused before a byte is read.
  if (put.contentLength !== undefined && put.contentLength > maxBytes) throw tooLarge();
  if (!(await p.uploads.transition(put.key, ['issued'], { status: 'receiving' })))
    throw conflict('This upload URL was already used; please request a new one.');
  try {
    const { bytes } = await p.storage.writeStream(incomingKey(put.key), put.body, maxBytes);
    await p.uploads.update(put.key, { status: 'received', bytes });
    return { bytes };
  } catch (err) {
    const refused = isTooLarge(err);
    await p.uploads.update(
      put.key,
      refused ? { status: 'rejected', reason: UPLOAD_MESSAGES.tooLarge } : { status: 'issued' },
    );
    if (refused) throw tooLarge();
    throw err;
  }
}
