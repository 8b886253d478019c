import { z } from 'zod';

/** Error body of every failed call (DESIGN.md section 4). */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
});
export const errorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

/** Seed 000 section 8: validation arrays are joined as 'location: message' with '; '. */
export function formatErrorDetail(detail: ErrorResponse['detail'] | undefined | null): string {
  if (detail == null) return '';
  if (typeof detail === 'string') return detail;
  return detail.map((issue) => `${issue.loc.filter((part) => part !== 'body').join('.')}: ${issue.msg}`).join('; ');
}

/** PostgreSQL integer ids: anything larger never names a row, and must not reach the database as a 500. */
export const MAX_ROW_ID = 2_147_483_647;
export const rowIdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

export const idParamSchema = z.object({ id: rowIdSchema });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
