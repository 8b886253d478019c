import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/platform/database/client';
import { events, items, requests, users } from '#src/platform/database/schema';

export const nonprofitUser = alias(users, 'nonprofit_user');
export const donorUser = alias(users, 'donor_user');

/** What a list row shows: the request, and the names of its item, parties and event. */
export const rowColumns = {
  request: requests,
  itemTitle: items.title,
  nonprofit: { name: nonprofitUser.name, organizationName: nonprofitUser.organizationName },
  donor: { name: donorUser.name, companyName: donorUser.companyName },
  eventName: events.name,
};

/** The request with its names joined: four primary-key lookups a row. */
export function selectRows(db: Queryable) {
  return db
    .select(rowColumns)
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(nonprofitUser, eq(nonprofitUser.id, requests.nonprofitId))
    .innerJoin(donorUser, eq(donorUser.id, requests.donorId))
    .leftJoin(events, eq(events.id, requests.eventId));
}

export type AdminRequestSource = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
