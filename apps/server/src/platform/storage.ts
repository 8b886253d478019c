import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live: a folder (STORAGE_DIR) today; the same interface fits S3 later. */
export interface FileStorage {
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  read(key: string): Promise<Readable>;
  /** The file with its size in bytes, for responses that send a Content-Length. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  remove(key: string): Promise<void>;
}

export function createDiskStorage(root: string): FileStorage {
  const resolveKey = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    async put(folder, extension, data) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const full = resolveKey(key);
      // Uploads are tax letters and the like: folders and files for the server's user alone.
      await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      // A write cut short (a full disk) leaves no half file behind under a key nobody knows.
      await writeFile(full, data, { mode: 0o600 }).catch(async (error: unknown) => {
        await unlink(full).catch(() => undefined);
        throw error;
      });
      return key;
    },
    async read(key) {
      const full = resolveKey(key);
      await stat(full);
      return createReadStream(full);
    },
    async open(key) {
      const full = resolveKey(key);
      const { size } = await stat(full);
      return { stream: createReadStream(full), size };
    },
    async remove(key) {
      await unlink(resolveKey(key)).catch(() => undefined);
    },
  };
}
