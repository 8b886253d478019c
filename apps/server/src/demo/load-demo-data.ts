import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import type { Transaction } from '../platform/database/client';
import { users, type ItemRow, type UserRow } from '../platform/database/schema';
import { createItem } from '../factories/items';
import { createUser } from '../factories/users';
import { loadDemoActivity } from './demo-activity';
import { loadDemoNeeds } from './demo-needs';
import { DEMO_EXTRA_DONORS } from './demo-donors';
import { DEMO_ITEMS, demoPicturePath } from './demo-items';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

const DAY_MS = 86_400_000;

/** Demo accounts and catalogue, only when DEMO_DATA is on and the database is empty. */
export async function loadDemoData(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  // Configuration already refuses this; a second lock because the demo password is public.
  if (ctx.config.isProduction) throw new Error('Demo data is never loaded in production.');
  const [row] = await ctx.db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return;
  await ctx.db.transaction(async (tx) => {
    const byEmail = new Map<string, UserRow>();
    for (const demo of [...DEMO_USERS, ...DEMO_EXTRA_DONORS]) {
      // Demo accounts start with the guided tour behind them: many people (and the browser tests)
      // share them, and anyone can still take it from the Help menu.
      const user = await createUser(tx, { tourCompleted: true, ...demo });
      byEmail.set(user.email, user);
    }
    const account = (email: string) => {
      const user = byEmail.get(email);
      if (!user) throw new Error(`Demo data names an unknown account: ${email}`);
      return user;
    };
    const items = await insertDemoItems(tx, account);
    await loadDemoActivity(tx, {
      users: {
        admin: account('admin@demo.example'),
        donor: account('donor@demo.example'),
        nonprofit: account('nonprofit@demo.example'),
        pending: account('pending@demo.example'),
      },
      items,
    });
    await loadDemoNeeds(tx, {
      nonprofit: account('nonprofit@demo.example'),
      neighbour: account('lakeview@demo.example'),
    });
  });
  log.info(
    `Demo data loaded: ${DEMO_USERS.map((user) => user.email).join(', ')} and ${DEMO_ITEMS.length} items ` +
      `(password ${DEMO_PASSWORD})`,
  );
}

/** Each item sits at its donor's pickup location and carries the donor's reach. */
async function insertDemoItems(tx: Transaction, account: (email: string) => UserRow): Promise<ItemRow[]> {
  const now = Date.now();
  const rows: ItemRow[] = [];
  for (const [index, item] of DEMO_ITEMS.entries()) {
    const donor = account(item.donor);
    const picture = demoPicturePath(item);
    // Minutes apart within a day, so "newest first" is stable.
    const createdAt = new Date(now - item.daysAgo * DAY_MS - index * 60_000);
    rows.push(
      await createItem(tx, {
        donorId: donor.id,
        title: item.title,
        description: item.description,
        category: item.category,
        fmvCents: Math.round(item.value * 100),
        quantity: item.quantity,
        shippingOptions: item.shipping,
        status: item.status ?? 'available',
        imageUrl: picture,
        images: [
          { id: `demo-${index + 1}`, url: picture, public_id: null, original_filename: null, thumbnail_url: picture },
        ],
        city: donor.pickupCity,
        state: donor.pickupState,
        zip: donor.pickupZip,
        latitude: donor.pickupLatitude,
        longitude: donor.pickupLongitude,
        donorScope: (donor.donorScope as ItemRow['donorScope'] | null) ?? 'nationwide',
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }
  return rows;
}
