/**
 * IRS import benchmark: a 100,000-row Business Master File region file, generated on the fly in
 * the IRS's layout and streamed through the real import route (docs/product.md, "Checking a
 * nonprofit against IRS data"; target: under 30 s).
 *
 *   npm run bench:irs
 *
 * Runs on PGlite (a temporary data folder) and on a throwaway PostgreSQL server, in this process
 * through Fastify's inject with a streamed body (no network). Prints rows, seconds and rows/s.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { IRS_BMF_HEADER } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { createUser } from '../src/factories/users';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/session';
import type { AppContext } from '../src/platform/context';
import { BENCH_ORIGIN, benchBothEngines, loadAverage } from './bench-in-process';

const ROWS = 100_000;
const CITIES = [
  ['SPRINGFIELD', 'IL'],
  ['BOSTON', 'MA'],
  ['COLUMBUS', 'OH'],
  ['PHOENIX', 'AZ'],
  ['SALEM', 'OR'],
] as const;

const log = (message: string) => console.log(`[bench:irs] ${message}`);

/** One BMF record, shaped like the IRS's (28 fields, EINs with leading zeros). */
function bmfLine(index: number): string {
  const [city, state] = CITIES[index % CITIES.length]!;
  const ein = String(10_000_000 + index * 7).padStart(9, '0');
  return [
    ein, `BENCH ORGANIZATION NUMBER ${index} INC`, index % 9 === 0 ? '% TREASURER' : '', `${index} MAIN ST`, city,
    state, '62701-0001', '0000', '03', '3', '1000', '201501', '1', '15', '000000000', '1', '01', '202312', '4', '4',
    '01', '0', '12', '150000', '90000', '85000', 'K31', '',
  ].join(','); // prettier-ignore
}

/** The multipart body of the upload, made as it is read: the kind, then the file in 1,000-line chunks. */
function* multipartUpload(boundary: string): Generator<Buffer> {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nbmf\r\n`);
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="eo9.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  yield Buffer.from(`${IRS_BMF_HEADER.join(',')}\r\n`);
  for (let start = 0; start < ROWS; start += 1_000) {
    const lines: string[] = [];
    for (let index = start; index < Math.min(ROWS, start + 1_000); index++) lines.push(bmfLine(index));
    yield Buffer.from(`${lines.join('\r\n')}\r\n`);
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

async function measure(app: FastifyInstance, ctx: AppContext) {
  const admin = await createUser(ctx.db, { role: 'admin', approvalStatus: 'approved' });
  const cookie = `${SESSION_COOKIE}=${await createSession(ctx.db, admin.id)}`;
  const boundary = `----bench-${randomBytes(8).toString('hex')}`;
  const began = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/irs/imports',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from(multipartUpload(boundary)),
  });
  const seconds = (performance.now() - began) / 1_000;
  if (response.statusCode !== 201) throw new Error(`import answered ${response.statusCode}: ${response.body}`);
  const body = response.json() as { row_count: number; bytes: number };
  if (body.row_count !== ROWS) throw new Error(`imported ${body.row_count} rows, not ${ROWS}`);
  return {
    rows: body.row_count,
    MB: Number((body.bytes / 1_048_576).toFixed(1)),
    seconds: Number(seconds.toFixed(1)),
    'rows/s': Math.round(body.row_count / seconds),
  };
}

async function main(): Promise<void> {
  await benchBothEngines(log, measure);
  log('target: 100,000 rows in under 30 s');
  log(loadAverage());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
