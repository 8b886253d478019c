import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import '#test/setup/provided';
import { openDatabase, type DatabaseHandle } from './client';

async function setting(handle: DatabaseHandle, name: string): Promise<string> {
  const result = await handle.pglite!.query<Record<string, string>>(`show ${name}`);
  return result.rows[0]![name]!;
}

describe.skipIf(process.env.TEST_DB_ENGINE === 'postgres')('the embedded database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts with small shared buffers, over what its data folder says, and a size given replaces them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-settings-'));
    dirs.push(dataDir);
    // The migrated snapshot the other tests start from, written into a folder as a server's would be.
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    const first = await openDatabase({ dataDir, loadDataDir: snapshot });
    try {
      expect(await setting(first, 'shared_buffers')).toBe('16MB');
      // PGlite's own start settings are kept beside it.
      expect(await setting(first, 'max_parallel_workers_per_gather')).toBe('0');
      expect(await setting(first, 'search_path')).toBe('public');
    } finally {
      await first.close();
    }
    // initdb's file is left as it was: the setting lives in the code, not in the data folder.
    expect(readFileSync(path.join(dataDir, 'pglite', 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);

    // A setting that needs a restart applies when the same folder is opened again.
    const again = await openDatabase({ dataDir, pgliteSharedBuffers: '32MB' });
    try {
      expect(await setting(again, 'shared_buffers')).toBe('32MB');
    } finally {
      await again.close();
    }
  });
});
