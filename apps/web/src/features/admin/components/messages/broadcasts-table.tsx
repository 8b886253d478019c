import { BROADCAST_TARGET_LABELS, type AdminBroadcast } from '@app/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import { formatDateTime, formatNumber } from '#src/lib/format';
import { BroadcastStatusBadge } from './broadcast-status-badge';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 75em)';

export interface BroadcastsTableProps {
  broadcasts: AdminBroadcast[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onEnd: (broadcast: AdminBroadcast) => void;
}

const windowText = (broadcast: AdminBroadcast) =>
  `${formatDateTime(broadcast.starts_at)} – ${broadcast.expires_at ? formatDateTime(broadcast.expires_at) : 'until ended'}`;

/** Title and message; on a phone also the status, target and window the wider columns show. */
function BroadcastCell({ broadcast }: { broadcast: AdminBroadcast }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {broadcast.title}
      </Text>
      <Text size="xs" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {broadcast.message}
      </Text>
      <Group gap={6} hiddenFrom="sm">
        <BroadcastStatusBadge status={broadcast.status} />
        <Text size="xs" c="gray.7">
          {BROADCAST_TARGET_LABELS[broadcast.target]} · {windowText(broadcast)}
        </Text>
      </Group>
      <Text size="xs" c="gray.7">
        Sent by {broadcast.created_by_name ?? 'a removed admin'}
      </Text>
    </Stack>
  );
}

/** Broadcasts, newest first, paged by the server; End takes a live or scheduled one out of every bell. */
export function BroadcastsTable(props: BroadcastsTableProps) {
  const { broadcasts, page, total, pageSize, fetching, onPageChange, onEnd } = props;
  return (
    <DataTable<AdminBroadcast>
      aria-label="Broadcasts"
      records={broadcasts}
      idAccessor="id"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={broadcasts.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('broadcasts')}
      noRecordsText="No broadcasts yet. Send one with the form above."
      columns={[
        { accessor: 'title', title: 'Broadcast', render: (broadcast) => <BroadcastCell broadcast={broadcast} /> },
        {
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (broadcast) => <BroadcastStatusBadge status={broadcast.status} />,
        },
        {
          accessor: 'target',
          title: 'To',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (broadcast) => BROADCAST_TARGET_LABELS[broadcast.target],
        },
        {
          accessor: 'starts_at',
          title: 'Shown',
          visibleMediaQuery: WIDER,
          render: (broadcast) => windowText(broadcast),
        },
        {
          accessor: 'read_count',
          title: 'Read',
          noWrap: true,
          textAlign: 'right',
          render: (broadcast) => (
            <Text size="sm" title={`${broadcast.dismissed_count} dismissed`}>
              {formatNumber(broadcast.read_count)} of {formatNumber(broadcast.audience)}
              <Text span size="xs" c="gray.7" display="block">
                {formatNumber(broadcast.dismissed_count)} dismissed
              </Text>
            </Text>
          ),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          noWrap: true,
          render: (broadcast) =>
            broadcast.can_end ? (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconPlayerStop size={14} aria-hidden />}
                onClick={() => onEnd(broadcast)}
                aria-label={`End ${broadcast.title}`}
              >
                End
              </Button>
            ) : (
              <Text size="xs" c="gray.7">
                Ended
              </Text>
            ),
        },
      ]}
    />
  );
}
