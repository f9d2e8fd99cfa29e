import type { ZodType } from 'zod';
import { ApiError } from './api-fetch';

/**
 * POSTs a text/plain file with upload progress, which only XMLHttpRequest reports (fetch does not), and parses the
 * answer with the route's contract. Failures are the ApiError apiFetch throws, so they are worded the same way.
 */
export function uploadWithProgress<T>(
  path: string,
  body: Blob,
  schema: ZodType<T>,
  onProgress?: (sent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'text/plain');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      try {
        resolve(schema.parse(JSON.parse(xhr.responseText)));
      } catch (err) {
        reject(err);
      }
    };
    // A network failure reads as fetch's does (offline, try again).
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.send(body);
  });
}
