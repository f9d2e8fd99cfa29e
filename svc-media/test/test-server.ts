import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type S3rver from 's3rver';
import { createLogger } from '@rbt/service-kit';
import { dropDatabase, testServerEnv } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started, StartOptions } from '../src/server';

export const TEST_UPLOAD_SECRET = 'test-upload-url-secret-0123456789-abcdefgh';
export const TEST_SERVING_SECRET = 'test-serving-url-secret-0123456789-abcdefg';
export type StorageKind = 'local' | 's3';

/** An S3-compatible server (s3rver) in this process on a free port, its objects in a temp folder. */
export async function startS3(dir: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  // Required here, not at the top: most files that start svc-media (every svc-campaigns file through
  // startWithPricing's import) use a local folder, and s3rver is some 0.15 s of loading.
  const S3rverServer = require('s3rver') as typeof S3rver;
  const server = new S3rverServer({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
/** s3rver's own credentials. */
export const S3_TEST_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export type TestServer = Started & {
  base: string;
  storageDir: string;
  storage: StorageKind;
  keys(prefix: string): Promise<string[]>;
  stopKeepingData(): Promise<void>;
};

/**
 * Starts svc-media on port 0 against the real local servers, with a database, topics and a storage of its own
 * (a folder, or a bucket of an s3rver started here), so a test can check that nothing was left behind.
 */
export async function startTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
  opts: StartOptions & { storage?: StorageKind } = {},
): Promise<TestServer> {
  const storage = opts.storage ?? 'local';
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-store-'));
  const s3 = storage === 's3' ? await startS3(storageDir) : null;
  const config = readConfig({
    ...testServerEnv('media'),
    UPLOAD_URL_SECRET: TEST_UPLOAD_SECRET,
    SERVING_URL_SECRET: TEST_SERVING_SECRET,
    MEDIA_STORAGE_DIR: storageDir,
    ...(s3 ? { S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'media-test', ...S3_TEST_KEYS } : {}),
    ...overrides,
  });
  const s = await start(config, createLogger('svc-media', 'silent'), opts);
  const stopKeepingData = async () => {
    await s.stop();
    await s3?.close();
  };
  const stop = async () => {
    await stopKeepingData();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
    fs.rmSync(storageDir, { recursive: true, force: true });
  };
  const keys = async (prefix: string) => (await s.deps.storage.list(prefix)).map((o) => o.key);
  return { ...s, stop, stopKeepingData, base: `http://127.0.0.1:${s.port}`, storageDir, storage, keys };
}
