import { sql } from 'drizzle-orm';
import { requests } from '#src/platform/database/schema';

/**
 * docs/product.md, Impact: a donation counts as donated (received) once its delivery was confirmed
 * received, which completes the request; the tax report uses the same rule. Approved requests not
 * yet confirmed are "in delivery" and reported apart.
 */
export const donatedCondition = sql`${requests.status} = 'completed'`;
export const inDeliveryCondition = sql`${requests.status} = 'approved'`;
export const requestValueCents = sql`${requests.unitFmvCents}::bigint * ${requests.quantityRequested}`;
