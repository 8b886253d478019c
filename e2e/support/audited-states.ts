import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The page states axe found clean in this run, shared by every worker: a state many journeys pass
 * through (the marketplace, a dashboard tab, the same dialog) is audited until it is found clean
 * once, not once per test (a journey could run axe up to 30 times, blocking its page each time).
 *
 * playwright.config.ts calls `shareAuditedStates()` in the runner before the workers start; they
 * inherit the folder through the environment.
 */
const ENV = 'E2E_AUDITED_STATES_DIR';

export function shareAuditedStates(): void {
  process.env[ENV] ??= mkdtempSync(path.join(tmpdir(), 'e2e-audited-'));
}

const fileOf = (key: string) => {
  const dir = process.env[ENV];
  return dir ? path.join(dir, createHash('sha1').update(key).digest('hex')) : undefined;
};

export function foundClean(key: string): boolean {
  const file = fileOf(key);
  return file !== undefined && existsSync(file);
}

/** Only a clean result is shared: a state with findings is audited again, so a retry fails again. */
export function recordClean(key: string): void {
  const file = fileOf(key);
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, key);
}
