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

/** True when `value` has at most `places` decimals (tolerating binary fractions such as 0.1 + 0.2). */
const hasDecimals = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/** A fee: 0 to 100 percent in steps of 0.1. */
const percentage = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be between 0 and 100` })
    .max(100, { error: `${label} must be between 0 and 100` })
    .refine((value) => hasDecimals(value, 1), { error: `${label} can have at most one decimal (steps of 0.1)` });

/** The largest flat shipping fee, in dollars: a typo of an extra zero or two is refused. */
export const SHIPPING_FEE_MAX_DOLLARS = 10_000;

/** Dollars with cents (25.00), at most two decimals. */
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be an amount in dollars` })
    .min(0, { error: `${label} must be between 0 and ${SHIPPING_FEE_MAX_DOLLARS}` })
    .max(SHIPPING_FEE_MAX_DOLLARS, { error: `${label} must be between 0 and ${SHIPPING_FEE_MAX_DOLLARS}` })
    .refine((value) => hasDecimals(value, 2), { error: `${label} can have at most two decimals (cents)` });

/**
 * Every site setting as stored (the shipping fee in cents) and what it accepts. Upper bounds keep a
 * typo from breaking the site: a deadline over a year, more featured items than a marketplace page
 * holds, a batch over 500.
 */
const storedFields = {
  donor_response_deadline_days: wholeNumber('Donor response deadline (days)', 1, 365),
  upfront_fee_percentage: percentage('Upfront fee percentage'),
  post_event_fee_percentage: percentage('Post-event fee percentage'),
  featured_items_limit: wholeNumber('Featured items limit', 1, PAGE_LIMITS.itemsMax),
  require_item_approval: z.boolean({ error: 'Require item approval must be true or false' }),
  max_request_batch_size: wholeNumber('Maximum request batch size', 1, 500),
  shipping_flat_fee_cents: wholeNumber('Flat shipping fee (cents)', 0, SHIPPING_FEE_MAX_DOLLARS * 100),
} satisfies { [K in keyof SiteSettings]: z.ZodType<SiteSettings[K]> };

export const SITE_SETTING_KEYS = Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettings)[];

/** The settings as the server stores and uses them (the shipping fee in cents). */
export const siteSettingsSchema = z.object(storedFields);

/**
 * The settings as the admin API says them (docs/product.md, Site settings): the same, except the
 * shipping fee in dollars with cents (`shipping_flat_fee: 25.00`), since an admin types dollars.
 */
const { shipping_flat_fee_cents: _cents, ...sameInBoth } = storedFields;
const adminFields = { ...sameInBoth, shipping_flat_fee: dollars('Flat shipping fee') };
export const adminSettingsSchema = z.object(adminFields);
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type AdminSettingKey = keyof AdminSettings;
export const ADMIN_SETTING_KEYS = Object.keys(adminFields) as AdminSettingKey[];

/** The stored key behind each admin setting (only the shipping fee differs). */
export const STORED_SETTING_KEY: Record<AdminSettingKey, keyof SiteSettings> = {
  ...(Object.fromEntries(Object.keys(sameInBoth).map((key) => [key, key])) as Record<
    Exclude<AdminSettingKey, 'shipping_flat_fee'>,
    keyof SiteSettings
  >),
  shipping_flat_fee: 'shipping_flat_fee_cents',
};

/** Stored settings as the admin API says them. */
export function adminSettingsOf(settings: SiteSettings): AdminSettings {
  const { shipping_flat_fee_cents: cents, ...rest } = settings;
  return { ...rest, shipping_flat_fee: cents / 100 };
}

/** A stored value as the admin API says it (cents to dollars for the shipping fee). */
export const adminSettingValue = (key: AdminSettingKey, stored: number | boolean) =>
  key === 'shipping_flat_fee' && typeof stored === 'number' ? stored / 100 : stored;

/** An admin's change as stored: the shipping fee's dollars become whole cents. */
export function storedSettingsOf(change: Partial<AdminSettings>): Partial<SiteSettings> {
  const { shipping_flat_fee: fee, ...rest } = change;
  return fee === undefined ? rest : { ...rest, shipping_flat_fee_cents: Math.round(fee * 100) };
}

/** The last change of one setting, read from the audit log; values as the admin API says them. */
export const settingChangeSchema = z.object({
  /** Null when the entry holds no earlier value. */
  from: z.union([z.number(), z.boolean()]).nullable(),
  to: z.union([z.number(), z.boolean()]),
  /** The admin's name; null when their account has since been deleted. */
  changed_by: z.string().nullable(),
  /** ISO 8601. */
  changed_at: z.string(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** Each setting's last change, or null when it was never changed. */
export const settingsHistorySchema = z.object(
  Object.fromEntries(ADMIN_SETTING_KEYS.map((key) => [key, settingChangeSchema.nullable()])) as Record<
    AdminSettingKey,
    z.ZodNullable<typeof settingChangeSchema>
  >,
);
export type SettingsHistory = z.infer<typeof settingsHistorySchema>;

export const adminSettingsResponseSchema = z.object({ settings: adminSettingsSchema, history: settingsHistorySchema });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/**
 * PUT /admin/settings/update: any of the settings, the others kept. An unknown key is refused
 * rather than ignored, so a misspelt setting (or the stored `shipping_flat_fee_cents`) never looks saved.
 */
export const adminSettingsUpdateSchema = z
  .strictObject({ ...adminSettingsSchema.partial().shape, admin_id: rowIdSchema.optional() })
  .refine((value) => ADMIN_SETTING_KEYS.some((key) => value[key] !== undefined), {
    error: ADMIN_SETTINGS_MESSAGES.nothingToUpdate,
  });
export type AdminSettingsUpdate = z.output<typeof adminSettingsUpdateSchema>;
export type AdminSettingsUpdateRequest = z.input<typeof adminSettingsUpdateSchema>;

export const adminSettingsUpdateResponseSchema = z.object({ settings: adminSettingsSchema, message: z.string() });
export type AdminSettingsUpdateResponse = z.infer<typeof adminSettingsUpdateResponseSchema>;
