import { auditActionLabel, type AuditLogEntry } from '@app/shared';
import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { auditDifference, type AuditChangeKind } from '#src/features/admin/lib/audit-diff';
import { formatDateTime } from '#src/lib/format';
import { auditActorText, auditTargetText } from './audit-entry-cells';

const KIND_COLORS: Record<AuditChangeKind, string> = { added: 'green', removed: 'red', changed: 'blue' };

export interface AuditDiffModalProps {
  entry: AuditLogEntry | null;
  onClose: () => void;
}

/** One entry's before and after, field by field. */
export function AuditDiffModal({ entry, onClose }: AuditDiffModalProps) {
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? `Changes: ${auditActionLabel(entry.action)}` : 'Changes'}
      size="xl"
    >
      {entry && <AuditDiff entry={entry} />}
    </Modal>
  );
}

function AuditDiff({ entry }: { entry: AuditLogEntry }) {
  const rows = auditDifference(entry.before, entry.after);
  return (
    <Stack gap="md">
      <Text size="sm">
        {auditTargetText(entry)}, by {auditActorText(entry)} on {formatDateTime(entry.timestamp)}
      </Text>
      {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          No field changed in this entry.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder aria-label="Changed fields">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.path}>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text size="sm" fw={600}>
                        {row.label}
                      </Text>
                      <Badge size="xs" variant="light" color={KIND_COLORS[row.kind]} c={`${KIND_COLORS[row.kind]}.9`}>
                        {row.kind}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.before}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.after}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
