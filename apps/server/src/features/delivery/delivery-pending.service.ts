import type { pendingDeliveriesResponseSchema } from '@app/shared';
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Queryable } from '#src/platform/database/client';
import { conversations, items, requests, users } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { lifecyclesFor } from '../requests';
import { DELIVERY_REFUSALS } from './delivery.messages';

type PendingDeliveries = z.infer<typeof pendingDeliveriesResponseSchema>;

/** The banner is a reminder, not a history: the newest few are enough. */
const PENDING_LIMIT = 50;

const donorUser = alias(users, 'donor_user');
const nonprofitUser = alias(users, 'nonprofit_user');

/**
 * GET /pending-delivery-coordinations (the dashboards' pending-delivery banner): approved requests of the user, as
 * nonprofit or as donor, whose delivery is not finished (no method yet, or not received).
 * Admins and others hold no deliveries of their own and get an empty list.
 */
export async function listPendingDeliveries(db: Queryable, userId: number): Promise<PendingDeliveries> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(DELIVERY_REFUSALS.userNotFound);
  if (user.role === 'admin') return { pending_deliveries: [] };
  const party = user.role === 'donor' ? eq(requests.donorId, userId) : eq(requests.nonprofitId, userId);
  const rows = await db
    .select({
      requestId: requests.id,
      conversationId: conversations.id,
      itemTitle: items.title,
      donorName: donorUser.name,
      donorCompany: donorUser.companyName,
      nonprofitName: nonprofitUser.name,
      nonprofitOrganization: nonprofitUser.organizationName,
      approvedAt: requests.approvedAt,
      deliveryMethod: requests.deliveryMethod,
      deliveryStatus: requests.deliveryStatus,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(donorUser, eq(donorUser.id, requests.donorId))
    .innerJoin(nonprofitUser, eq(nonprofitUser.id, requests.nonprofitId))
    .leftJoin(conversations, eq(conversations.requestId, requests.id))
    .where(
      and(
        party,
        eq(requests.status, 'approved'),
        or(isNull(requests.deliveryStatus), ne(requests.deliveryStatus, 'received')),
      ),
    )
    .orderBy(desc(requests.approvedAt), desc(requests.id))
    .limit(PENDING_LIMIT);
  const viewer = { kind: user.role === 'donor' ? ('donor' as const) : ('nonprofit' as const), id: userId };
  const lifecycles = await lifecyclesFor(
    db,
    viewer,
    rows.map((row) => row.requestId),
  );
  return {
    pending_deliveries: rows.map((row) => ({
      request_id: row.requestId,
      conversation_id: row.conversationId,
      item_title: row.itemTitle,
      donor_name: row.donorCompany ?? row.donorName,
      nonprofit_name: row.nonprofitOrganization ?? row.nonprofitName,
      approved_at: row.approvedAt?.toISOString() ?? null,
      delivery_method: row.deliveryMethod,
      delivery_status: row.deliveryStatus,
      ...lifecycles.get(row.requestId)!,
    })),
  };
}
