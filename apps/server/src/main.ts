/**
 * The server's entry point (`npm start` runs its build, dist/main.js). Its one job before loading
 * the server is to keep V8's young generation small through start-up on PostgreSQL
 * (platform/start-up-memory.ts), so the server's modules are loaded by the import below rather
 * than imported by this file; the build keeps start-server.js a file of its own for the same reason.
 */
import { holdYoungGeneration } from './platform/start-up-memory';

/** The runtime the project is built and tested on (.nvmrc; docs/decisions/012-node-24.md). */
const OLDEST_SUPPORTED_NODE_MAJOR = 24;

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < OLDEST_SUPPORTED_NODE_MAJOR) {
  console.error(
    `Node.js ${process.versions.node} is not supported: run the server on Node.js ${OLDEST_SUPPORTED_NODE_MAJOR} ` +
      '(`nvm use`, or `. scripts/use-node.sh` from the project folder).',
  );
  process.exit(1);
}
holdYoungGeneration();
import('./start-server')
  .then(({ startServer }) => startServer())
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
