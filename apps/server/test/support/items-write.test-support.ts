import { listingSchema, type ItemFormInput, type Listing } from '@app/shared';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#src/platform/database/client';
import { items, uploadedImages, type UserRow } from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';

/** A form the server accepts: one of the fallback categories, $149.99 a unit, 4 units. */
export const validForm = (overrides: Partial<ItemFormInput> = {}): ItemFormInput => ({
  title: 'Standing Desk',
  category: 'Furniture',
  description: 'Height-adjustable desk, lightly used.',
  fair_market_value: 149.99,
  quantity: 4,
  shipping_options: ['donor_ships', 'nonprofit_pickup'],
  images: [],
  ...overrides,
});

const withDonor = (url: string, donorId: number | undefined) =>
  donorId === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}donor_id=${donorId}`;

/** The three item writes as the browser sends them. */
export function listingClient(t: TestApp) {
  return {
    create: (as: UserRow | undefined, payload: object, donorId?: number, headers: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: withDonor('/api/items', donorId), payload, as, headers }),
    update: (as: UserRow | undefined, itemId: number, payload: object, donorId?: number) =>
      t.request({ method: 'PUT', url: withDonor(`/api/items/${itemId}`, donorId), payload, as }),
    status: (as: UserRow | undefined, itemId: number, status: string, donorId?: number) =>
      t.request({ method: 'PUT', url: withDonor(`/api/items/${itemId}/status?status=${status}`, donorId), as }),
  };
}

/** Creates an item over the API and returns its listing, failing the test on anything but 201. */
export async function listItem(t: TestApp, donor: UserRow, form: Partial<ItemFormInput> = {}): Promise<Listing> {
  const response = await listingClient(t).create(donor, validForm(form), donor.id);
  expect(response.statusCode, response.body).toBe(201);
  return listingSchema.parse(response.json());
}

export function expectListing(response: { statusCode: number; body: string }, status = 200): Listing {
  expect(response.statusCode, response.body).toBe(status);
  return listingSchema.parse(JSON.parse(response.body));
}

/** Every column of every item, to show that a refused write stored nothing. */
export const itemsTable = (db: Database) => db.select().from(items).orderBy(asc(items.id));

/** An upload row as the image upload call leaves it (the files themselves are not needed here). */
export async function uploadFor(db: Database, donor: UserRow, originalFilename = 'desk.jpg'): Promise<string> {
  const publicId = randomBytes(16).toString('hex');
  await db.insert(uploadedImages).values({
    publicId,
    donorId: donor.id,
    originalFilename,
    displayKey: `images/${publicId}.webp`,
    thumbnailKey: `images/${publicId}-thumb.webp`,
    width: 1200,
    height: 900,
    storedBytes: 50_000,
  });
  return publicId;
}

export async function itemRowOf(db: Database, itemId: number) {
  const [row] = await db.select().from(items).where(eq(items.id, itemId));
  return row!;
}
