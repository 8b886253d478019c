import { LISTING_MESSAGES, LISTING_RULES, NO_FILE_MESSAGE } from '@app/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { rateLimitCounters, type UserRow } from '#src/platform/database/schema';
import { SAMPLE_FILES } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { itemImagesClient, pngClaiming, sampleImage, type SampleFormat } from '#test/support/item-images.test-support';

const isWebp = (data: Buffer) =>
  data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';

describe('item images', () => {
  let t: TestApp;
  let donor: UserRow;
  let otherDonor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  const { upload, fetch, imageCount, storedFiles, rowOf, fileOf } = itemImagesClient(() => t);
  /** Runs the call and checks it left neither a row nor a file behind. */
  const keepsNothing = async <T>(call: () => Promise<T>): Promise<T> => {
    const [rows, files] = [await imageCount(), storedFiles()];
    const result = await call();
    expect([await imageCount(), storedFiles()]).toEqual([rows, files]);
    return result;
  };

  describe('POST /api/items/upload-image', () => {
    it.each<[SampleFormat, string]>([
      ['jpeg', 'chair.jpg'],
      ['png', 'chair.png'],
      ['gif', 'chair.gif'],
      ['webp', 'chair.webp'],
    ])('stores a %s as WebP, with a 480 px thumbnail, both served publicly', async (format, filename) => {
      const response = await upload({ filename, data: await sampleImage(format, 800, 600) }, donor);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.public_id).toMatch(/^[a-f0-9]{32}$/);
      expect(body).toEqual({
        id: body.public_id,
        public_id: body.public_id,
        url: `/api/images/${body.public_id}.webp`,
        secure_url: `${t.ctx.config.publicUrl}/api/images/${body.public_id}.webp`,
        thumbnail_url: `/api/images/${body.public_id}-thumb.webp`,
        original_filename: filename,
        width: 800,
        height: 600,
      });
      expect(await rowOf(body.public_id)).toMatchObject({ donorId: donor.id, width: 800, height: 600 });

      const display = await fetch(body.url);
      expect(display.statusCode).toBe(200);
      expect(display.headers['content-type']).toBe('image/webp');
      expect(display.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(display.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(display.headers['content-length'])).toBe(display.rawPayload.length);
      expect(isWebp(display.rawPayload)).toBe(true);
      expect(await sharp(display.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

      const thumbnail = await fetch(body.thumbnail_url);
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    });

    it('keeps at most 1600 px on the longest side and never enlarges', async () => {
      const wide = (await upload({ filename: 'wide.png', data: await sampleImage('png', 3200, 1800) }, donor)).json();
      expect([wide.width, wide.height]).toEqual([LISTING_RULES.displayMaxPx, 900]);
      const tall = (await upload({ filename: 'tall.png', data: await sampleImage('png', 1000, 2000) }, donor)).json();
      expect([tall.width, tall.height]).toEqual([800, LISTING_RULES.displayMaxPx]);
      const tallThumb = await sharp((await fetch(tall.thumbnail_url)).rawPayload).metadata();
      expect([tallThumb.width, tallThumb.height]).toEqual([LISTING_RULES.thumbnailPx, 960]);

      const small = (await upload({ filename: 'small.png', data: await sampleImage('png', 120, 90) }, donor)).json();
      expect([small.width, small.height]).toEqual([120, 90]);
      const smallThumb = await sharp((await fetch(small.thumbnail_url)).rawPayload).metadata();
      expect([smallThumb.width, smallThumb.height]).toEqual([120, 90]);
    });

    it('turns the picture upright by its EXIF orientation', async () => {
      const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const body = (await upload({ filename: 'phone.jpg', data: sideways }, donor)).json();
      expect([body.width, body.height]).toEqual([100, 200]);
      const stored = await sharp(fileOf((await rowOf(body.public_id))!.displayKey)).metadata();
      expect([stored.width, stored.height, stored.orientation]).toEqual([100, 200, undefined]);
    });

    it('keeps the first frame of an animated GIF', async () => {
      const frame = (r: number) =>
        sharp({ create: { width: 60, height: 40, channels: 3, background: { r, g: 0, b: 0 } } })
          .png()
          .toBuffer();
      const animated = await sharp([await frame(255), await frame(0)], { join: { animated: true } })
        .gif()
        .toBuffer();
      expect((await sharp(animated).metadata()).pages).toBe(2);
      const body = (await upload({ filename: 'blink.gif', data: animated }, donor)).json();
      const stored = (await fetch(body.url)).rawPayload;
      expect((await sharp(stored).metadata()).pages).toBeUndefined();
      const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
    });

    it('keeps only a clean file name', async () => {
      const response = await upload(
        { filename: '../../etc/passwd.png', data: await sampleImage('png', 10, 10) },
        donor,
      );
      expect(response.json().original_filename).toBe('passwd.png');
    });

    it('refuses a text file named .png, and keeps nothing', async () => {
      const response = await keepsNothing(() =>
        upload({ filename: 'photo.png', contentType: 'image/png', data: SAMPLE_FILES.text }, donor),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: LISTING_MESSAGES.notAnImage });
    });

    it('refuses other types the content gives away (a PDF named .jpg)', async () => {
      const response = await keepsNothing(() => upload({ filename: 'scan.jpg', data: SAMPLE_FILES.pdf }, donor));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: LISTING_MESSAGES.notAnImage });
    });

    it('takes a picture of exactly 10 MB and refuses 10 MB and one byte with a 400 that says why', async () => {
      const picture = await sampleImage('jpeg', 64, 64);
      // Bytes after the JPEG's end marker are ignored by decoders: a real picture of an exact size.
      const padded = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);
      const atLimit = await upload({ filename: 'exact.jpg', data: padded(LISTING_RULES.maxImageBytes) }, donor);
      expect(atLimit.statusCode).toBe(200);

      const over = await keepsNothing(() =>
        upload({ filename: 'big.jpg', data: padded(LISTING_RULES.maxImageBytes + 1) }, donor),
      );
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ detail: LISTING_MESSAGES.imageTooLarge('big.jpg') });
    });

    it('refuses a damaged picture that only looks like a JPEG, and keeps nothing', async () => {
      const response = await keepsNothing(() => upload({ filename: 'broken.jpg', data: SAMPLE_FILES.jpeg }, donor));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: LISTING_MESSAGES.imageUnreadable });
      const truncated = (await sampleImage('png', 300, 300)).subarray(0, 60);
      const cut = await keepsNothing(() => upload({ filename: 'cut.png', data: truncated }, donor));
      expect(cut.statusCode).toBe(400);
    });

    it('refuses a decompression bomb (a small file claiming 100 megapixels)', async () => {
      const bomb = await pngClaiming(10_000, 10_000);
      expect(bomb.length).toBeLessThan(200);
      const response = await keepsNothing(() => upload({ filename: 'bomb.png', data: bomb }, donor));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: LISTING_MESSAGES.imageTooManyPixels });
    });

    it('answers 400 when no file is sent', async () => {
      await keepsNothing(async () => {
        expect((await upload(null, donor)).json()).toEqual({ detail: NO_FILE_MESSAGE });
        const wrongField = await upload({ field: 'image', filename: 'a.png', data: SAMPLE_FILES.png }, donor);
        expect([wrongField.statusCode, wrongField.json()]).toEqual([400, { detail: NO_FILE_MESSAGE }]);
        const json = await t.request({ method: 'POST', url: '/api/items/upload-image', payload: {}, as: donor });
        expect([json.statusCode, json.json()]).toEqual([400, { detail: NO_FILE_MESSAGE }]);
        const empty = await upload({ filename: 'empty.png', data: Buffer.alloc(0) }, donor);
        expect(empty.statusCode).toBe(400);
      });
    });

    it('is for signed-in donors only: anonymous 401, nonprofit and admin 403', async () => {
      const data = await sampleImage('png', 20, 20);
      await keepsNothing(async () => {
        expect((await upload({ filename: 'a.png', data })).statusCode).toBe(401);
        expect((await upload({ filename: 'a.png', data }, nonprofit)).statusCode).toBe(403);
        expect((await upload({ filename: 'a.png', data }, admin)).statusCode).toBe(403);
      });
    });

    it('limits uploads per donor: 429 with the wait once over the hourly limit', async () => {
      const busy = await createUser(t.ctx.db, { role: 'donor' });
      await t.ctx.db.insert(rateLimitCounters).values({
        key: `item-image:user:${busy.id}`,
        windowStart: new Date(),
        count: LISTING_RULES.imageUploadsPerHour,
      });
      const data = await sampleImage('png', 20, 20);
      const response = await keepsNothing(() => upload({ filename: 'a.png', data }, busy));
      expect(response.statusCode).toBe(429);
      expect(response.json().detail).toMatch(/^You have uploaded several files in a short time\. Please try again in/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect((await upload({ filename: 'a.png', data }, otherDonor)).statusCode).toBe(200);
    });
  });

  it('lists the three calls in the OpenAPI description', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/items/upload-image']).toHaveProperty('post');
    expect(paths['/api/items/delete-image/{public_id}']).toHaveProperty('delete');
    expect(paths['/api/images/{file}']).toHaveProperty('get');
  });
});
