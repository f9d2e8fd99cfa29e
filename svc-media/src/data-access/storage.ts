import type { Readable } from 'node:stream';

/** What writeStream throws past maxBytes; the domain knows it by its name (domain/ports.ts, isTooLarge). */
export class TooLargeError extends Error {
  override readonly name = 'TooLargeError';
}

/** Our keys only: `prefix/<uuid>[.ext]`; anything else (a client's name, `../`) is refused by every implementation. */
export const OBJECT_KEY = /^[a-z]+\/[0-9a-f-]{36}(\.[a-z0-9]{2,4})?$/;
export function checkKey(key: string): string {
  if (!OBJECT_KEY.test(key)) throw new Error(`refused object key ${JSON.stringify(key)}`);
  return key;
}

export interface StoredObject {
  key: string;
  modified: Date;
}

/** Object storage as svc-media needs it; keys are ours (prefix/uuid.ext), never the client's. */
export interface ObjectStorage {
  /** Streams a body in without buffering it; stops, deletes the partial object and throws TooLargeError past maxBytes. */
  writeStream(key: string, body: Readable, maxBytes: number): Promise<{ bytes: number }>;
  putFile(key: string, file: string): Promise<void>;
  /** Copies the object to a local file so ffmpeg can read it. */
  toFile(key: string, file: string): Promise<void>;
  size(key: string): Promise<number | null>;
  /** First bytes (for magic-byte sniffing). */
  head(key: string, bytes: number): Promise<Buffer>;
  /** The object's bytes, or the inclusive range of them, as a stream. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Objects under a prefix (`incoming`), for the sweep of orphaned files. */
  list(prefix: string): Promise<StoredObject[]>;
}
