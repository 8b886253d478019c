import { z } from 'zod';
import { US_STATES } from '../constants';
import { splitCommaList } from '../rules/comma-list';
import { EIN_MESSAGE, parseEin } from '../rules/ein';
import { isHttpUrl, normalizeWebsite } from '../rules/website';
import { normalizeZip, ZIP_MESSAGE } from '../rules/zip';
import { safeString } from './common';
import { httpUrlSchema } from './url';

/**
 * Field rules of the account forms (sign-up and profile edit), written once for server and browser.
 * Each takes blank or null as "none" (null); callers add `.optional()` where a missing field means
 * "leave as it is".
 */

/** Where this site serves an uploaded picture (a logo or an item image): `/api/images/{32 hex}.webp`. */
export const SITE_IMAGE_PATH = /^\/api\/images\/[a-f0-9]{32}\.webp$/;
export const LOGO_URL_MESSAGE = 'Logo must be an uploaded logo or a web address starting with http:// or https://';
export const STATE_MESSAGE = 'State must be a two-letter US state code, like IL';
/** Entries a list field (service areas, giving preferences) may hold. */
export const MAX_LIST_ENTRIES = 50;

const blankToNull = (value: string | null) => (value ? value : null);

/** Optional free text up to `max` characters; blank is none. */
export const clearableText = (label: string, max: number) =>
  safeString({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .transform(blankToNull);

/** A US state code (upper-cased); blank is none. */
export const stateField = () =>
  safeString({ error: STATE_MESSAGE })
    .trim()
    .toUpperCase()
    .nullable()
    .transform(blankToNull)
    .refine((value) => value === null || (US_STATES as readonly string[]).includes(value), { error: STATE_MESSAGE });

/** 5 digits or ZIP+4, kept as `60601` or `60601-1234`; blank is none. */
export const zipField = () =>
  safeString({ error: ZIP_MESSAGE })
    .trim()
    .max(20, { error: ZIP_MESSAGE })
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const zip = normalizeZip(value);
      if (!zip) {
        ctx.addIssue({ code: 'custom', message: ZIP_MESSAGE });
        return z.NEVER;
      }
      return zip;
    });

/**
 * Nine digits with a prefix the IRS assigns (parseEin), kept as `12-3456789`; blank is none (the
 * caller decides whether it is required). Whether another nonprofit has it is the server's check.
 */
export const einField = () =>
  safeString({ error: EIN_MESSAGE })
    .trim()
    .max(20, { error: EIN_MESSAGE })
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const { ein, error } = parseEin(value);
      if (error !== undefined) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return ein;
    });

/** A website: `helpers.org` becomes `https://helpers.org` (normalizeWebsite), then it must be http(s). */
export const websiteField = () =>
  safeString()
    .trim()
    .max(300, { error: 'Website must be at most 300 characters' })
    .nullable()
    .transform((value) => (value ? normalizeWebsite(value) : null))
    .pipe(httpUrlSchema.nullable());

/** A logo: one this site serves (an upload) or an http(s) address; blank removes it. */
export const logoUrlField = () =>
  safeString()
    .trim()
    .max(500, { error: 'Logo address must be at most 500 characters' })
    .nullable()
    .transform(blankToNull)
    .refine((value) => value === null || SITE_IMAGE_PATH.test(value) || isHttpUrl(value), { error: LOGO_URL_MESSAGE });

/** Service areas, giving preferences: a list or one comma-separated text, split, trimmed, blanks dropped. */
export const commaListField = () =>
  z
    .union([safeString().max(2000), z.array(safeString().max(200)).max(MAX_LIST_ENTRIES)], {
      error: 'Give a list or a comma-separated text',
    })
    .nullable()
    .transform((value) => splitCommaList(value))
    .refine((list) => list.length <= MAX_LIST_ENTRIES, { error: `At most ${MAX_LIST_ENTRIES} entries` });
