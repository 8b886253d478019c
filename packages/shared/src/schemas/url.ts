import { z } from 'zod';
import { HTTP_URL_MESSAGE, isHttpUrl, normalizeWebsite } from '../rules/website';
import { safeString } from './common';

/** Every URL a person types (website, logo, image): absolute http or https, nothing else. */
export const httpUrlSchema = z.string().refine(isHttpUrl, { error: HTTP_URL_MESSAGE });

/**
 * An optional URL field: blank means none (null); anything typed must be http(s). With `website`
 * a bare `helpers.org` becomes `https://helpers.org` first, as the sign-up form does on blur.
 */
export const optionalHttpUrl = (max: number, { website = false }: { website?: boolean } = {}) =>
  safeString()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? (website ? normalizeWebsite(value) : value) : null))
    .pipe(httpUrlSchema.nullable());
