import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, OBJECT_KEY, ObjectStorage, StoredObject, TooLargeError } from './storage';

/** Filesystem storage under one root; every key is checked by pattern and the resolved path must stay inside. */
export class LocalStorage implements ObjectStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  resolve(key: string): string {
    const p = path.resolve(this.root, checkKey(key));
    if (!p.startsWith(this.root + path.sep)) throw new Error(`refused object key ${JSON.stringify(key)}`);
    return p;
  }

  async writeStream(key: string, body: Readable, maxBytes: number): Promise<{ bytes: number }> {
    const dest = this.resolve(key);
    await fsp.mkdir(path.dirname(dest), { recursive: true });
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        cb(bytes > maxBytes ? new TooLargeError(`over ${maxBytes} bytes`) : null, chunk);
      },
    });
    try {
      await pipeline(body, limit, fs.createWriteStream(dest, { flags: 'w', mode: 0o600 }));
    } catch (err) {
      await fsp.rm(dest, { force: true });
      throw err;
    }
    return { bytes };
  }

  async putFile(key: string, file: string): Promise<void> {
    const dest = this.resolve(key);
    await fsp.mkdir(path.dirname(dest), { recursive: true });
    await fsp.copyFile(file, dest);
  }

  async toFile(key: string, file: string): Promise<void> {
    await fsp.copyFile(this.resolve(key), file);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fsp.stat(this.resolve(key))).size;
    } catch {
      return null;
    }
  }

  async head(key: string, bytes: number): Promise<Buffer> {
    const fh = await fsp.open(this.resolve(key), 'r');
    try {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await fh.read(buf, 0, bytes, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return fs.createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    if (!/^[a-z]+$/.test(prefix)) throw new Error(`refused prefix ${JSON.stringify(prefix)}`);
    const dir = path.join(this.root, prefix);
    const names = await fsp.readdir(dir).catch(() => [] as string[]);
    const found = await Promise.all(
      names.map(async (name) => {
        const key = `${prefix}/${name}`;
        const st = await fsp.stat(path.join(dir, name)).catch(() => null);
        return st?.isFile() && OBJECT_KEY.test(key) ? { key, modified: st.mtime } : null;
      }),
    );
    return found.filter((o): o is StoredObject => o !== null);
  }
}
