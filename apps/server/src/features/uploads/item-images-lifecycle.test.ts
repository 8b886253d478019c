import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { LISTING_RULES } from '@app/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { uploadedImages, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { buildJobs } from '../jobs';
import { itemImagesClient, jpegWithGps, sampleImage } from '#test/support/item-images.test-support';

describe('item images: privacy, failures, cleanup and speed', () => {
  let t: TestApp;
  let donor: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const { upload, fetch, imageCount, storedFiles, rowOf, fileOf } = itemImagesClient(() => t);

  it('removes EXIF, GPS included, from both stored files', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const body = (await upload({ filename: 'garden.jpg', data: photo }, donor)).json();
    const row = (await rowOf(body.public_id))!;
    for (const key of [row.displayKey, row.thumbnailKey]) {
      const stored = await sharp(fileOf(key)).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.icc).toBeUndefined();
    }
  });

  describe('a failure after the first write leaves nothing behind', () => {
    it('when writing the thumbnail fails', async () => {
      const put = t.ctx.storage.put.bind(t.ctx.storage);
      let writes = 0;
      vi.spyOn(t.ctx.storage, 'put').mockImplementation(async (...args) => {
        writes += 1;
        if (writes === 2) throw new Error('disk full');
        return put(...args);
      });
      const [rows, files] = [await imageCount(), storedFiles()];
      const response = await upload({ filename: 'a.png', data: await sampleImage('png', 40, 40) }, donor);
      expect(response.statusCode).toBe(500);
      expect(writes).toBe(2);
      expect([await imageCount(), storedFiles()]).toEqual([rows, files]);
    });

    it('when the insert fails', async () => {
      const db = t.ctx.db;
      const insert = db.insert.bind(db);
      vi.spyOn(db, 'insert').mockImplementation(((table: Parameters<typeof db.insert>[0]) => {
        if (table === uploadedImages) throw new Error('insert failed');
        return insert(table);
      }) as typeof db.insert);
      const [rows, files] = [await imageCount(), storedFiles()];
      const response = await upload({ filename: 'a.png', data: await sampleImage('png', 40, 40) }, donor);
      expect(response.statusCode).toBe(500);
      expect([await imageCount(), storedFiles()]).toEqual([rows, files]);
    });
  });

  it('a job removes images no item uses after the grace period, with their files, and keeps the rest', async () => {
    const owner = await createUser(t.ctx.db, { role: 'donor' });
    const send = async (name: string) =>
      (await upload({ filename: name, data: await sampleImage('png', 30, 30) }, owner)).json();
    const [unused, used, usedByUrl, fresh] = [
      await send('unused.png'),
      await send('used.png'),
      await send('by-url.png'),
      await send('fresh.png'),
    ];
    await createItem(t.ctx.db, {
      donorId: owner.id,
      images: [{ id: used.public_id, url: used.url, public_id: used.public_id, original_filename: 'used.png' }],
    });
    await createItem(t.ctx.db, {
      donorId: owner.id,
      images: [{ id: 'x', url: usedByUrl.secure_url, public_id: null, original_filename: null }],
    });
    const past = new Date(Date.now() - (LISTING_RULES.unusedImageGraceHours + 1) * 3_600_000);
    for (const image of [unused, used, usedByUrl]) {
      await t.ctx.db
        .update(uploadedImages)
        .set({ createdAt: past })
        .where(eq(uploadedImages.publicId, image.public_id));
    }
    const unusedRow = (await rowOf(unused.public_id))!;

    const job = buildJobs(t.ctx).find((candidate) => candidate.name === 'uploads.remove-unused-images');
    expect(job).toBeDefined();
    await job!.run();
    expect(await rowOf(unused.public_id)).toBeUndefined();
    expect(existsSync(fileOf(unusedRow.displayKey))).toBe(false);
    expect(existsSync(fileOf(unusedRow.thumbnailKey))).toBe(false);
    expect((await fetch(unused.url)).statusCode).toBe(404);
    for (const kept of [used, usedByUrl, fresh]) {
      const row = (await rowOf(kept.public_id))!;
      expect(row).toBeDefined();
      expect(existsSync(fileOf(row.displayKey)) && existsSync(fileOf(row.thumbnailKey))).toBe(true);
    }
    await job!.run();
    expect(await rowOf(used.public_id)).toBeDefined();
  });

  // A retry: on two busy cores another test file's work can stall one run; a real slowdown fails every try.
  it('a 10 MB photo is stored, thumbnail and all, in well under the limit (time printed)', { retry: 2 }, async () => {
    // Noise does not compress: a 12-megapixel JPEG of it is close to the 10 MB limit.
    const [width, height] = [4000, 3000];
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(9_000_000);
    expect(photo.length).toBeLessThanOrEqual(LISTING_RULES.maxImageBytes);

    const started = performance.now();
    const response = await upload({ filename: 'big.jpg', data: photo }, donor);
    const uploaded = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const thumbnail = await fetch(response.json().thumbnail_url);
    const total = performance.now() - started;
    expect(thumbnail.statusCode).toBe(200);
    console.log(
      `10 MB upload: ${(photo.length / 1_048_576).toFixed(1)} MB ${width}x${height} JPEG stored in ${uploaded.toFixed(0)} ms, thumbnail served after ${total.toFixed(0)} ms`,
    );
    // Under 2 s on a developer machine; generous here so two-core CI is not flaky.
    expect(total).toBeLessThan(4_000);
    expect(response.json()).toMatchObject({ width: 1600, height: 1200 });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(LISTING_RULES.thumbnailPx);
    const row = (await rowOf(response.json().public_id))!;
    expect((await sharp(fileOf(row.displayKey)).metadata()).exif).toBeUndefined();
  });
});
