import { MAX_UPLOAD_BYTES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { createUploadToken } from '#src/platform/auth/upload-token';
import { documents, users, type UserRow } from '#src/platform/database/schema';
import { SAMPLE_FILES } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { documentsClient } from '#test/support/documents.test-support';
import { accountFields } from '#test/support/profiles.test-support';

const INVALID_TYPE = 'Invalid file type. Please upload one of: .pdf, .jpg, .jpeg, .png';

describe('documents', () => {
  let t: TestApp;
  let nonprofit: UserRow;
  let otherNonprofit: UserRow;
  let donor: UserRow;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
    otherNonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  const { upload, documentCount, storedFiles } = documentsClient(() => t);
  const reload = async (user: UserRow) => (await t.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;

  describe('POST /api/documents/upload', () => {
    it("stores a nonprofit's PDF and links it as the tax-exempt letter", async () => {
      const response = await upload(
        { filename: 'determination letter.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
        { as: nonprofit },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        url: `/api/documents/${body.id}`,
        secure_url: `/api/documents/${body.id}`,
        original_filename: 'determination letter.pdf',
        content_type: 'application/pdf',
        size: SAMPLE_FILES.pdf.length,
      });
      expect((await reload(nonprofit)).taxExemptDocUrl).toBe(`/api/documents/${body.id}`);
      const [row] = await t.ctx.db.select().from(documents).where(eq(documents.id, body.id));
      expect(row).toMatchObject({ ownerId: nonprofit.id, kind: 'tax_exempt_letter', mimeType: 'application/pdf' });
    });

    it('takes the type from the content, not the name or the declared type', async () => {
      const response = await upload(
        { filename: 'scan.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.png },
        { as: otherNonprofit },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().content_type).toBe('image/png');
    });

    it('lets a donor upload a JPEG without touching the account', async () => {
      const response = await upload(
        { filename: 'receipt.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.jpeg },
        { as: donor },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().content_type).toBe('image/jpeg');
      expect(accountFields(await reload(donor))).toEqual(accountFields(donor));
    });

    it('refuses a text file named .pdf and keeps nothing', async () => {
      const [rows, files] = [await documentCount(), storedFiles()];
      const response = await upload(
        { filename: 'letter.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.text },
        { as: nonprofit },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: INVALID_TYPE });
      expect(await documentCount()).toBe(rows);
      expect(storedFiles()).toBe(files);
    });

    it('refuses a file over 10 MB and keeps nothing', async () => {
      const rows = await documentCount();
      const files = storedFiles();
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(11 * 1024 * 1024 - SAMPLE_FILES.pdf.length, 0x20)]);
      expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
      const response = await upload(
        { filename: 'huge.pdf', contentType: 'application/pdf', data: big },
        { as: nonprofit },
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'File too large. Maximum size is 10MB.' });
      expect(await documentCount()).toBe(rows);
      expect(storedFiles()).toBe(files);
    });

    it('answers 400 when no file is sent', async () => {
      const rows = await documentCount();
      const withoutFile = await upload(null, { as: nonprofit });
      expect(withoutFile.statusCode).toBe(400);
      expect(withoutFile.json()).toEqual({ detail: 'No file uploaded' });

      const wrongField = await upload(
        { field: 'document', filename: 'a.pdf', data: SAMPLE_FILES.pdf },
        { as: nonprofit },
      );
      expect(wrongField.json()).toEqual({ detail: 'No file uploaded' });

      const json = await t.request({
        method: 'POST',
        url: '/api/documents/upload',
        payload: { file: 'x' },
        as: nonprofit,
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ detail: 'No file uploaded' });

      const empty = await upload({ filename: 'empty.pdf', data: Buffer.alloc(0) }, { as: nonprofit });
      expect(empty.statusCode).toBe(400);
      expect(await documentCount()).toBe(rows);
    });

    it('answers 401 to an anonymous upload', async () => {
      const rows = await documentCount();
      const response = await upload({ filename: 'letter.pdf', data: SAMPLE_FILES.pdf });
      expect(response.statusCode).toBe(401);
      expect(await documentCount()).toBe(rows);
    });

    it('accepts the sign-up upload token of a new nonprofit', async () => {
      const newcomer = await createUser(t.ctx.db, { role: 'nonprofit', emailVerifiedAt: null });
      const token = createUploadToken(t.ctx.config.sessionSecret, newcomer.id);
      const response = await upload(
        { filename: 'letter.pdf', data: SAMPLE_FILES.pdf },
        { headers: { 'x-upload-token': token } },
      );
      expect(response.statusCode).toBe(200);
      expect((await reload(newcomer)).taxExemptDocUrl).toBe(response.json().url);
    });

    it('answers 401 to a forged or expired upload token', async () => {
      const rows = await documentCount();
      const valid = createUploadToken(t.ctx.config.sessionSecret, nonprofit.id);
      const [, expires, signature] = valid.split('.');
      const forged = `${otherNonprofit.id}.${expires}.${signature}`;
      const otherSecret = createUploadToken('y'.repeat(40), nonprofit.id);
      const expired = createUploadToken(t.ctx.config.sessionSecret, nonprofit.id, Date.now() - 2 * 3_600_000);
      for (const token of [forged, otherSecret, expired, 'garbage']) {
        const response = await upload(
          { filename: 'letter.pdf', data: SAMPLE_FILES.pdf },
          { headers: { 'x-upload-token': token } },
        );
        expect(response.statusCode).toBe(401);
        expect(response.json().detail).toMatch(/invalid or has expired/);
      }
      expect(await documentCount()).toBe(rows);
    });

    it('puts a rejected nonprofit back in the review queue when it sends a new letter', async () => {
      const rejected = await createUser(t.ctx.db, {
        role: 'nonprofit',
        approvalStatus: 'rejected',
        rejectionReason: 'Letter unreadable',
      });
      const response = await upload({ filename: 'new.pdf', data: SAMPLE_FILES.pdf }, { as: rejected });
      expect(response.statusCode).toBe(200);
      expect(await reload(rejected)).toMatchObject({ approvalStatus: 'pending', taxExemptDocUrl: response.json().url });
    });
  });

  describe('GET /api/documents/:id', () => {
    let documentId: number;
    beforeAll(async () => {
      const response = await upload({ filename: 'Lettre été.pdf', data: SAMPLE_FILES.pdf }, { as: nonprofit });
      documentId = response.json().id;
    });

    it('sends the file inline to its owner, never cached', async () => {
      const response = await t.request({ method: 'GET', url: `/api/documents/${documentId}`, as: nonprofit });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="Lettre _t_.pdf"; filename*=UTF-8''Lettre%20%C3%A9t%C3%A9.pdf`,
      );
      expect(response.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    });

    it('sends the file to an admin', async () => {
      const response = await t.request({ method: 'GET', url: `/api/documents/${documentId}`, as: admin });
      expect(response.statusCode).toBe(200);
    });

    it('refuses another nonprofit (403), a donor (403) and an anonymous visitor (401)', async () => {
      const other = await t.request({ method: 'GET', url: `/api/documents/${documentId}`, as: otherNonprofit });
      expect(other.statusCode).toBe(403);
      const byDonor = await t.request({ method: 'GET', url: `/api/documents/${documentId}`, as: donor });
      expect(byDonor.statusCode).toBe(403);
      const anonymous = await t.request({ method: 'GET', url: `/api/documents/${documentId}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 404 for an unknown document and 400 for a bad id', async () => {
      expect((await t.request({ method: 'GET', url: '/api/documents/999999', as: admin })).statusCode).toBe(404);
      const bad = await t.request({ method: 'GET', url: '/api/documents/abc', as: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail[0].loc).toEqual(['params', 'id']);
    });
  });

  it('lists both routes in the OpenAPI description', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths).toHaveProperty(['/api/documents/upload']);
    expect(paths).toHaveProperty(['/api/documents/{id}']);
  });
});
