import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { createUploadToken } from '#src/platform/auth/upload-token';
import { documents, users, type UserRow } from '#src/platform/database/schema';
import { multipartBody, SAMPLE_FILES } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { buildJobs } from '../jobs';

const DAY = 86_400_000;

describe('sign-up uploads pile up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A nonprofit just signed up: not verified, pending review. */
  const newcomer = (fields: Partial<UserRow> = {}) =>
    createUser(t.ctx.db, { role: 'nonprofit', emailVerifiedAt: null, ...fields });
  const uploadWithToken = (user: UserRow, remoteAddress: string) => {
    const body = multipartBody([{ filename: 'letter.pdf', data: SAMPLE_FILES.pdf }]);
    return t.request({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, 'x-upload-token': createUploadToken(t.ctx.config.sessionSecret, user.id) },
      remoteAddress,
    });
  };
  const letterFile = async (user: UserRow) => {
    const [row] = await t.ctx.db.select().from(documents).where(eq(documents.ownerId, user.id));
    return row ? path.join(t.ctx.config.storageDir, row.storageKey) : null;
  };
  const exists = async (user: UserRow) => (await t.ctx.db.select().from(users).where(eq(users.id, user.id))).length > 0;
  const age = (user: UserRow, days: number) =>
    t.ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - days * DAY) })
      .where(eq(users.id, user.id));

  it('sign-up uploads pile up: an unverified sign-up is removed with its letter after 7 days', async () => {
    const abandoned = await newcomer();
    const recent = await newcomer();
    const verifiedLate = await newcomer();
    let address = 0;
    for (const user of [abandoned, recent, verifiedLate]) {
      expect((await uploadWithToken(user, `10.20.0.${(address += 1)}`)).statusCode).toBe(200);
    }
    const abandonedFile = (await letterFile(abandoned))!;
    expect(existsSync(abandonedFile)).toBe(true);
    await age(abandoned, UPLOAD_LIMITS.abandonedSignupDays + 1);
    await age(recent, UPLOAD_LIMITS.abandonedSignupDays - 1);
    await age(verifiedLate, UPLOAD_LIMITS.abandonedSignupDays + 1);
    await t.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, verifiedLate.id));
    // Reviewed by an admin, or a donor: never touched, however old and unverified.
    const reviewed = await newcomer({ approvalStatus: 'approved' });
    const donor = await createUser(t.ctx.db, { role: 'donor', emailVerifiedAt: null });
    await age(reviewed, 30);
    await age(donor, 30);

    const job = buildJobs(t.ctx).find((candidate) => candidate.name === 'uploads.remove-abandoned-signups');
    await job!.run();

    expect(await exists(abandoned)).toBe(false);
    expect(await letterFile(abandoned)).toBeNull();
    expect(existsSync(abandonedFile)).toBe(false);
    for (const kept of [recent, verifiedLate, reviewed, donor]) expect(await exists(kept)).toBe(true);
    expect(existsSync((await letterFile(recent))!)).toBe(true);
    expect(existsSync((await letterFile(verifiedLate))!)).toBe(true);
  });

  it('sign-up uploads pile up: letters sent with sign-up tokens count against the client address', async () => {
    const budget = UPLOAD_LIMITS.signupUploadsPerAddressPerHour;
    const signups = await Promise.all(Array.from({ length: budget + 1 }, () => newcomer()));
    for (const user of signups.slice(0, budget)) {
      expect((await uploadWithToken(user, '10.30.0.1')).statusCode).toBe(200);
    }
    const rows = await t.ctx.db.$count(documents);
    const refused = await uploadWithToken(signups[budget]!, '10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Please try again in/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.ctx.db.$count(documents)).toBe(rows);
    // Another address, or the same account signed in, is not held back.
    expect((await uploadWithToken(signups[budget]!, '10.30.0.2')).statusCode).toBe(200);
  });
});
