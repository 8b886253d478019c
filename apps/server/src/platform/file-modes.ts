import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders of the embedded database, uploads and secrets: the server's user alone. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const GROUP_OTHER_BITS = 0o077;

/**
 * Called first thing at start: every file and folder the process creates from then on (database
 * files, uploads, the generated session secret) is readable by the server's user alone, whatever
 * mode the code creating it asked for.
 */
export function keepNewFilesPrivate(): void {
  process.umask(GROUP_OTHER_BITS);
}

/** Creates the folder (and its parents) private, and takes group and other access off one that is more open. */
export function ensurePrivateDir(dir: string): void {
  makeDirs(dir);
  const { mode } = statSync(dir);
  if (mode & GROUP_OTHER_BITS) chmodSync(dir, mode & ~GROUP_OTHER_BITS & 0o7777);
}

/**
 * mkdir -p one folder at a time: Node's recursive mkdir never returns for a path it cannot create
 * under /proc (it retries forever at full CPU), where a plain mkdir fails at once.
 */
function makeDirs(dir: string): void {
  const missing: string[] = [];
  for (let current = path.resolve(dir); !existsSync(current); current = path.dirname(current)) missing.unshift(current);
  for (const folder of missing) {
    try {
      mkdirSync(folder, { mode: PRIVATE_DIR_MODE });
    } catch (error) {
      // Another instance starting beside this one made it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Takes group and other access off everything under `dir`. PGlite's setup writes its files with
 * explicit modes (0666) that the umask does not narrow, and older data folders were made that way.
 */
export function makeTreePrivate(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const { mode } = statSync(full);
    if (mode & GROUP_OTHER_BITS) chmodSync(full, mode & ~GROUP_OTHER_BITS & 0o7777);
    if (entry.isDirectory()) makeTreePrivate(full);
  }
}
