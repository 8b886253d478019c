import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { UserRow } from '#src/platform/database/schema';
import { documents } from '#src/platform/database/schema';
import { multipartBody, type MultipartFilePart } from '../setup/multipart';
import type { TestApp } from '../setup/test-app';

/** Uploads over the real route, and what the database and the storage folder hold afterwards. */
export function documentsClient(app: () => TestApp) {
  return {
    upload(file: MultipartFilePart | null, options: { as?: UserRow; headers?: Record<string, string> } = {}) {
      const body = multipartBody(file ? [file] : [], file ? {} : { note: 'no file here' });
      return app().request({
        method: 'POST',
        url: '/api/documents/upload',
        payload: body.payload,
        headers: { ...body.headers, ...options.headers },
        as: options.as,
      });
    },
    documentCount: async () => (await app().ctx.db.select().from(documents)).length,
    storedFiles: () => {
      const folder = path.join(app().ctx.config.storageDir, 'documents');
      return existsSync(folder) ? readdirSync(folder).length : 0;
    },
  };
}
