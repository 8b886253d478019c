import {
  ADMIN_SETTINGS_MESSAGES,
  adminSettingsOf,
  SITE_SETTING_KEYS,
  storedSettingsOf,
  type AdminSettingsResponse,
  type AdminSettingsUpdate,
  type AdminSettingsUpdateResponse,
  type SiteSettings,
} from '@app/shared';
import { recordAudit } from '#src/platform/audit';
import type { Database } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import { getSiteSettings, saveSiteSettings } from '#src/platform/settings';
import { SETTINGS_AUDIT_TARGET, settingsHistory } from './admin-settings-history';

/** GET /admin/settings: every setting as it applies now, and each one's last change. */
export async function readSiteSettings(db: Database): Promise<AdminSettingsResponse> {
  const [settings, history] = await Promise.all([getSiteSettings(db), settingsHistory(db)]);
  return { settings: adminSettingsOf(settings), history };
}

/**
 * PUT /admin/settings/update (docs/product.md, Site settings): the settings sent, saved through the
 * settings store with one audit entry holding the changed settings before and after (as stored:
 * the shipping fee in cents), in one transaction. Every server process reads settings on each use,
 * so the change applies at once. Sending what is already saved writes and audits nothing.
 */
export async function updateSiteSettings(
  db: Database,
  admin: UserRow,
  input: AdminSettingsUpdate,
): Promise<AdminSettingsUpdateResponse> {
  const requested = storedSettingsOf(input);
  const settings = await db.transaction(async (tx) => {
    const current = await getSiteSettings(tx);
    const changes: Partial<SiteSettings> = {};
    for (const key of SITE_SETTING_KEYS) {
      const value = requested[key];
      if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
    }
    const keys = Object.keys(changes) as (keyof SiteSettings)[];
    if (keys.length === 0) return current;
    await saveSiteSettings(tx, changes, admin.id);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'update_settings',
      ...SETTINGS_AUDIT_TARGET,
      targetLabel: 'Site settings',
      before: Object.fromEntries(keys.map((key) => [key, current[key]])),
      after: changes,
    });
    return { ...current, ...changes };
  });
  return { settings: adminSettingsOf(settings), message: ADMIN_SETTINGS_MESSAGES.updated };
}
