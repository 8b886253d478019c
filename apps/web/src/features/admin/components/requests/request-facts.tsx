import type { AdminRequestDetails } from '@app/shared';
import { Alert, Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { formatCents, formatDate, formatDateTime, formatMoney, formatNumber, formatTokens } from '#src/lib/format';
import {
  awaitingDecision,
  deliveryStatusLabel,
  INVOICE_STATUS_COLORS,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUS_TEXT_COLORS,
} from '#src/lib/request-state-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

const lines = (...parts: (string | null)[]) => parts.filter(Boolean).join('\n') || 'Not on file';
const place = (address: { city: string | null; state: string | null; zip: string | null }) =>
  [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;

/** Every field of the admin's request view: parties, value, delivery, both addresses, invoice and emails. */
export function RequestFacts({ request }: { request: AdminRequestDetails }) {
  const { shipping_address: shipping, pickup_address: pickup, invoice } = request;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title="Next step">
        {request.next_step.label}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <Fact label="Nonprofit">{`${request.nonprofit_name}\n${request.nonprofit_email}`}</Fact>
        <Fact label="Donor">{`${request.donor_name}\n${request.donor_email}`}</Fact>
        <Fact label="Event">{request.event_name ?? 'No event'}</Fact>
        <Fact label="Value">
          {formatNumber(request.quantity_requested)} × {formatMoney(request.fair_market_value)} ={' '}
          {formatMoney(request.total_value)}
        </Fact>
        <Fact label="Tokens charged">{formatTokens(request.tokens_charged)}</Fact>
        <Fact label="Item left">{formatNumber(request.item_quantity_available)}</Fact>
        <Fact label="Delivery">
          {deliveryStatusLabel(request)}
          {request.tracking_number ? `\nTracking ${request.tracking_number}` : ''}
        </Fact>
        <Fact label="Requested">{formatDateTime(request.created_at)}</Fact>
        <Fact label="Updated">{formatDateTime(request.updated_at)}</Fact>
        {awaitingDecision(request.state) && <Fact label="Answer due">{formatDate(request.expires_at)}</Fact>}
        <Fact label="Shipping address">{lines(shipping.name, shipping.street, place(shipping))}</Fact>
        <Fact label="Pickup address">
          {lines(
            pickup.organization,
            pickup.street,
            place(pickup),
            pickup.contact ? `Contact: ${pickup.contact}` : null,
          )}
        </Fact>
      </SimpleGrid>
      {request.message && <Fact label="Nonprofit's message">{request.message}</Fact>}
      {invoice && (
        <Stack gap={6}>
          <Title order={4} size="h6">
            Invoice {invoice.invoice_number}{' '}
            <Badge
              color={INVOICE_STATUS_COLORS[invoice.status]}
              c={INVOICE_STATUS_TEXT_COLORS[invoice.status]}
              variant="light"
              radius="sm"
              tt="none"
            >
              {INVOICE_STATUS_LABELS[invoice.status]}
            </Badge>
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label="Value">{formatCents(invoice.item_value_cents)}</Fact>
            <Fact label={`Platform fee (${invoice.fee_percentage}%)`}>{formatCents(invoice.platform_fee_cents)}</Fact>
            <Fact label="Logistics">{formatCents(invoice.logistics_cents)}</Fact>
            <Fact label="Total">{formatCents(invoice.amount_cents)}</Fact>
            <Fact label="Due">{formatDate(invoice.due_on)}</Fact>
            {invoice.paid_at && <Fact label="Paid">{formatDate(invoice.paid_at)}</Fact>}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap={6}>
        <Title order={4} size="h6">
          Emails
        </Title>
        <DataTable
          aria-label="Emails about this request"
          records={request.email_history}
          idAccessor="id"
          withTableBorder
          verticalSpacing="xs"
          minHeight={request.email_history.length === 0 ? 90 : undefined}
          noRecordsText="No emails about this request yet."
          columns={[
            { accessor: 'subject', title: 'Email', render: (email) => `${email.subject} (${email.type})` },
            { accessor: 'recipient', title: 'To', visibleMediaQuery: '(min-width: 48em)' },
            { accessor: 'status', title: 'Status', noWrap: true },
            {
              accessor: 'sent_at',
              title: 'Sent',
              noWrap: true,
              render: (email) => formatDate(email.sent_at) || '—',
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
