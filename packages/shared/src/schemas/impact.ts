import { z } from 'zod';

/** Public impact figures (docs/product.md, Public pages); total_fmv in dollars. */
export const impactResponseSchema = z.object({
  item_metrics: z.object({ items_approved: z.number().int(), total_fmv: z.number() }),
  user_metrics: z.object({ total_nonprofits: z.number().int(), total_donors: z.number().int() }),
});
export type ImpactResponse = z.infer<typeof impactResponseSchema>;
