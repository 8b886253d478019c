import { z } from 'zod';
import { PAGE_LIMITS, SITE_SETTINGS_DEFAULTS, type SiteSettings } from '../../marketplace-constants';
import { rowIdSchema } from '../common';

/** The Settings tab's words, said the same by server and browser (docs/product.md, Site settings). */
export const ADMIN_SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully',
  updateFailed: 'Error updating settings',
  nothingToUpdate: 'Nothing to update: send at least one setting.',
} as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** A fee: 0 to 100 percent in steps of 0.1. */
const percentage = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be between 0 and 100` })
    .max(100, { error: `${label} must be between 0 and 100` })
    .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, {
      error: `${label} can have at most one decimal (steps of 0.1)`,
    });

/**
 * Every site setting and what it accepts. Upper bounds keep a typo from breaking the site: a
 * deadline over a year, more featured items than a marketplace page holds, a batch over 500.
 */
const settingFields = {
  donor_response_deadline_days: wholeNumber('Donor response deadline (days)', 1, 365),
  upfront_fee_percentage: percentage('Upfront fee percentage'),
  post_event_fee_percentage: percentage('Post-event fee percentage'),
  featured_items_limit: wholeNumber('Featured items limit', 1, PAGE_LIMITS.itemsMax),
  require_item_approval: z.boolean({ error: 'Require item approval must be true or false' }),
  max_request_batch_size: wholeNumber('Maximum request batch size', 1, 500),
  shipping_flat_fee_cents: wholeNumber('Flat shipping fee (cents)', 0, 1_000_000),
} satisfies { [K in keyof SiteSettings]: z.ZodType<SiteSettings[K]> };

export const SITE_SETTING_KEYS = Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettings)[];

export const siteSettingsSchema = z.object(settingFields);

export const adminSettingsResponseSchema = z.object({ settings: siteSettingsSchema });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/**
 * PUT /admin/settings/update: any of the settings, the others kept. An unknown key is refused
 * rather than ignored, so a misspelt setting never looks saved.
 */
export const adminSettingsUpdateSchema = z
  .strictObject({ ...siteSettingsSchema.partial().shape, admin_id: rowIdSchema.optional() })
  .refine((value) => SITE_SETTING_KEYS.some((key) => value[key] !== undefined), {
    error: ADMIN_SETTINGS_MESSAGES.nothingToUpdate,
  });
export type AdminSettingsUpdate = z.output<typeof adminSettingsUpdateSchema>;
export type AdminSettingsUpdateRequest = z.input<typeof adminSettingsUpdateSchema>;

export const adminSettingsUpdateResponseSchema = z.object({ settings: siteSettingsSchema, message: z.string() });
export type AdminSettingsUpdateResponse = z.infer<typeof adminSettingsUpdateResponseSchema>;
