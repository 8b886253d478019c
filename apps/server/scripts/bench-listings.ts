/**
 * Listings benchmark: the donor dashboard of a donor with 2,000 items of its own, and a 10 MB
 * photo uploaded until its thumbnail is served (docs/quality.md).
 *
 *   npm run bench:listings
 *
 * Runs on PGlite (a temporary data folder) and on a throwaway PostgreSQL server, in this process
 * through Fastify's inject (no network). Prints the median and p95 of each. A script, not a test.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createUser } from '../src/factories/users';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/session';
import type { AppContext } from '../src/platform/context';
import { items, requests } from '../src/platform/database/schema';
import { multipartBody } from '../test/setup/multipart';
import { BENCH_ORIGIN, benchBothEngines, loadAverage, percentile } from './bench-in-process';

const LISTINGS = 2_000;
const DASHBOARD_RUNS = 20;
const UPLOAD_RUNS = 5;

const log = (message: string) => console.log(`[bench:listings] ${message}`);

/** A photo-like 10 MB JPEG: noise compresses badly, so 3100 x 2400 at quality 100 lands just under 10 MB. */
async function tenMegabytePhoto(): Promise<Buffer> {
  const width = 3100;
  const height = 2400;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

async function measure(app: FastifyInstance, ctx: AppContext, photo: Buffer) {
  const donor = await createUser(ctx.db, { role: 'donor' });
  const nonprofit = await createUser(ctx.db, { role: 'nonprofit' });
  const created = await ctx.db
    .insert(items)
    .values(
      Array.from({ length: LISTINGS }, (_, index) => ({
        donorId: donor.id,
        title: `Bench listing ${index}`,
        description: 'One of a large donor catalogue.',
        category: 'Office Supplies',
        fmvCents: 1_000 + index,
        quantity: 10,
        initialQuantity: 10,
        shippingOptions: ['donor_ships' as const],
      })),
    )
    .returning({ id: items.id });
  // Every fourth listing has a pending and an approved request, as a busy donor's would.
  await ctx.db.insert(requests).values(
    created
      .filter((_, index) => index % 4 === 0)
      .flatMap(({ id }) =>
        (['pending', 'approved'] as const).map((status) => ({
          itemId: id,
          nonprofitId: nonprofit.id,
          donorId: donor.id,
          quantityRequested: 1,
          status,
          unitFmvCents: 1_000,
          tokensCharged: 1,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      ),
  );
  const cookie = `${SESSION_COOKIE}=${await createSession(ctx.db, donor.id)}`;
  const headers = { origin: BENCH_ORIGIN, cookie };

  const dashboard: number[] = [];
  for (let run = 0; run <= DASHBOARD_RUNS; run++) {
    const began = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/dashboard/donor/${donor.id}/detailed`, headers });
    if (response.statusCode !== 200) throw new Error(`dashboard answered ${response.statusCode}`);
    if (run > 0) dashboard.push(performance.now() - began); // run 0 warms plans and caches
  }

  const upload: number[] = [];
  for (let run = 0; run < UPLOAD_RUNS; run++) {
    const body = multipartBody([{ filename: 'photo.jpg', contentType: 'image/jpeg', data: photo }]);
    const began = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/items/upload-image',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    if (answer.statusCode !== 200) throw new Error(`upload answered ${answer.statusCode}: ${answer.body}`);
    const thumbnail = await app.inject({
      method: 'GET',
      url: (answer.json() as { thumbnail_url: string }).thumbnail_url,
    });
    if (thumbnail.statusCode !== 200) throw new Error(`thumbnail answered ${thumbnail.statusCode}`);
    upload.push(performance.now() - began);
  }

  return {
    [`dashboard, ${LISTINGS} listings: p50 ms`]: Math.round(percentile(dashboard, 50)),
    'dashboard p95 ms': Math.round(percentile(dashboard, 95)),
    [`upload ${(photo.length / 1_048_576).toFixed(1)} MB to thumbnail: p50 ms`]: Math.round(percentile(upload, 50)),
    'upload max ms': Math.round(Math.max(...upload)),
  };
}

async function main(): Promise<void> {
  const photo = await tenMegabytePhoto();
  log(`photo: ${(photo.length / 1_048_576).toFixed(2)} MB JPEG with GPS in its EXIF`);
  await benchBothEngines(log, (app, ctx) => measure(app, ctx, photo));
  log(`targets: dashboard under 100 ms, thumbnail under 2,000 ms`);
  log(loadAverage());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
