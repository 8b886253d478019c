import { adminPagination } from '#src/features/admin/lib/admin-pagination';
import { deliveryNeedsAdmin, type AdminDelivery } from '@app/shared';
import { Button, Flex, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPencil } from '@tabler/icons-react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { formatDate, formatDateTime } from '#src/lib/format';
import { DELIVERY_METHOD_LABELS } from '#src/lib/request-state-labels';
import { DeliveryStatusBadge } from './delivery-status-badge';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 75em)';

export interface DeliveriesTableProps {
  deliveries: AdminDelivery[];
  page: number;
  total: number;
  pageSize: number;
  fetching: boolean;
  sortDir: 'asc' | 'desc';
  onPageChange: (page: number) => void;
  onSortChange: (sortDir: 'asc' | 'desc') => void;
  onEdit: (delivery: AdminDelivery) => void;
  onMessage: (delivery: AdminDelivery) => void;
}

const OrDash = ({ children }: { children: string | null }) => <>{children || '—'}</>;

/** The request, its two parties and (on a phone, where other columns step aside) its status and method. */
function RequestCell({ delivery }: { delivery: AdminDelivery }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {delivery.item_title}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        Request #{delivery.id} · {delivery.donor_name} → {delivery.nonprofit_name}
      </Text>
      <Group gap={6} hiddenFrom="sm">
        <DeliveryStatusBadge status={delivery.delivery_status} />
        <Text size="xs" c="gray.7">
          {delivery.delivery_method ? DELIVERY_METHOD_LABELS[delivery.delivery_method] : 'No method yet'}
          {delivery.tracking_number ? ` · ${delivery.tracking_number}` : ''}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * Deliveries paged and sorted by the server: "not received" rows come first and are tinted, so an
 * admin sees what needs a word with both parties before anything else.
 */
export function DeliveriesTable(props: DeliveriesTableProps) {
  const { deliveries, page, total, pageSize, fetching, sortDir, onPageChange, onSortChange, onEdit, onMessage } = props;
  const sortStatus: DataTableSortStatus<AdminDelivery> = { columnAccessor: 'last_update', direction: sortDir };
  return (
    <DataTable<AdminDelivery>
      aria-label="Deliveries"
      records={deliveries}
      idAccessor="id"
      striped
      highlightOnHover
      verticalSpacing="sm"
      minHeight={deliveries.length === 0 ? 180 : undefined}
      fetching={fetching}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...adminPagination('deliveries')}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => onSortChange(status.direction)}
      noRecordsText="No deliveries match. Try another search, or set Status back to All."
      rowBackgroundColor={(delivery) =>
        deliveryNeedsAdmin(delivery.delivery_status) ? { light: 'red.0', dark: 'red.9' } : undefined
      }
      columns={[
        { accessor: 'item_title', title: 'Request', render: (delivery) => <RequestCell delivery={delivery} /> },
        {
          accessor: 'delivery_status',
          title: 'Status',
          noWrap: true,
          width: 130,
          visibleMediaQuery: WIDE,
          render: (delivery) => <DeliveryStatusBadge status={delivery.delivery_status} />,
        },
        {
          accessor: 'delivery_method',
          title: 'Method',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (delivery) => (delivery.delivery_method ? DELIVERY_METHOD_LABELS[delivery.delivery_method] : '—'),
        },
        {
          accessor: 'tracking_number',
          title: 'Tracking',
          visibleMediaQuery: WIDE,
          render: (delivery) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <OrDash>{delivery.tracking_number}</OrDash>
            </Text>
          ),
        },
        {
          accessor: 'delivery_address',
          title: 'Address',
          visibleMediaQuery: WIDER,
          render: (delivery) => <OrDash>{delivery.delivery_address}</OrDash>,
        },
        {
          accessor: 'estimated_delivery',
          title: 'Estimated',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (delivery) => <OrDash>{formatDate(delivery.estimated_delivery)}</OrDash>,
        },
        {
          accessor: 'notes',
          title: 'Notes',
          visibleMediaQuery: WIDER,
          render: (delivery) => (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              <OrDash>{delivery.notes}</OrDash>
            </Text>
          ),
        },
        {
          accessor: 'last_update',
          title: 'Last update',
          sortable: true,
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (delivery) => formatDateTime(delivery.last_update),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          render: (delivery) => (
            // Stacked on a phone, so the request column keeps the width.
            <Flex gap={6} direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit delivery of request #${delivery.id}`}
                onClick={() => onEdit(delivery)}
              >
                Edit
              </Button>
              <Button
                size="compact-sm"
                variant={deliveryNeedsAdmin(delivery.delivery_status) ? 'filled' : 'subtle'}
                color={deliveryNeedsAdmin(delivery.delivery_status) ? 'red' : undefined}
                leftSection={<IconMail size={14} aria-hidden />}
                aria-label={`Message both parties of request #${delivery.id}`}
                onClick={() => onMessage(delivery)}
              >
                Message
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
}
