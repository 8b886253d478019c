import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { users, type UserRow } from '#src/platform/database/schema';
import { donorPayload, nonprofitPayload } from '#test/support/auth.test-support';
import { getItems, titlesOf } from '#test/support/items.test-support';
import { listItem } from '#test/support/items-write.test-support';

describe('sign-up places the address it is given', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let address = 0;
  async function signUp(payload: Record<string, unknown>): Promise<UserRow> {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      remoteAddress: `10.3.0.${++address}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, response.json().user.id));
    return row!;
  }

  it('a nonprofit at its shipping ZIP, else its city; coordinates sent by the client are ignored', async () => {
    const shipping = await signUp(
      nonprofitPayload({ shipping_address: '175 N State St', shipping_zip: '60601', latitude: 10, longitude: 10 }),
    );
    expect(shipping.latitude).toBeCloseTo(41.886, 1);
    expect(shipping.longitude).toBeCloseTo(-87.62, 1);
    expect(shipping.placeCheckedAt).not.toBeNull();
    const city = await signUp(nonprofitPayload({ city: 'Austin', state: 'TX' }));
    expect(city.latitude).toBeCloseTo(30.3, 0);
    const nowhere = await signUp(nonprofitPayload({}));
    expect(nowhere).toMatchObject({ latitude: null, longitude: null });
  });

  it('a donor at its pickup address, and at its own city for items without one', async () => {
    const pickup = await signUp(donorPayload({ pickup_address: '233 S Wacker Dr', pickup_zip: '60606' }));
    expect(pickup.pickupLatitude).toBeCloseTo(41.88, 1);
    expect(pickup.latitude).toBeCloseTo(41.84, 0);
    const home = await signUp(donorPayload({ city: 'Dallas', state: 'TX' }));
    expect(home.pickupLatitude).toBeNull();
    expect(home.latitude).toBeCloseTo(32.8, 0);
  });

  it('refuses a ZIP that is neither 5 digits nor ZIP+4', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: donorPayload({ pickup_zip: '123' }),
      remoteAddress: '10.3.1.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail[0].loc).toEqual(['body', 'pickup_zip']);
  });

  it('a nonprofit signed up in Chicago is reached by a local donor in Chicago, not by one in Dallas', async () => {
    const nonprofit = await signUp(
      nonprofitPayload({ city: 'Chicago', state: 'IL', shipping_city: 'Chicago', shipping_state: 'IL' }),
    );
    const chicagoDonor = await signUp(
      donorPayload({ donor_scope: 'local_community', pickup_zip: '60606', pickup_city: 'Chicago', pickup_state: 'IL' }),
    );
    const dallasDonor = await signUp(
      donorPayload({ donor_scope: 'local_community', pickup_zip: '75201', pickup_city: 'Dallas', pickup_state: 'TX' }),
    );
    await listItem(t, chicagoDonor, { title: 'Chicago Projector' });
    await listItem(t, dallasDonor, { title: 'Dallas Projector' });

    expect(titlesOf(await getItems(t, { search: 'projector' }, nonprofit))).toEqual(['Chicago Projector']);
    // Visitors see every listed item.
    expect(titlesOf(await getItems(t, { search: 'projector' })).sort()).toEqual([
      'Chicago Projector',
      'Dallas Projector',
    ]);
  });
});
