import {
  ADMIN_SETTINGS_MESSAGES,
  SITE_SETTING_KEYS,
  type AdminSettingsUpdate,
  type AdminSettingsUpdateResponse,
  type SiteSettings,
} from '@app/shared';
import { recordAudit } from '#src/platform/audit';
import type { Database } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import { getSiteSettings, saveSiteSettings } from '#src/platform/settings';

/**
 * PUT /admin/settings/update (docs/product.md, Site settings): the settings sent, saved through the
 * settings store with one audit entry holding the changed settings before and after, in one
 * transaction. Every server process reads settings on each use, so the change applies at once.
 * Sending what is already saved writes and audits nothing.
 */
export async function updateSiteSettings(
  db: Database,
  admin: UserRow,
  input: AdminSettingsUpdate,
): Promise<AdminSettingsUpdateResponse> {
  const settings = await db.transaction(async (tx) => {
    const current = await getSiteSettings(tx);
    const changes: Partial<SiteSettings> = {};
    for (const key of SITE_SETTING_KEYS) {
      const value = input[key];
      if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
    }
    const keys = Object.keys(changes) as (keyof SiteSettings)[];
    if (keys.length === 0) return current;
    await saveSiteSettings(tx, changes, admin.id);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'update_settings',
      targetType: 'settings',
      targetId: 'site',
      targetLabel: 'Site settings',
      before: Object.fromEntries(keys.map((key) => [key, current[key]])),
      after: changes,
    });
    return { ...current, ...changes };
  });
  return { settings, message: ADMIN_SETTINGS_MESSAGES.updated };
}
