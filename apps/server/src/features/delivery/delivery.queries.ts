import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/platform/database/client';
import { conversations, items, requests, users } from '#src/platform/database/schema';

const donorUser = alias(users, 'donor_user');
const nonprofitUser = alias(users, 'nonprofit_user');
const contactColumns = (user: typeof donorUser | typeof nonprofitUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  companyName: user.companyName,
  organizationName: user.organizationName,
});

/** What delivery emails and notifications say: the item, both parties' contacts, the pickup address. */
export async function loadDeliveryContext(db: Queryable, requestId: number) {
  const [row] = await db
    .select({
      request: requests,
      // The options the request agreed to when made, not the listing's current ones.
      item: { title: items.title, shippingOptions: requests.deliveryOptions },
      donor: {
        ...contactColumns(donorUser),
        pickupAddress: donorUser.pickupAddress,
        pickupCity: donorUser.pickupCity,
        pickupState: donorUser.pickupState,
        pickupZip: donorUser.pickupZip,
      },
      nonprofit: contactColumns(nonprofitUser),
      conversationId: conversations.id,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(donorUser, eq(donorUser.id, requests.donorId))
    .innerJoin(nonprofitUser, eq(nonprofitUser.id, requests.nonprofitId))
    .leftJoin(conversations, eq(conversations.requestId, requests.id))
    .where(eq(requests.id, requestId));
  return row;
}
export type DeliveryContext = NonNullable<Awaited<ReturnType<typeof loadDeliveryContext>>>;
