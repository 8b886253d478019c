import { TAX_LETTER_LINK_MESSAGE } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, users } from '#src/platform/database/schema';
import { SAMPLE_FILES } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { nonprofitPayload } from '#test/support/auth.test-support';
import { documentsClient } from '#test/support/documents.test-support';

describe('the tax-exempt letter is always one of our own uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { upload, documentCount } = documentsClient(() => t);
  let address = 0;
  /** Each sign-up from its own address, so the per-address sign-up limit stays out of the way. */
  const register = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: `10.9.0.${(address += 1)}` });
  const accountOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  const uploadWithToken = (token: string) =>
    upload({ filename: 'letter.pdf', data: SAMPLE_FILES.pdf }, { headers: { 'x-upload-token': token } });

  it('any https URL is accepted as the tax letter: sign-up refuses a link with 400 and creates no account', async () => {
    const before = await t.ctx.db.$count(users);
    for (const link of ['https://files.example.org/letter.pdf', '/api/documents/1']) {
      const response = await register(nonprofitPayload({ tax_exempt_doc_url: link }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toContainEqual({
        loc: ['body', 'tax_exempt_doc_url'],
        msg: TAX_LETTER_LINK_MESSAGE,
      });
    }
    expect(await t.ctx.db.$count(users)).toBe(before);
  });

  it('any https URL is accepted as the tax letter: the letter a sign-up ends with is its own stored upload', async () => {
    const response = await register(nonprofitPayload({ tax_exempt_doc_url: '' }));
    expect(response.statusCode, response.body).toBe(201);
    const { user, upload_token: token } = response.json();
    expect((await accountOf(user.id)).taxExemptDocUrl).toBeNull();

    const uploaded = await uploadWithToken(token);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const letter = (await accountOf(user.id)).taxExemptDocUrl;
    expect(letter).toBe(`/api/documents/${uploaded.json().id}`);
    const [stored] = await t.ctx.db.select().from(documents).where(eq(documents.id, uploaded.json().id));
    expect(stored?.ownerId).toBe(user.id);
  });

  it("the sign-up upload token can replace an approved nonprofit's letter for 60 minutes: not once an admin approved it", async () => {
    const { user, upload_token: token } = (await register(nonprofitPayload())).json();
    expect((await uploadWithToken(token)).statusCode).toBe(200);
    const approvedLetter = (await accountOf(user.id)).taxExemptDocUrl;
    await t.ctx.db.update(users).set({ approvalStatus: 'approved' }).where(eq(users.id, user.id));

    const rows = await documentCount();
    const response = await uploadWithToken(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/no longer works.*log in/);
    expect((await accountOf(user.id)).taxExemptDocUrl).toBe(approvedLetter);
    expect(await documentCount()).toBe(rows);
  });

  it("the sign-up upload token can replace an approved nonprofit's letter for 60 minutes: not once the email is verified or the account rejected", async () => {
    for (const change of [{ emailVerifiedAt: new Date() }, { approvalStatus: 'rejected' as const }]) {
      const { user, upload_token: token } = (await register(nonprofitPayload())).json();
      await t.ctx.db.update(users).set(change).where(eq(users.id, user.id));
      const response = await uploadWithToken(token);
      expect(response.statusCode, JSON.stringify(change)).toBe(401);
      expect((await accountOf(user.id)).taxExemptDocUrl).toBeNull();
    }
  });
});
