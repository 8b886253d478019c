import { LISTING_MESSAGES, logoUploadSchema, PROFILE_MESSAGES, profileSchema } from '@app/shared';
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

describe('POST /api/users/{id}/logo: a public, re-encoded logo, kept only on Save', () => {
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

  const save = (id: number, payload: object, as?: UserRow) =>
    t.request({ method: 'PUT', url: `/api/users/${id}`, payload, as });

  it('re-encodes the picture to WebP without its metadata and serves it, but keeps the logo until Save', async () => {
    const response = await upload(nonprofit.id, { filename: 'logo.jpg', data: await jpegWithGps() }, nonprofit);
    expect(response.statusCode, response.body).toBe(200);
    const { logo_url: logoUrl } = logoUploadSchema.parse(response.json());
    expect(logoUrl).toMatch(/^\/api\/images\/[a-f0-9]{32}\.webp$/);

    const served = await t.request({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    // Uploaded, not saved (the dialog's Cancel): the profile and its history are unchanged.
    expect((await userRow(t, nonprofit.id)).logoUrl).toBeNull();
    expect(await historyOf(t, nonprofit.id)).toEqual([]);

    // Saved with the profile: now it is the logo, in the account's history.
    const saved = await save(nonprofit.id, { logo_url: logoUrl }, nonprofit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(profileSchema.parse(saved.json()).logo_url).toBe(logoUrl);
    expect((await userRow(t, nonprofit.id)).logoUrl).toBe(logoUrl);
    expect((await historyOf(t, nonprofit.id))[0]).toMatchObject({
      actor: 'self',
      action: 'update_own_profile',
      before: { logo_url: null },
      after: { logo_url: logoUrl },
    });

    // A later upload cancelled leaves that logo in place.
    const second = await upload(nonprofit.id, { filename: 'new.jpg', data: await jpegWithGps() }, nonprofit);
    expect(second.statusCode).toBe(200);
    expect((await userRow(t, nonprofit.id)).logoUrl).toBe(logoUrl);
  });

  it("saves only the account's own uploads as its logo (400 otherwise, nothing changed)", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#08a' } })
      .png()
      .toBuffer();
    const donorsUpload = logoUploadSchema.parse(
      (await upload(donor.id, { filename: 'd.png', data: png }, donor)).json(),
    );
    const before = await userRow(t, nonprofit.id);
    const taken = await save(nonprofit.id, { logo_url: donorsUpload.logo_url }, nonprofit);
    expect(taken.statusCode).toBe(400);
    expect(JSON.stringify(taken.json())).toContain(PROFILE_MESSAGES.logoNotYours);
    const unknown = await save(nonprofit.id, { logo_url: `/api/images/${'a'.repeat(32)}.webp` }, nonprofit);
    expect(unknown.statusCode).toBe(400);
    expect((await save(nonprofit.id, { logo_url: 'javascript:alert(1)' }, nonprofit)).statusCode).toBe(400);
    expect((await userRow(t, nonprofit.id)).logoUrl).toBe(before.logoUrl);
    // An address elsewhere is still taken as it is.
    const elsewhere = await save(nonprofit.id, { logo_url: 'https://example.org/logo.png' }, nonprofit);
    expect(elsewhere.statusCode).toBe(200);
    expect((await userRow(t, nonprofit.id)).logoUrl).toBe('https://example.org/logo.png');
  });

  it("keeps a donor's saved logo in its company logo, and past the unused-picture cleanup; an unsaved one goes", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0a8' } })
      .png()
      .toBuffer();
    const kept = logoUploadSchema.parse((await upload(donor.id, { filename: 'acme.png', data: png }, donor)).json());
    const dropped = logoUploadSchema.parse(
      (await upload(donor.id, { filename: 'other.png', data: png }, donor)).json(),
    );
    expect((await save(donor.id, { logo_url: kept.logo_url }, donor)).statusCode).toBe(200);
    expect((await userRow(t, donor.id)).companyLogoUrl).toBe(kept.logo_url);

    for (const { logo_url: url } of [kept, dropped]) {
      const publicId = /([a-f0-9]{32})/.exec(url)![1]!;
      await t.ctx.db
        .update(uploadedImages)
        .set({ createdAt: new Date(Date.now() - 48 * 3_600_000) })
        .where(eq(uploadedImages.publicId, publicId));
    }
    await removeUnusedImages(t.ctx);
    expect((await t.request({ method: 'GET', url: kept.logo_url })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: dropped.logo_url })).statusCode).toBe(404);
    // Cleaned up: it can no longer be saved as the logo.
    expect((await save(donor.id, { logo_url: dropped.logo_url }, donor)).statusCode).toBe(400);
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
