import { execFileSync } from 'node:child_process';
import path from 'node:path';

const BUILD = path.resolve(import.meta.dirname, '../../scripts/build.mjs');

/**
 * Bundles the server into dist/ (main.js and start-server.js, under a second) before the API tests:
 * the tests that start a server process (production start-up) run the JavaScript production runs.
 */
export default function setup() {
  execFileSync(process.execPath, [BUILD], { stdio: 'pipe' });
}
