import { existsSync } from 'node:fs';
import { LISTING_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { itemImagesClient, sampleImage } from '#test/support/item-images.test-support';

/** An uploaded picture after the upload: served to anyone, deleted only by its donor and only when unused. */
describe('item images once uploaded', () => {
  let t: TestApp;
  let donor: UserRow;
  let otherDonor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  const { upload, remove, fetch, rowOf, fileOf } = itemImagesClient(() => t);

  describe('GET /api/images/:file', () => {
    let publicId: string;
    beforeAll(async () => {
      publicId = (await upload({ filename: 'lamp.png', data: await sampleImage('png', 300, 200) }, donor)).json()
        .public_id;
    });

    it('answers HEAD with the headers and no body, and 304 to a matching If-None-Match', async () => {
      const head = await t.request({ method: 'HEAD', url: `/api/images/${publicId}.webp` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
      expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(head.rawPayload.length).toBe(0);
      const etag = String(head.headers.etag);
      expect(etag).toBe(`"${publicId}.webp"`);
      const again = await fetch(`/api/images/${publicId}.webp`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect((await fetch(`/api/images/${publicId}.webp`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    });

    it('answers 404 to an unknown image and to any name that is not one of ours', async () => {
      const unknown = await fetch(`/api/images/${'0'.repeat(32)}.webp`);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: LISTING_MESSAGES.imageNotFound }]);
      for (const name of [
        `${publicId}.png`,
        `${publicId.toUpperCase()}.webp`,
        `${publicId}-thumb.webp.webp`,
        `${publicId}`,
        '..%2F..%2Fdocuments%2Fx.webp',
        '..%2F..%2F..%2Fetc%2Fpasswd',
        `%2E%2E%2F${publicId}.webp`,
      ]) {
        const response = await fetch(`/api/images/${name}`);
        expect(response.statusCode, name).toBe(404);
        expect(response.json().detail, name).toBeTruthy();
      }
      expect((await fetch(`/api/images/../documents/1`)).statusCode).not.toBe(200);
    });
  });

  describe('DELETE /api/items/delete-image/:public_id', () => {
    it('lets only the donor who uploaded it delete it: another donor 403 and the files stay', async () => {
      const body = (await upload({ filename: 'mine.png', data: await sampleImage('png', 50, 50) }, donor)).json();
      const row = (await rowOf(body.public_id))!;
      const stranger = await remove(body.public_id, otherDonor);
      expect([stranger.statusCode, stranger.json()]).toEqual([403, { detail: LISTING_MESSAGES.imageNotYours }]);
      expect((await remove(body.public_id, nonprofit)).statusCode).toBe(403);
      expect((await remove(body.public_id)).statusCode).toBe(401);
      expect(await rowOf(body.public_id)).toBeDefined();
      expect(existsSync(fileOf(row.displayKey)) && existsSync(fileOf(row.thumbnailKey))).toBe(true);
      expect((await fetch(body.url)).statusCode).toBe(200);
    });

    it('removes the row and both files', async () => {
      const body = (await upload({ filename: 'gone.png', data: await sampleImage('png', 50, 50) }, donor)).json();
      const row = (await rowOf(body.public_id))!;
      const response = await remove(body.public_id, donor);
      expect([response.statusCode, response.json()]).toEqual([200, { message: 'Image deleted' }]);
      expect(await rowOf(body.public_id)).toBeUndefined();
      expect(existsSync(fileOf(row.displayKey))).toBe(false);
      expect(existsSync(fileOf(row.thumbnailKey))).toBe(false);
      expect((await fetch(body.url)).statusCode).toBe(404);
      expect((await fetch(body.thumbnail_url)).statusCode).toBe(404);
      expect((await remove(body.public_id, donor)).statusCode).toBe(404);
    });

    it('refuses with 409 while an item still shows the picture', async () => {
      const body = (await upload({ filename: 'used.png', data: await sampleImage('png', 50, 50) }, donor)).json();
      const image = { id: body.public_id, url: body.url, public_id: body.public_id, original_filename: 'used.png' };
      await createItem(t.ctx.db, { donorId: donor.id, images: [image], imageUrl: body.url });
      const response = await remove(body.public_id, donor);
      expect([response.statusCode, response.json()]).toEqual([409, { detail: LISTING_MESSAGES.imageInUse }]);
      expect(await rowOf(body.public_id)).toBeDefined();

      // Named by its absolute URL alone, it is just as much in use.
      const other = (await upload({ filename: 'abs.png', data: await sampleImage('png', 50, 50) }, donor)).json();
      await createItem(t.ctx.db, { donorId: donor.id, imageUrl: other.secure_url });
      expect((await remove(other.public_id, donor)).statusCode).toBe(409);
    });

    it('answers 404 to an unknown id and 400 to a malformed one', async () => {
      const unknown = await remove('f'.repeat(32), donor);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: LISTING_MESSAGES.imageNotFound }]);
      const malformed = await remove('not-an-id', donor);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().detail[0].loc).toEqual(['params', 'public_id']);
    });
  });
});
