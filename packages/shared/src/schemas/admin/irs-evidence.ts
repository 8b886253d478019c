import { z } from 'zod';

/** An IRS code with its meaning in words, e.g. subsection `03`: "501(c)(3): religious, charitable, educational ...". */
export const irsCodeSchema = z.object({ code: z.string(), meaning: z.string() });
export type IrsCode = z.infer<typeof irsCodeSchema>;

/**
 * What the IRS files say about one nonprofit (docs/product.md, "Checking a nonprofit against IRS
 * data"): shown to the reviewer beside the uploaded letter, and stored with an approval as it was
 * then. It informs and never decides: "not found" is a reason to read the letter, not to reject.
 */
export const irsEvidenceSchema = z.object({
  checked_at: z.string(),
  /** When each file in use was imported; null: never imported, so "not found" means nothing yet. */
  data_as_of: z.object({
    bmf: z.string().nullable(),
    pub78: z.string().nullable(),
    revocations: z.string().nullable(),
  }),
  /** In the Business Master File or Publication 78. */
  found: z.boolean(),
  /** A 501(c)(3), not revoked, under a name close to the organization's: the reviewer's "IRS match". */
  irs_match: z.boolean(),
  /** One sentence for the reviewer, e.g. why "not found" is not a rejection. */
  summary: z.string(),
  /** The name the IRS files give (the BMF's, else Publication 78's): the one compared. */
  irs_name: z.string().nullable(),
  bmf: z
    .object({
      name: z.string(),
      /** The region file (import part) the row was read from; an EIN listed in several regions shows one. */
      part: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      subsection: irsCodeSchema.nullable(),
      is_501c3: z.boolean(),
      deductibility: irsCodeSchema.nullable(),
      status: irsCodeSchema.nullable(),
      ruling: z.string().nullable(),
      group_exemption: z.string().nullable(),
    })
    .nullable(),
  /** pg_trgm similarity (0 to 1) of the normalised IRS name and organization name. */
  name_similarity: z.number().nullable(),
  city_matches: z.boolean().nullable(),
  state_matches: z.boolean().nullable(),
  pub78: z.object({ name: z.string(), deductibility: irsCodeSchema.nullable() }).nullable(),
  revoked: z.boolean(),
  revocation: z
    .object({
      revocation_date: z.string().nullable(),
      posting_date: z.string().nullable(),
      reinstatement_date: z.string().nullable(),
    })
    .nullable(),
});
export type IrsEvidence = z.infer<typeof irsEvidenceSchema>;

/** Wherever an account is shown to an admin: the evidence for a nonprofit, null for anyone else. */
export const irsEvidenceFieldSchema = irsEvidenceSchema.nullable();
