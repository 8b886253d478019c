import { LISTING_MESSAGES, profileSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type MultipartFilePart } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { uploadedImages, type UserRow } from '#src/platform/database/schema';
import { jpegWithGps } from '#test/support/item-images.test-support';
import { removeUnusedImages } from '../uploads/item-images.cleanup';
import { historyOf, userRow } from '#test/support/profiles.test-support';

describe('POST /api/users/{id}/logo: a public, re-encoded logo', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  let donor: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  const upload = (id: number, file: MultipartFilePart, as?: UserRow) => {
    const body = multipartBody([file]);
    return t.request({
      method: 'POST',
      url: `/api/users/${id}/logo`,
      payload: body.payload,
      headers: body.headers,
      as,
    });
  };

  it('re-encodes the picture to WebP without its metadata, serves it to anyone, and makes it the logo', async () => {
    const response = await upload(nonprofit.id, { filename: 'logo.jpg', data: await jpegWithGps() }, nonprofit);
    expect(response.statusCode, response.body).toBe(200);
    const profile = profileSchema.parse(response.json());
    expect(profile.logo_url).toMatch(/^\/api\/images\/[a-f0-9]{32}\.webp$/);

    const served = await t.request({ method: 'GET', url: profile.logo_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    expect((await userRow(t, nonprofit.id)).logoUrl).toBe(profile.logo_url);
    expect((await historyOf(t, nonprofit.id))[0]).toMatchObject({
      actor: 'self',
      action: 'update_own_profile',
      before: { logo_url: null },
      after: { logo_url: profile.logo_url },
    });
  });

  it("keeps a donor's logo in its company logo, and past the unused-picture cleanup", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0a8' } })
      .png()
      .toBuffer();
    const response = await upload(donor.id, { filename: 'acme.png', data: png }, donor);
    expect(response.statusCode, response.body).toBe(200);
    const logoUrl = response.json().logo_url as string;
    expect((await userRow(t, donor.id)).companyLogoUrl).toBe(logoUrl);

    const publicId = /([a-f0-9]{32})/.exec(logoUrl)![1]!;
    await t.ctx.db
      .update(uploadedImages)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(uploadedImages.publicId, publicId));
    await removeUnusedImages(t.ctx);
    expect((await t.request({ method: 'GET', url: logoUrl })).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, another account, and anonymous callers', async () => {
    const text = await upload(donor.id, { filename: 'logo.png', data: 'just text' }, donor);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: LISTING_MESSAGES.notAnImage });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(donor.id, { filename: 'x.png', data: png }, nonprofit)).statusCode).toBe(403);
    expect((await upload(donor.id, { filename: 'x.png', data: png })).statusCode).toBe(401);
  });
});
