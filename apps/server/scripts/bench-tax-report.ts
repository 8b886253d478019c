/**
 * Tax report benchmark: a donor with 5,000 donations confirmed received (and their
 * acknowledgements) across 40 nonprofits and a year, asking for the whole year as JSON and as CSV
 * (docs/product.md, Tax report; target: JSON under 300 ms on the server).
 *
 *   npm run bench:tax-report
 *
 * Runs on PGlite (a temporary data folder) and on a throwaway PostgreSQL server, in this process
 * through Fastify's inject (no network). Prints the median and p95 of each. A script, not a test.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createEvent } from '../src/factories/events';
import { createUser } from '../src/factories/users';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/session';
import type { AppContext } from '../src/platform/context';
import { items, requests, type UserRow } from '../src/platform/database/schema';
import { BENCH_ORIGIN, benchBothEngines, loadAverage, percentile } from './bench-in-process';

const DONATIONS = 5_000;
const NONPROFITS = 40;
const RUNS = 20;
const DAY_MS = 86_400_000;
const CATEGORIES = ['Electronics', 'Furniture', 'Office Supplies', 'Clothing', 'Food'];

const log = (message: string) => console.log(`[bench:tax-report] ${message}`);

async function measure(app: FastifyInstance, ctx: AppContext) {
  const donor = await createUser(ctx.db, { role: 'donor', companyName: 'Bench Corp' });
  const nonprofits: UserRow[] = [];
  for (let index = 0; index < NONPROFITS; index++)
    nonprofits.push(await createUser(ctx.db, { role: 'nonprofit', approvalStatus: 'approved' }));
  const gala = await createEvent(ctx.db, { nonprofitId: nonprofits[0]!.id, eventType: 'fundraising_gala' });
  // Other donors' donations, so the report has to pick its own out of a larger table.
  const others = await createUser(ctx.db, { role: 'donor' });
  const created: Array<{ id: number; donorId: number }> = [];
  for (let offset = 0; offset < DONATIONS * 2; offset += 1_000) {
    const rows = await ctx.db
      .insert(items)
      .values(
        Array.from({ length: 1_000 }, (_, step) => {
          const index = offset + step;
          return {
            donorId: index < DONATIONS ? donor.id : others.id,
            title: `Bench donation ${index}`,
            description: 'Given through the marketplace.',
            category: CATEGORIES[index % CATEGORIES.length]!,
            fmvCents: 1_000 + (index % 50_000),
            quantity: 0,
            initialQuantity: 3,
            shippingOptions: ['donor_ships' as const],
            status: 'completed' as const,
          };
        }),
      )
      .returning({ id: items.id, donorId: items.donorId });
    created.push(...rows);
  }
  const start = Date.UTC(2025, 0, 1);
  for (let offset = 0; offset < created.length; offset += 1_000) {
    await ctx.db.insert(requests).values(
      created.slice(offset, offset + 1_000).map(({ id, donorId }, index) => {
        const at = new Date(start + ((offset + index) % 365) * DAY_MS + 18 * 3_600_000);
        return {
          itemId: id,
          nonprofitId: nonprofits[(offset + index) % NONPROFITS]!.id,
          donorId,
          eventId: (offset + index) % 10 === 0 ? gala.id : null,
          quantityRequested: 3,
          status: 'completed' as const,
          deliveryStatus: 'received' as const,
          unitFmvCents: 1_000 + ((offset + index) % 50_000),
          tokensCharged: 1,
          expiresAt: at,
          approvedAt: at,
          completedAt: at,
          deliveryConfirmedAt: at,
          createdAt: at,
        };
      }),
    );
  }
  // Every donation's acknowledgement, as confirmation records them.
  await ctx.db.execute(sql`
      insert into donation_acknowledgements (request_id, donor_id, nonprofit_id, nonprofit_name, nonprofit_ein,
        donor_name, item_description, item_category, quantity, received_at)
      select r.id, r.donor_id, r.nonprofit_id, 'Bench nonprofit', '12-3456789', 'Bench donor', i.title, i.category,
        r.quantity_requested, r.delivery_confirmed_at
      from requests r join items i on i.id = r.item_id`);
  await ctx.db.execute(sql`analyze`);

  const cookie = `${SESSION_COOKIE}=${await createSession(ctx.db, donor.id)}`;
  const headers = { origin: BENCH_ORIGIN, cookie };
  const url = `/api/donors/${donor.id}/tax-report?start_date=2025-01-01&end_date=2025-12-31&tz=America/Chicago`;
  const time = async (format: 'json' | 'csv') => {
    const runs: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const began = performance.now();
      const response = await app.inject({ method: 'GET', url: `${url}&format=${format}`, headers });
      if (response.statusCode !== 200) throw new Error(`report answered ${response.statusCode}: ${response.body}`);
      if (run === 0 && format === 'json') {
        const count = (response.json() as { summary: { total_donations: number } }).summary.total_donations;
        if (count !== DONATIONS) throw new Error(`report held ${count} donations, not ${DONATIONS}`);
      }
      if (run > 0) runs.push(performance.now() - began); // run 0 warms plans and caches
    }
    return runs;
  };
  const json = await time('json');
  const csv = await time('csv');

  return {
    [`JSON, ${DONATIONS} donations: p50 ms`]: Math.round(percentile(json, 50)),
    'JSON p95 ms': Math.round(percentile(json, 95)),
    'CSV p50 ms': Math.round(percentile(csv, 50)),
    'CSV p95 ms': Math.round(percentile(csv, 95)),
  };
}

async function main(): Promise<void> {
  await benchBothEngines(log, measure);
  log('target: JSON under 300 ms');
  log(loadAverage());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
