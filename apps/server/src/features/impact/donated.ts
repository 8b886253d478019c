import { sql, type SQL } from 'drizzle-orm';
import { acknowledgementVersions, requests } from '#src/platform/database/schema';

/**
 * docs/product.md, Impact: a donation counts as donated (received) once its delivery was confirmed
 * received, which completes the request; the tax report uses the same rule. Approved requests not
 * yet confirmed are "in delivery" and reported apart.
 */
export const donatedCondition = sql`${requests.status} = 'completed'`;
export const inDeliveryCondition = sql`${requests.status} = 'approved'`;

/**
 * docs/product.md, Acknowledgement letters: the quantity given is the one the nonprofit's current
 * signed letter states (a correction may change it from what was requested); before there is a
 * signed letter, the quantity requested. The tax report, Form 8283's Section B and the parties'
 * impact figures all count this one, so they agree with the letter the donor files.
 */
export const givenQuantityOf = (requestId: SQL, quantityRequested: SQL) =>
  sql<number>`coalesce((select ${acknowledgementVersions.quantity} from ${acknowledgementVersions} where ${acknowledgementVersions.requestId} = ${requestId} order by ${acknowledgementVersions.version} desc limit 1), ${quantityRequested})`;
export const givenQuantity = givenQuantityOf(sql`${requests.id}`, sql`${requests.quantityRequested}`);
export const requestValueCents = sql`${requests.unitFmvCents}::bigint * ${givenQuantity}`;
