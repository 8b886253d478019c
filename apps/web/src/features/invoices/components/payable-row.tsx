import { deliveryMethodsOffered, formatCalendarDate, type DeliveryMethod, type Invoice } from '@app/shared';
import { Checkbox, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { DELIVERY_METHOD_LABELS } from '#src/features/delivery';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { RequestImage } from '#src/components/request-image';
import { formatCents, formatDate } from '#src/lib/format';
import { invoiceOpen, invoiceOverdue } from '#src/lib/request-state-labels';
import classes from './payment.module.css';

/** The delivery method of a row that has none yet: chosen here, saved at once. */
export interface MethodChoice {
  saving: boolean;
  error: string | null;
  onChoose: (method: DeliveryMethod) => void;
}

export interface PayableRowProps {
  invoice: Invoice;
  checked: boolean;
  onToggle: (invoice: Invoice) => void;
  method: MethodChoice;
}

const isDeliveryMethod = (value: string | null): value is DeliveryMethod =>
  value !== null && value in DELIVERY_METHOD_LABELS;

/**
 * The invoice is paid only once its method is known, since shipping adds the logistics line; the
 * options are the ones the donor offers for the item.
 */
function MethodSelect({ invoice, method }: { invoice: Invoice; method: MethodChoice }) {
  const offered = deliveryMethodsOffered(invoice.delivery_options);
  const id = `payable-${invoice.id}-method`;
  if (offered.length === 0) {
    return (
      <Text size="sm" c="red.9">
        This item lists no delivery options. Ask the donor in the chat how it can reach you.
      </Text>
    );
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        id={id}
        label={`Delivery method for ${invoice.item_title}`}
        description="Choose before paying: shipping adds a logistics fee."
        value=""
        disabled={method.saving}
        error={method.error}
        data={[
          { value: '', label: 'Choose a method', disabled: true },
          ...offered.map((value) => ({ value, label: DELIVERY_METHOD_LABELS[value] })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isDeliveryMethod(value)) method.onChoose(value);
        }}
        size="sm"
        maw={280}
        withAsterisk
      />
      {method.saving && <Loader size="sm" mb={6} role="status" aria-label="Saving the delivery method" />}
    </Group>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** One approved request waiting for payment: picture, title, donor, event and its fee breakdown. */
export function PayableRow({ invoice, checked, onToggle, method }: PayableRowProps) {
  const titleId = `payable-${invoice.id}-title`;
  // The whole row toggles for mouse users; keyboard users have the checkbox itself.
  const toggleFromRow = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('input, label, a, button, select')) return;
    onToggle(invoice);
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={classes.row}
      data-checked={checked || undefined}
      onClick={toggleFromRow}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Checkbox checked={checked} onChange={() => onToggle(invoice)} aria-labelledby={titleId} mt={4} size="md" />
        <RequestImage
          src={invoice.item_image_url}
          w={{ base: 56, sm: 72 }}
          h={{ base: 56, sm: 72 }}
          radius="sm"
          loading="lazy"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={2} miw={0} flex={1}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {invoice.item_title}
              {invoice.quantity > 1 ? ` × ${invoice.quantity}` : ''}
            </Text>
            {(!invoiceOpen(invoice.status) || invoiceOverdue(invoice.status)) && (
              <InvoiceStatusBadge status={invoice.status} />
            )}
          </Group>
          <Text size="sm">Donated by {invoice.donor_company_name}</Text>
          <Text size="sm" c="dimmed">
            {invoice.event_name
              ? `For ${invoice.event_name}${invoice.event_date ? ` (${formatDate(invoice.event_date)})` : ''}`
              : 'No event'}
            {' · '}
            {invoice.invoice_number} · due {formatCalendarDate(invoice.due_on)}
            {isDeliveryMethod(invoice.delivery_method) && ` · ${DELIVERY_METHOD_LABELS[invoice.delivery_method]}`}
          </Text>
          {!invoice.delivery_method && <MethodSelect invoice={invoice} method={method} />}
          <Stack gap={2} mt="xs" className={classes.breakdown}>
            <Line
              label={`Platform fee (${invoice.fee_percentage}% of ${formatCents(invoice.item_value)})`}
              value={formatCents(invoice.platform_fee)}
            />
            <Line
              label={invoice.logistics_fee > 0 ? 'Logistics (shipping)' : 'Logistics'}
              value={invoice.logistics_fee > 0 ? formatCents(invoice.logistics_fee) : 'None'}
            />
            <Line label="Total" value={formatCents(invoice.amount)} strong />
          </Stack>
        </Stack>
      </Group>
    </Paper>
  );
}
