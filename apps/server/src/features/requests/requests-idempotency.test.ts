import { createRequestSchema, IDEMPOTENCY_MESSAGES } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, requestBatches, requests, type UserRow } from '#src/platform/database/schema';
import {
  CLAIM_LEASE_SECONDS,
  deleteExpiredIdempotencyKeys,
  idempotencyFingerprint,
  REPLAYED_HEADER,
} from '#src/platform/http/idempotency';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { createUser } from '#src/factories/users';
import { expectLedgerConsistent, fundedNonprofit, grant, item, ledgerOf } from '#test/support/requests.test-support';

describe('Idempotency-Key on POST /api/requests and /api/requests/batch', () => {
  let t: TestApp;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(() => t.close());

  const create = (as: UserRow, key: string | undefined, payload: object) =>
    t.request({
      method: 'POST',
      url: `/api/requests?nonprofit_id=${as.id}`,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
      as,
    });
  const batch = (as: UserRow, key: string, payload: object) =>
    t.request({
      method: 'POST',
      url: `/api/requests/batch?nonprofit_id=${as.id}`,
      payload,
      headers: { 'idempotency-key': key },
      as,
    });
  const requestsOf = (nonprofit: UserRow) =>
    t.ctx.db.select().from(requests).where(eq(requests.nonprofitId, nonprofit.id));
  const spendsOf = async (nonprofit: UserRow) =>
    (await ledgerOf(t.ctx.db, nonprofit.id)).filter((row) => row.entryType === 'spend');

  it('idempotency finding: a retried request with the same key replays the first answer and takes tokens once', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const listed = await item(t.ctx.db, donor);
    const payload = { item_id: listed.id, quantity_requested: 1, message: 'Retry me' };
    const first = await create(nonprofit, 'retry-1', payload);
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const retried = await create(nonprofit, 'retry-1', payload);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED_HEADER]).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(await requestsOf(nonprofit)).toHaveLength(1);
    expect(await spendsOf(nonprofit)).toHaveLength(1);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(180);

    // Without a key, or with a new one, each call is a new submission as before.
    expect((await create(nonprofit, undefined, payload)).statusCode).toBe(201);
    expect((await create(nonprofit, 'retry-2', payload)).statusCode).toBe(201);
    expect(await requestsOf(nonprofit)).toHaveLength(3);
  });

  it('idempotency finding: the same key with a different body is refused with 422 and changes nothing', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const listed = await item(t.ctx.db, donor);
    expect((await create(nonprofit, 'same-key', { item_id: listed.id, quantity_requested: 1 })).statusCode).toBe(201);
    const other = await create(nonprofit, 'same-key', { item_id: listed.id, quantity_requested: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reusedForOtherRequest });
    // The same key on the batch route is another request too.
    const elsewhere = await batch(nonprofit, 'same-key', { items: [{ item_id: listed.id, quantity_requested: 1 }] });
    expect(elsewhere.statusCode).toBe(422);
    expect(await requestsOf(nonprofit)).toHaveLength(1);
    expect(await spendsOf(nonprofit)).toHaveLength(1);
  });

  it('idempotency finding: concurrent identical requests create one request and spend tokens once', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const listed = await item(t.ctx.db, donor);
    const payload = { item_id: listed.id, quantity_requested: 1 };
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(nonprofit, 'double-click', payload)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(),
    ).toBe(true);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.json().request.id)).size).toBe(1);
    for (const busy of answers.filter((answer) => answer.statusCode === 409)) {
      expect(busy.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.inProgress });
    }
    expect(await requestsOf(nonprofit)).toHaveLength(1);
    expect(await spendsOf(nonprofit)).toHaveLength(1);
    expect(await expectLedgerConsistent(t.ctx.db, nonprofit.id)).toBe(180);
    // Once the first has finished, the same retry gets its answer.
    const later = await create(nonprofit, 'double-click', payload);
    expect(later.statusCode).toBe(201);
    expect(later.json().request.id).toBe(created[0]!.json().request.id);
  });

  it('idempotency finding: a retried or concurrent basket creates one batch and spends once', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const [a, b] = [await item(t.ctx.db, donor), await item(t.ctx.db, donor)];
    const payload = { items: [a, b].map((entry) => ({ item_id: entry.id, quantity_requested: 1 })) };
    const answers = await Promise.all([batch(nonprofit, 'basket-1', payload), batch(nonprofit, 'basket-1', payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 201 && (statuses[1] === 201 || statuses[1] === 409),
    );
    const retried = await batch(nonprofit, 'basket-1', payload);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED_HEADER]).toBe('true');
    expect(retried.json().batch.batch_id).toBe(
      answers.find((answer) => answer.statusCode === 201)!.json().batch.batch_id,
    );
    const batches = await t.ctx.db.select().from(requestBatches).where(eq(requestBatches.nonprofitId, nonprofit.id));
    expect(batches).toHaveLength(1);
    expect(await requestsOf(nonprofit)).toHaveLength(2);
    expect(await spendsOf(nonprofit)).toHaveLength(2);
  });

  it('idempotency keys stick after a crash: a claim left by a crashed request is free again after its lease, and a retry runs the work once', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 200);
    const listed = await item(t.ctx.db, donor);
    const payload = { item_id: listed.id, quantity_requested: 1 };
    const url = `/api/requests?nonprofit_id=${nonprofit.id}`;
    // The row the claim step writes before the work, left behind by a process killed mid-work.
    await t.ctx.db.insert(idempotencyKeys).values({
      userId: nonprofit.id,
      key: 'crashed',
      route: 'POST /api/requests',
      fingerprint: idempotencyFingerprint('POST', url, createRequestSchema.parse(payload)),
      status: 'processing',
      leaseUntil: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS}::int)`,
    });
    const ofKey = and(eq(idempotencyKeys.userId, nonprofit.id), eq(idempotencyKeys.key, 'crashed'));

    // While the lease runs, the claim may still belong to a live request: wait (409).
    const early = await create(nonprofit, 'crashed', payload);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.inProgress });
    expect(await requestsOf(nonprofit)).toHaveLength(0);

    // The lease is seconds, not the 24 hours an answer is kept: once past, two racing retries run the work once.
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(ofKey);
    const retries = await Promise.all([create(nonprofit, 'crashed', payload), create(nonprofit, 'crashed', payload)]);
    const statuses = retries.map((retry) => retry.statusCode).sort();
    expect(statuses[0], statuses.join()).toBe(201);
    expect([201, 409], statuses.join()).toContain(statuses[1]);
    expect(await requestsOf(nonprofit)).toHaveLength(1);
    expect(await spendsOf(nonprofit)).toHaveLength(1);

    const replayed = await create(nonprofit, 'crashed', payload);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers[REPLAYED_HEADER]).toBe('true');
    const [row] = await t.ctx.db.select().from(idempotencyKeys).where(ofKey);
    expect(row).toMatchObject({ status: 'completed', leaseUntil: null });
  });

  it('a refused attempt releases its key, so the same submission can succeed once the cause is fixed', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 0);
    const listed = await item(t.ctx.db, donor);
    const payload = { item_id: listed.id, quantity_requested: 1 };
    expect((await create(nonprofit, 'short', payload)).statusCode).toBe(400);
    await grant(t.ctx.db, nonprofit.id, 50);
    expect((await create(nonprofit, 'short', payload)).statusCode).toBe(201);
    expect(await requestsOf(nonprofit)).toHaveLength(1);
  });

  it('keys belong to one user: another nonprofit with the same key makes its own request', async () => {
    const [one, two] = [await fundedNonprofit(t.ctx.db, 100), await fundedNonprofit(t.ctx.db, 100)];
    const listed = await item(t.ctx.db, donor);
    const payload = { item_id: listed.id, quantity_requested: 1 };
    expect((await create(one, 'shared-key', payload)).statusCode).toBe(201);
    const second = await create(two, 'shared-key', payload);
    expect(second.statusCode).toBe(201);
    expect(second.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await requestsOf(two)).toHaveLength(1);
  });

  it('idempotency finding: a key must be 1 to 255 printable ASCII characters (400)', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 100);
    const listed = await item(t.ctx.db, donor);
    const payload = { item_id: listed.id, quantity_requested: 1 };
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there']) {
      const refused = await create(nonprofit, key, payload);
      expect(refused.statusCode, JSON.stringify(key)).toBe(400);
      expect(JSON.stringify(refused.json().detail)).toContain(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    expect(await requestsOf(nonprofit)).toHaveLength(0);
    expect((await create(nonprofit, `${'k'.repeat(254)}~`, payload)).statusCode).toBe(201);
  });

  it('idempotency finding: keys are kept 24 hours, then the cleanup job forgets them', async () => {
    const nonprofit = await fundedNonprofit(t.ctx.db, 100);
    const listed = await item(t.ctx.db, donor);
    const payload = { item_id: listed.id, quantity_requested: 1 };
    expect((await create(nonprofit, 'yesterday', payload)).statusCode).toBe(201);
    const ofKey = and(eq(idempotencyKeys.userId, nonprofit.id), eq(idempotencyKeys.key, 'yesterday'));
    const age = (hours: number) =>
      t.ctx.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
        .where(ofKey);

    await age(23);
    await deleteExpiredIdempotencyKeys(t.ctx.db);
    expect(await t.ctx.db.select().from(idempotencyKeys).where(ofKey)).toHaveLength(1);
    expect((await create(nonprofit, 'yesterday', payload)).headers[REPLAYED_HEADER]).toBe('true');

    await age(25);
    expect(await deleteExpiredIdempotencyKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(idempotencyKeys).where(ofKey)).toHaveLength(0);
    const fresh = await create(nonprofit, 'yesterday', payload);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await requestsOf(nonprofit)).toHaveLength(2);
  });

  it('lists the header in the OpenAPI description of the request routes', async () => {
    const spec = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    for (const path of ['/api/requests', '/api/requests/batch']) {
      const headers = (spec.paths[path]!.post!.parameters ?? []).filter((entry) => entry.in === 'header');
      expect(headers.map((entry) => entry.name)).toContain('idempotency-key');
    }
  });
});
