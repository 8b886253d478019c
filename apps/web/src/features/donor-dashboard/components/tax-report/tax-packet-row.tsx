import { packetInProgress, type TaxPacket } from '@app/shared';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { formatDateTime, formatNumber } from '#src/lib/format';

export interface TaxPacketRowProps {
  packet: TaxPacket;
  /** Asks for the same range again (a failed packet's Try again). */
  onRetry: (packet: TaxPacket) => void;
  retrying: boolean;
}

const STATUS = {
  queued: { label: 'Waiting to start', color: 'gray' },
  building: { label: 'Building', color: 'blue' },
  ready: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
} as const;

/** One packet: its range and state, a progress bar while it builds, its downloads or why it failed. */
export function TaxPacketRow({ packet, onRetry, retrying }: TaxPacketRowProps) {
  const range = `${packet.start_date} to ${packet.end_date}`;
  const status = STATUS[packet.status];
  const percent = packet.progress.total > 0 ? Math.round((packet.progress.done / packet.progress.total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`Tax packet ${range}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            Packet <span style={{ whiteSpace: 'nowrap' }}>{packet.start_date}</span> to{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{packet.end_date}</span>
          </Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        {packetInProgress(packet.status) && (
          <Stack gap={4}>
            <Progress
              value={packet.status === 'queued' ? 100 : percent}
              animated
              striped={packet.status === 'queued'}
              aria-label={`Building the packet ${range}`}
              aria-valuetext={
                packet.status === 'queued'
                  ? 'Waiting to start'
                  : `${packet.progress.done} of ${packet.progress.total} steps`
              }
            />
            <Text size="sm" c="dimmed" role="status">
              {packet.status === 'queued'
                ? 'Waiting to start…'
                : `Building: ${formatNumber(packet.progress.done)} of ${formatNumber(packet.progress.total)} steps (summary, each letter, worksheet)`}
            </Text>
          </Stack>
        )}
        {packet.status === 'ready' && packet.pdf_url && packet.csv_url && (
          <>
            <Text size="sm" c="dimmed">
              {formatNumber(packet.gift_count ?? 0)} {packet.gift_count === 1 ? 'gift' : 'gifts'}, built{' '}
              {formatDateTime(packet.finished_at)}
            </Text>
            <Group gap="sm">
              <Button
                component="a"
                href={packet.pdf_url}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
                aria-label={`Download PDF of the packet ${range}`}
              >
                Download PDF
              </Button>
              <Button
                component="a"
                href={packet.csv_url}
                download
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                aria-label={`Download CSV of the packet ${range}`}
              >
                Download CSV
              </Button>
            </Group>
          </>
        )}
        {packet.status === 'failed' && (
          <Alert color="red" variant="light" title="The packet could not be built">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{packet.failure_reason}</Text>
              <Button
                size="xs"
                variant="default"
                loading={retrying}
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => onRetry(packet)}
                aria-label={`Try again: packet ${range}`}
              >
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
