import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMITS, UPLOAD_QUOTA_MESSAGE } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { documents, rateLimitCounters, users, type UserRow } from '#src/platform/database/schema';
import { buildJobs } from '../jobs';
import { SAMPLE_FILES } from '#test/setup/multipart';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { documentsClient } from '#test/support/documents.test-support';

describe('upload abuse', () => {
  let t: TestApp;
  let otherNonprofit: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    otherNonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
  });
  afterAll(() => t.close());

  const { upload, documentCount, storedFiles } = documentsClient(() => t);
  const reload = async (user: UserRow) => (await t.ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;
  const fileOf = (storageKey: string) => path.join(t.ctx.config.storageDir, storageKey);
  const rowOf = async (id: number) => (await t.ctx.db.select().from(documents).where(eq(documents.id, id)))[0];

  it('limits uploads per user: 429 with Retry-After once over 10 an hour, and nothing is kept', async () => {
    const uploader = await createUser(t.ctx.db, { role: 'nonprofit' });
    await t.ctx.db.insert(rateLimitCounters).values({
      key: `upload:user:${uploader.id}`,
      windowStart: new Date(),
      count: UPLOAD_LIMITS.perUserPerHour,
    });
    const [rows, files] = [await documentCount(), storedFiles()];
    const response = await upload({ filename: 'letter.pdf', data: SAMPLE_FILES.pdf }, { as: uploader });
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toMatch(
      /^You have uploaded several files in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
    expect([await documentCount(), storedFiles()]).toEqual([rows, files]);
    // Another user is not held back.
    expect((await upload({ filename: 'letter.pdf', data: SAMPLE_FILES.pdf }, { as: otherNonprofit })).statusCode).toBe(
      200,
    );
  });

  it('keeps a per-user storage quota: 413 with detail once the documents would outgrow it', async () => {
    const hoarder = await createUser(t.ctx.db, { role: 'donor' });
    await t.ctx.db.insert(documents).values({
      ownerId: hoarder.id,
      kind: 'tax_exempt_letter',
      storageKey: `documents/quota-${hoarder.id}.pdf`,
      originalFilename: 'old.pdf',
      mimeType: 'application/pdf',
      sizeBytes: UPLOAD_LIMITS.quotaBytesPerUser - 10,
    });
    const [rows, files] = [await documentCount(), storedFiles()];
    const response = await upload({ filename: 'more.pdf', data: SAMPLE_FILES.pdf }, { as: hoarder });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: UPLOAD_QUOTA_MESSAGE });
    expect([await documentCount(), storedFiles()]).toEqual([rows, files]);
  });

  it("removes the letter a nonprofit's new upload replaces, row and file", async () => {
    const replacing = await createUser(t.ctx.db, { role: 'nonprofit' });
    const first = (await upload({ filename: 'v1.pdf', data: SAMPLE_FILES.pdf }, { as: replacing })).json();
    const firstKey = (await rowOf(first.id))!.storageKey;
    expect(existsSync(fileOf(firstKey))).toBe(true);
    const second = await upload({ filename: 'v2.png', data: SAMPLE_FILES.png }, { as: replacing });
    expect(second.statusCode).toBe(200);
    expect((await reload(replacing)).taxExemptDocUrl).toBe(second.json().url);
    expect(await rowOf(first.id)).toBeUndefined();
    expect(existsSync(fileOf(firstKey))).toBe(false);
    expect(existsSync(fileOf((await rowOf(second.json().id))!.storageKey))).toBe(true);
  });

  it('a cleanup job removes documents attached to nothing after the grace period, keeping current letters', async () => {
    const giver = await createUser(t.ctx.db, { role: 'donor' });
    const holder = await createUser(t.ctx.db, { role: 'nonprofit' });
    const stray = (await upload({ filename: 'stray.jpg', data: SAMPLE_FILES.jpeg }, { as: giver })).json();
    const fresh = (await upload({ filename: 'fresh.jpg', data: SAMPLE_FILES.jpeg }, { as: giver })).json();
    const letter = (await upload({ filename: 'letter.pdf', data: SAMPLE_FILES.pdf }, { as: holder })).json();
    const strayKey = (await rowOf(stray.id))!.storageKey;
    const past = new Date(Date.now() - (UPLOAD_LIMITS.orphanGraceHours + 1) * 3_600_000);
    for (const id of [stray.id, letter.id]) {
      await t.ctx.db.update(documents).set({ createdAt: past }).where(eq(documents.id, id));
    }
    const job = buildJobs(t.ctx).find((candidate) => candidate.name === 'uploads.remove-orphans');
    expect(job).toBeDefined();
    await job!.run();
    expect(await rowOf(stray.id)).toBeUndefined();
    expect(existsSync(fileOf(strayKey))).toBe(false);
    expect(await rowOf(fresh.id)).toBeDefined();
    expect(await rowOf(letter.id)).toBeDefined();
    await job!.run();
    expect(await rowOf(letter.id)).toBeDefined();
  });
});
