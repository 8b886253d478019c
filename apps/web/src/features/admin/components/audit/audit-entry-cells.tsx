import { auditActionLabel, type AuditLogEntry } from '@app/shared';
import { Stack, Text } from '@mantine/core';
import { formatDateTime } from '#src/lib/format';

/** Who acted: the admin, the account's own user, or the server. */
export function auditActorText(entry: AuditLogEntry): string {
  if (entry.actor === 'system') return 'System';
  if (entry.actor === 'self') return `${entry.actor_name ?? 'A deleted user'} (own account)`;
  return entry.admin_name ?? 'A deleted admin';
}

/** The target as it was named when written ("Request #12: Projector"), else its type and id. */
export function auditTargetText(entry: AuditLogEntry): string {
  if (entry.target_label) return entry.target_label;
  const type = entry.target_type.replaceAll('_', ' ');
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} #${entry.target_id}`;
}

/** The whole entry in one cell, for phones where the other columns are hidden. */
export function AuditEntryCell({ entry }: { entry: AuditLogEntry }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm">
        {auditActionLabel(entry.action)}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {auditTargetText(entry)}
      </Text>
      <Text size="xs" c="gray.7" hiddenFrom="sm">
        {auditActorText(entry)} · {formatDateTime(entry.timestamp)}
      </Text>
      {entry.reason && (
        <Text size="xs" c="gray.8" hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
          Reason: {entry.reason}
        </Text>
      )}
    </Stack>
  );
}
