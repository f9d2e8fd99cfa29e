import type { RegisterAudioFileResponse } from '@rbt/contracts';
import { ApiError } from '@rbt/web-kit';
import { registerAudioFile, requestUploadUrl } from './media-api';

/** The spec §4 three-call flow for audio made in the browser (a recording): signed URL, PUT, register. */
export async function uploadBlob(blob: Blob): Promise<RegisterAudioFileResponse> {
  const url = await requestUploadUrl();
  const res = await fetch(url, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': blob.type || 'application/octet-stream' },
    body: blob,
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return registerAudioFile(url);
}
