import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * Drizzle's migrator applies a migration only when its journal time is later than the last one the
 * database applied, so a migration stamped earlier than the one before it is skipped for good on any
 * database that already has that one. 0026 was stamped before 0025; a database migrated exactly to
 * 0025 skips it (databases created before or after that point are whole). This keeps it from
 * happening again.
 */
const KNOWN_OUT_OF_ORDER = new Set(['0026_listing_imports']);

describe('migrations journal', () => {
  it('stamps every migration later than the one before it', () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    };
    let latest = 0;
    const outOfOrder: string[] = [];
    for (const entry of journal.entries) {
      if (entry.when <= latest) outOfOrder.push(entry.tag);
      latest = Math.max(latest, entry.when);
    }
    expect(outOfOrder).toEqual([...KNOWN_OUT_OF_ORDER]);
  });
});
