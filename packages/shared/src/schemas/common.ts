import { z } from 'zod';

/** Error body of every failed call (docs/product.md, API contract). */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
});
export const errorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** PostgreSQL integer ids: anything larger never names a row, and must not reach the database as a 500. */
export const MAX_ROW_ID = 2_147_483_647;
const ROW_ID_RANGE = `a whole number from 1 to ${MAX_ROW_ID}`;
export const ROW_ID_MESSAGE = `Must be ${ROW_ID_RANGE}`;
export const rowIdSchema = z.coerce.number({ error: ROW_ID_MESSAGE }).int().positive().max(MAX_ROW_ID);
/**
 * rowIdSchema for a required field, naming it. Coercion turns a missing value into NaN before any
 * message is chosen, so NaN is "required" and every other refusal names the range.
 */
export const requiredRowId = (field: string) =>
  z.coerce
    .number({
      error: (issue) => (Number.isNaN(issue.input) ? `${field} is required` : `${field} must be ${ROW_ID_RANGE}`),
    })
    .int()
    .positive()
    .max(MAX_ROW_ID);

export const idParamSchema = z.object({ id: rowIdSchema });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

/**
 * Characters PostgreSQL or JSON cannot store faithfully: NUL is refused in text and jsonb (a 500
 * if it gets that far), and half of a UTF-16 surrogate pair is refused in jsonb or silently turned
 * into U+FFFD in text. No real text needs either, so they are refused at the door.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const DISALLOWED_CHARACTERS_MESSAGE = 'contains characters that are not allowed';

/** Native in Node 20 and current browsers, and about twice as fast as the regular expression. */
const nativeIsWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

export function hasDisallowedCharacters(value: string): boolean {
  if (value.includes('\u0000')) return true;
  return nativeIsWellFormed ? !nativeIsWellFormed.call(value) : LONE_SURROGATE.test(value);
}

/**
 * z.string() for anything a person or client sends: refuses NUL and lone surrogates. Request
 * schemas use this (or the builders below), never bare z.string(); the server also checks every
 * incoming string before validation (apps/server/src/platform/http/text-guard.ts).
 */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasDisallowedCharacters(value), { error: DISALLOWED_CHARACTERS_MESSAGE });

export const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const requiredText = (label: string, max: number) =>
  safeString({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
