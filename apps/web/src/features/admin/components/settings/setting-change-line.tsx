import type { AdminSettingKey, SettingChange } from '@app/shared';
import { Text } from '@mantine/core';
import { formatDate } from '#src/lib/format';
import { settingValueText } from './setting-fields';

export interface SettingChangeLineProps {
  settingKey: AdminSettingKey;
  change: SettingChange | null;
}

/** "Changed from 8% to 12.5% by Avery Admin on Mar 4, 2026", read from the audit log. */
export function SettingChangeLine({ settingKey, change }: SettingChangeLineProps) {
  if (!change) {
    return (
      <Text size="xs" c="gray.7">
        Never changed
      </Text>
    );
  }
  const from = change.from === null ? '' : ` from ${settingValueText(settingKey, change.from)}`;
  return (
    <Text size="xs" c="gray.7">
      Changed{from} to {settingValueText(settingKey, change.to)} by {change.changed_by ?? 'a deleted admin'} on{' '}
      {formatDate(change.changed_at)}
    </Text>
  );
}
