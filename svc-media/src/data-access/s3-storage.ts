import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, OBJECT_KEY, ObjectStorage, StoredObject, TooLargeError } from './storage';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** S3's smallest multipart part; the most an upload holds in memory at once (one part, queue of one). */
const PART_BYTES = 5 * 1024 * 1024;
const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === 'NotFound' || e.name === 'NoSuchKey' || e.name === 'NoSuchBucket' || e.$metadata?.httpStatusCode === 404
  );
};

/** S3-compatible storage (MinIO, AWS): multipart streaming uploads, ranged GETs; keys checked like the local ones. */
export class S3Storage implements ObjectStorage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(o: S3Options) {
    this.bucket = o.bucket;
    this.client = new S3Client({
      endpoint: o.endpoint,
      region: o.region,
      forcePathStyle: o.forcePathStyle,
      ...(o.accessKeyId && o.secretAccessKey
        ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: MinIO and older S3-compatible servers refuse aws-chunked trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the bucket when it is missing (a fresh MinIO); safe to call on every start. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      if (!notFound(err)) throw err;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  private upload(key: string, body: Readable): Promise<unknown> {
    return new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkKey(key), Body: body },
      partSize: PART_BYTES,
      queueSize: 1,
    }).done();
  }

  async writeStream(key: string, body: Readable, maxBytes: number): Promise<{ bytes: number }> {
    checkKey(key);
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        cb(bytes > maxBytes ? new TooLargeError(`over ${maxBytes} bytes`) : null, chunk);
      },
    });
    const fed = pipeline(body, limit).then(
      () => null,
      (err: Error) => err,
    );
    try {
      await this.upload(key, limit);
      const err = await fed;
      if (err) throw err;
    } catch (err) {
      // Stop reading the request if S3 failed first; lib-storage aborts its multipart upload itself,
      // and a small body may already be a whole object.
      limit.destroy();
      await this.delete(key).catch(() => undefined);
      const cause = await fed;
      throw cause instanceof TooLargeError ? cause : err;
    }
    return { bytes };
  }

  async putFile(key: string, file: string): Promise<void> {
    await this.upload(key, fs.createReadStream(file));
  }

  async toFile(key: string, file: string): Promise<void> {
    await pipeline(await this.read(key), fs.createWriteStream(file, { mode: 0o600 }));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (
        (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }))).ContentLength ??
        null
      );
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async head(key: string, bytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of await this.read(key, { start: 0, end: bytes - 1 })) chunks.push(c as Buffer);
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const r = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return r.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async list(prefix: string): Promise<StoredObject[]> {
    if (!/^[a-z]+$/.test(prefix)) throw new Error(`refused prefix ${JSON.stringify(prefix)}`);
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key && OBJECT_KEY.test(o.Key)) found.push({ key: o.Key, modified: o.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  close(): void {
    this.client.destroy();
  }
}
