import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = path.join(import.meta.dirname, 'start-up-memory.ts');

/**
 * In a fresh node: the young generation's size after 40 MB of objects that stay (as a starting
 * server's modules do) are made while it is held, and after 40 MB more once it is released.
 */
const SCRIPT = `
import v8 from 'node:v8';
const { holdYoungGeneration, releaseYoungGeneration } = await import(${JSON.stringify(MODULE)});
const youngGeneration = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
const kept = [];
const keep = (mb) => { for (let i = 0; i < mb * 1024; i++) kept.push(new Array(128).fill(i)); };
const before = youngGeneration();
holdYoungGeneration();
keep(40);
const held = youngGeneration();
releaseYoungGeneration();
keep(40);
console.log(JSON.stringify({ before, held, released: youngGeneration() }));
`;

function measure(
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): { before: number; held: number; released: number } {
  const output = execFileSync(process.execPath, [...nodeArgs, '--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  });
  return JSON.parse(output) as { before: number; held: number; released: number };
}

// The same V8 on either engine: run once.
describe.skipIf(process.env.TEST_DB_ENGINE === 'postgres')('young generation during start-up', () => {
  const postgres = { DATABASE_URL: 'postgres://db.example/inkind' };

  // Retried: on a busy machine V8 has once grown it while held (32 MB against 4), in one run of many.
  // A hold that does not work fails every time, as the embedded case below shows it grows unheld.
  it(
    'on PostgreSQL: does not grow while held and grows again once released, so serving is not slowed',
    { retry: 2 },
    () => {
      const { before, held, released } = measure(postgres);
      // V8 may also shrink it meanwhile (a busy machine's collections); what matters is that it did not grow.
      expect(held).toBeLessThanOrEqual(before);
      expect(released).toBeGreaterThanOrEqual(4 * held);
    },
  );

  it('is left alone on the embedded database, and when the operator sets the growth factor', () => {
    const embedded = measure({});
    expect(embedded.held).toBeGreaterThan(embedded.before);
    const { before, held } = measure(postgres, ['--semi-space-growth-factor=2']);
    expect(held).toBeGreaterThan(before);
  });
});
