import { z } from 'zod';

/**
 * What a donee's written acknowledgement of an in-kind gift says (docs/product.md, Acknowledgement
 * letters). A donee does not state the value of donated property, so the letter never does.
 */
export const ACKNOWLEDGEMENT_TEXT = {
  title: 'Acknowledgement of In-Kind Donation',
  noGoodsOrServices: 'No goods or services were provided in return for this contribution.',
  noValueStated:
    'This acknowledgement does not state a value for the donated items; determining their value is the donor’s responsibility.',
  notFound: 'No acknowledgement yet: it is recorded when the nonprofit confirms the delivery was received.',
  fileName: (requestId: number) => `Acknowledgement-request-${requestId}.pdf`,
} as const;

export const acknowledgementSchema = z.object({
  request_id: z.number().int(),
  recorded_at: z.string(),
  /** The instant the delivery was confirmed received; the letter shows it as a date. */
  date_received: z.string(),
  nonprofit: z.object({
    name: z.string(),
    ein: z.string().nullable(),
    address: z.object({
      street: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
    }),
  }),
  donor: z.object({ name: z.string(), company_name: z.string().nullable() }),
  items: z.object({ description: z.string(), category: z.string(), quantity: z.number().int() }),
  event_name: z.string().nullable(),
  statement: z.string(),
  value_statement: z.string(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
