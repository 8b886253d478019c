import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import '#test/setup/provided';
import { MIGRATIONS_FOLDER, openDatabase } from './client';

const MIGRATION_FILES = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Several instances on one PostgreSQL; the embedded database serves one process only. */
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
  'migrations on PostgreSQL (not embedded: one process)',
  () => {
    it('migrations race: three instances starting together on an empty database all migrate it, one after another', async () => {
      const name = `app_empty_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      const url = new URL(inject('postgresAdminUrl'));
      url.pathname = `/${name}`;
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
      );
      try {
        const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
        expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
          'ok',
        ]);
        const { rows } = await handles[0]!.pool!.query<{ applied: number }>(
          'select count(*)::int as applied from drizzle.__drizzle_migrations',
        );
        expect(rows[0]!.applied).toBe(MIGRATION_FILES.length);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await adminQuery(`drop database if exists ${name} with (force)`);
      }
    });
  },
);
