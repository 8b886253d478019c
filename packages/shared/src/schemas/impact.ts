import { z } from 'zod';
import { isTimeZone } from '../rules/time-zone';

/** Public impact figures (docs/product.md, Public pages); total_fmv in dollars. */
export const impactResponseSchema = z.object({
  item_metrics: z.object({ items_approved: z.number().int(), total_fmv: z.number() }),
  user_metrics: z.object({ total_nonprofits: z.number().int(), total_donors: z.number().int() }),
});
export type ImpactResponse = z.infer<typeof impactResponseSchema>;

/** The viewer's IANA time zone (the browser's own), which decides the day or month a date falls in; UTC if absent. */
export const timeZoneParamSchema = z.string().max(64).refine(isTimeZone, { error: 'Unknown time zone' }).default('UTC');
export const impactQuerySchema = z.object({ tz: timeZoneParamSchema });

const month = z.string().regex(/^\d{4}-\d{2}$/);

export const nonprofitImpactSchema = z.object({
  total_donations_received: z.number().int(),
  items_received: z.number().int(),
  donors_partnered: z.number().int(),
  total_value_received: z.number(),
  /** Approved for the nonprofit but not yet confirmed received. */
  in_delivery: z.object({ requests: z.number().int(), items: z.number().int(), value: z.number() }),
  time_zone: z.string(),
  monthly: z.array(z.object({ month, donations_received: z.number().int(), value_received: z.number() })),
});
export type NonprofitImpact = z.infer<typeof nonprofitImpactSchema>;

export const donorImpactSchema = z.object({
  total_items_donated: z.number().int(),
  nonprofits_helped: z.number().int(),
  total_value_donated: z.number(),
  total_donations: z.number().int(),
  /** Approved by the donor but not yet confirmed received. */
  in_delivery: z.object({ requests: z.number().int(), items: z.number().int(), value: z.number() }),
  time_zone: z.string(),
  monthly: z.array(z.object({ month, items_donated: z.number().int(), value_donated: z.number() })),
});
export type DonorImpact = z.infer<typeof donorImpactSchema>;
