import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` that holds a package.json. */
export function packageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json at or above ${from}`);
    dir = parent;
  }
  return dir;
}

/**
 * apps/server, whether this code runs from its source (src/platform) or bundled into dist/start-server.js
 * (npm start): files the server reads at run time (drizzle/ migrations, the web build beside it)
 * are found from here rather than from the running file's own folder.
 */
export const SERVER_ROOT = packageRoot(import.meta.dirname);
