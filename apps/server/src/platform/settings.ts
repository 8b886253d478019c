import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@app/shared';
import type { Queryable } from './database/client';
import { siteSettings } from './database/schema';

/**
 * The live site settings (docs/product.md, Site settings): read from the database on each use so an admin's
 * change applies at once in every server process; keys never saved use the shared defaults.
 */
export async function getSiteSettings(db: Queryable): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const saved = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const settings = { ...SITE_SETTINGS_DEFAULTS };
  for (const key of Object.keys(settings) as (keyof SiteSettings)[]) {
    if (key in saved && typeof saved[key] === typeof settings[key]) {
      (settings as Record<string, unknown>)[key] = saved[key];
    }
  }
  return settings;
}

export async function saveSiteSettings(db: Queryable, changes: Partial<SiteSettings>, adminId: number): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    await db
      .insert(siteSettings)
      .values({ key, value, updatedBy: adminId })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: adminId, updatedAt: new Date() } });
  }
}
