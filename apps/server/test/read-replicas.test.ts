import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { SESSION_COOKIE } from '#src/platform/auth/session';
import { openDatabase } from '#src/platform/database/client';
import { READ_MARK_COOKIE, READ_SOURCE_HEADER } from '#src/platform/database/read-routing';
import type { UserRow } from '#src/platform/database/schema';
import { startPrimaryWithReplica, type PrimaryWithReplica } from './setup/streaming-replica';
import { createTestApp, type TestApp } from './setup/test-app';
import { validForm } from './support/items-write.test-support';

const TITLE = 'Replica probe standing desk';

interface Seen {
  source: string | undefined;
  titles: string[];
}

/**
 * docs/decisions/017-read-replicas.md: a read never serves its caller's own write stale. Replicas
 * are a PostgreSQL matter (the embedded database has none), and the replica here is real: a
 * streaming standby of a primary started for this file, whose replay is paused to make lag certain.
 */
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
  'reads on a streaming replica (PostgreSQL only: the embedded database has no replicas)',
  () => {
    let pair: PrimaryWithReplica;
    let t: TestApp;
    let donor: UserRow;
    let session: string;

    const cookieHeader = (cookies: Record<string, string | undefined>) =>
      Object.entries(cookies)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');

    const seen = (response: LightMyRequestResponse, titlesOf: (body: unknown) => string[]): Seen => {
      expect(response.statusCode, response.body).toBe(200);
      return { source: response.headers[READ_SOURCE_HEADER] as string | undefined, titles: titlesOf(response.json()) };
    };
    const marketplace = async (cookies: Record<string, string | undefined> = {}) =>
      seen(
        await t.request({ method: 'GET', url: '/api/items?search=probe', headers: { cookie: cookieHeader(cookies) } }),
        (body) => (body as { items: { title: string }[] }).items.map((item) => item.title),
      );
    const dashboard = async (cookies: Record<string, string | undefined>) =>
      seen(
        await t.request({
          method: 'GET',
          url: `/api/dashboard/donor/${donor.id}/detailed`,
          headers: { cookie: cookieHeader(cookies) },
        }),
        (body) => (body as { listings: { title: string }[] }).listings.map((listing) => listing.title),
      );

    beforeAll(async () => {
      pair = await startPrimaryWithReplica();
      const database = await openDatabase({
        databaseUrl: pair.primaryUrl,
        replicaUrls: [pair.replicaUrl],
        poolSize: 4,
        onReplicaWarning: () => undefined,
        onConnectionError: () => undefined,
      });
      t = await createTestApp({}, database);
      donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Replica Test Supply' });
      session = await t.sessionFor(donor);
      await pair.caughtUp();
    });

    afterAll(async () => {
      await t?.close();
      pair?.stop();
    });

    it("shows a donor's new listing to that donor at once, to others when the replica has it, and never fails", async () => {
      // Before the write: anonymous reads go to the replica, which has everything so far.
      expect(await marketplace()).toEqual({ source: 'replica', titles: [] });

      await pair.pauseReplay();
      const created = await t.request({
        method: 'POST',
        url: `/api/items?donor_id=${donor.id}`,
        headers: { cookie: cookieHeader({ [SESSION_COOKIE]: session }) },
        payload: validForm({ title: TITLE }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const mark = created.cookies.find((cookie) => cookie.name === READ_MARK_COOKIE);
      expect(mark?.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      expect(mark).toMatchObject({ path: '/api', httpOnly: true, maxAge: 60 });

      // The author, carrying the mark: served by the primary, so the write shows at once.
      const author = { [SESSION_COOKIE]: session, [READ_MARK_COOKIE]: mark?.value };
      expect(await dashboard(author)).toEqual({ source: 'primary', titles: [TITLE] });
      expect(await marketplace(author)).toEqual({ source: 'primary', titles: [TITLE] });

      // Anyone else reads the paused replica, stale within the lag: the listing is not there yet.
      expect(await marketplace()).toEqual({ source: 'replica', titles: [] });
      // The author on another device (no mark) may see it stale too, never an error.
      expect(await dashboard({ [SESSION_COOKIE]: session })).toEqual({ source: 'replica', titles: [] });

      // The same browser signed out still carries the mark: the primary, whose page replaces the
      // anonymous page cached from the replica (labelled with the replica's older catalogue version).
      expect(await marketplace({ [READ_MARK_COOKIE]: mark?.value })).toEqual({ source: 'primary', titles: [TITLE] });
      // The cache never goes back: a page newer than the paused replica is served from it.
      expect(await marketplace()).toEqual({ source: 'replica', titles: [TITLE] });

      await pair.resumeReplay();
      await pair.caughtUp();
      // The replica caught up: everyone sees it there.
      expect(await marketplace()).toEqual({ source: 'replica', titles: [TITLE] });
      expect(await marketplace(author)).toEqual({ source: 'replica', titles: [TITLE] });
      expect(await dashboard({ [SESSION_COOKIE]: session })).toEqual({ source: 'replica', titles: [TITLE] });
    });

    it('ignores a read mark that is not a WAL position (a cookie edited by hand)', async () => {
      expect(await marketplace({ [READ_MARK_COOKIE]: 'not-a-position' })).toEqual({
        source: 'replica',
        titles: [TITLE],
      });
    });

    it('sends reads to the primary, quickly and without errors, once the replica is down', async () => {
      pair.stopReplica();
      const started = performance.now();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(await marketplace()).toEqual({ source: 'primary', titles: [TITLE] });
        expect(await dashboard({ [SESSION_COOKIE]: session })).toEqual({ source: 'primary', titles: [TITLE] });
      }
      expect(performance.now() - started).toBeLessThan(5_000);
    });
  },
);
