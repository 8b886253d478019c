import v8 from 'node:v8';

/**
 * V8 doubles its young generation each time most of it survives a collection, which is all the time
 * while the server loads (its modules, routes and schemas stay for the life of the process): the
 * young generation reached its full 2 × 16 MB before the first request and stayed there, empty,
 * until V8's idle collection gave it back seconds later. On PostgreSQL it is held at its first size
 * while the code loads and the app is built, and let grow again before any data work (the demo
 * data's first load makes short-lived objects by the million) and the traffic, where a large young
 * generation pays: a small one for good cost a fifth to a third of the uncached search's
 * throughput. 129 → 103 MB at the first answer, no slower to start, the same search throughput.
 *
 * Not on the embedded database: its first start creates the database with a WebAssembly instance of
 * its own and drops it, and a held young generation promoted that instance, whose memory (128 MB and
 * more) then stayed until a full collection: 815 MB at the first answer instead of 410
 * (docs/decisions/009-compression-and-built-server.md, "Memory").
 *
 * V8 reads the factor whenever it grows the young generation, so it can be changed while running;
 * it must be set before the server's modules load, since most of the growth happens while they do
 * (main.ts loads them after holding).
 */
const GROWTH_FLAG = '--semi-space-growth-factor';
/** V8's own default. */
const DEFAULT_GROWTH_FACTOR = 2;

/** An operator who sets the factor on the command line or in NODE_OPTIONS keeps it. */
const setByOperator = () =>
  [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => arg.includes(GROWTH_FLAG.slice(2)));

/** The server's database is PostgreSQL (as in platform/config.ts: DATABASE_URL set). */
const onPostgres = () => Boolean(process.env.DATABASE_URL);

export function holdYoungGeneration(): void {
  if (onPostgres() && !setByOperator()) v8.setFlagsFromString(`${GROWTH_FLAG}=1`);
}

export function releaseYoungGeneration(): void {
  if (!setByOperator()) v8.setFlagsFromString(`${GROWTH_FLAG}=${DEFAULT_GROWTH_FACTOR}`);
}
