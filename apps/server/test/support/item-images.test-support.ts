import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadedImages, type UserRow } from '#src/platform/database/schema';
import { multipartBody, type MultipartFilePart } from '../setup/multipart';
import type { TestApp } from '../setup/test-app';

export type SampleFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** A real picture of one colour, made by sharp in the test, in any of the four accepted types. */
export function sampleImage(format: SampleFormat, width = 800, height = 600): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
  return canvas[format]().toBuffer();
}

/** A JPEG that carries a GPS position in its EXIF, as a phone writes it. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } } })
    .jpeg()
    .toBuffer();
}

/**
 * A 1x1 PNG whose header claims `width` x `height`: tiny on the wire, huge once decoded (a
 * decompression bomb). The IHDR checksum is fixed up so the file still looks well formed.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Uploads over the real route, and what the database and the storage folder hold afterwards. */
export function itemImagesClient(app: () => TestApp) {
  const folder = () => path.join(app().ctx.config.storageDir, 'images');
  return {
    upload(file: MultipartFilePart | null, as?: UserRow) {
      const body = multipartBody(file ? [file] : [], file ? {} : { note: 'no file here' });
      return app().request({
        method: 'POST',
        url: '/api/items/upload-image',
        payload: body.payload,
        headers: body.headers,
        as,
      });
    },
    remove: (publicId: string, as?: UserRow) =>
      app().request({ method: 'DELETE', url: `/api/items/delete-image/${publicId}`, as }),
    fetch: (url: string, headers: Record<string, string> = {}) => app().request({ method: 'GET', url, headers }),
    imageCount: async () => (await app().ctx.db.select().from(uploadedImages)).length,
    storedFiles: () => (existsSync(folder()) ? readdirSync(folder()).length : 0),
    rowOf: async (publicId: string) =>
      (await app().ctx.db.select().from(uploadedImages).where(eq(uploadedImages.publicId, publicId)))[0],
    fileOf: (storageKey: string) => path.join(app().ctx.config.storageDir, storageKey),
  };
}
