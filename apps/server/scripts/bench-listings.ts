/**
 * Listings benchmark: the donor dashboard of a donor with 2,000 items of its own, and a 10 MB
 * photo uploaded until its thumbnail is served (docs/quality.md).
 *
 *   npm run bench:listings
 *
 * Runs on PGlite (a temporary data folder) and on a throwaway PostgreSQL server, in this process
 * through Fastify's inject (no network). Prints the median and p95 of each. A script, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { createUser } from '../src/factories/users';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/session';
import { loadConfig } from '../src/platform/config';
import { createContext } from '../src/platform/create-context';
import { openDatabase } from '../src/platform/database/client';
import { items, requests } from '../src/platform/database/schema';
import { multipartBody } from '../test/setup/multipart';
import { startThrowawayCluster } from '../test/setup/postgres-cluster';

const LISTINGS = 2_000;
const DASHBOARD_RUNS = 20;
const UPLOAD_RUNS = 5;
const ORIGIN = 'http://localhost:3000';

const log = (message: string) => console.log(`[bench:listings] ${message}`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

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

async function measure(engine: 'pglite' | 'postgres', databaseUrl: string | undefined, photo: Buffer) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-listings-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'b'.repeat(40),
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const handle = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
    const ctx = await createContext(config, pino({ level: 'silent' }), handle);
    const app = await buildApp(ctx);
    await app.ready();

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
    const headers = { origin: ORIGIN, cookie };

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

    await app.close();
    ctx.mailer.close();
    await ctx.database.close();
    return {
      engine,
      [`dashboard, ${LISTINGS} listings: p50 ms`]: Math.round(percentile(dashboard, 50)),
      'dashboard p95 ms': Math.round(percentile(dashboard, 95)),
      [`upload ${(photo.length / 1_048_576).toFixed(1)} MB to thumbnail: p50 ms`]: Math.round(percentile(upload, 50)),
      'upload max ms': Math.round(Math.max(...upload)),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const photo = await tenMegabytePhoto();
  log(`photo: ${(photo.length / 1_048_576).toFixed(2)} MB JPEG with GPS in its EXIF`);
  const results = [await measure('pglite', undefined, photo)];
  log('starting a throwaway PostgreSQL server');
  const cluster = await startThrowawayCluster();
  try {
    results.push(await measure('postgres', cluster.url, photo));
  } finally {
    cluster.stop();
  }
  console.table(results);
  log(`targets: dashboard under 100 ms, thumbnail under 2,000 ms`);
  log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
