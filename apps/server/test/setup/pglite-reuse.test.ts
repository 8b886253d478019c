import { describe, expect, it } from 'vitest';
import { openTestDatabase, releaseTestDatabase } from './test-database';

// A reused PGlite instance must look exactly like a fresh copy of the snapshot (pglite-reuse.ts).
describe.runIf(process.env.TEST_DB_ENGINE !== 'postgres')('a PGlite instance handed out again', () => {
  it('is the released instance, emptied, with its identities restarted and the migrations’ rows back', async () => {
    const first = await openTestDatabase();
    const fresh = await first.pglite!.query<{ id: number }>(
      `insert into users (email, password_hash, name, role) values ('a@example.org', 'x', 'A', 'donor') returning id`,
    );
    await first.pglite!.query('update catalogue_version set version = version + 41');
    await first.pglite!.query('select pg_advisory_lock(4242)');
    await releaseTestDatabase(first);

    const second = await openTestDatabase();
    try {
      expect(second.pglite).toBe(first.pglite);
      const users = await second.pglite!.query<{ count: number }>('select count(*)::int as count from users');
      expect(users.rows[0]!.count).toBe(0);
      const again = await second.pglite!.query<{ id: number }>(
        `insert into users (email, password_hash, name, role) values ('b@example.org', 'x', 'B', 'donor') returning id`,
      );
      expect(again.rows[0]!.id).toBe(fresh.rows[0]!.id);
      const version = await second.pglite!.query<{ version: number }>('select version from catalogue_version');
      expect(Number(version.rows[0]!.version)).toBe(0);
      const locks = await second.pglite!.query<{ count: number }>(
        `select count(*)::int as count from pg_locks where locktype = 'advisory'`,
      );
      expect(locks.rows[0]!.count).toBe(0);
    } finally {
      await second.close();
    }
  });
});
