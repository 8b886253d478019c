// Preloaded into a server process (node --import) by a test that checks which packages the server
// loads at start: writes the URL of every module it imports to RECORD_IMPORTS_FILE, one per line.
import { register } from 'node:module';

register('./record-imports-hooks.mjs', import.meta.url, { data: { file: process.env.RECORD_IMPORTS_FILE } });
