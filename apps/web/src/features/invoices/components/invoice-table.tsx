import { formatCalendarDate, type Invoice } from '@app/shared';
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { RequestFact } from '#src/components/request-fact';
import { formatCents, formatDate } from '#src/lib/format';
import { invoiceOverdue } from '#src/lib/request-state-labels';
import { InvoiceAction } from './invoice-action';
import classes from './payment.module.css';

/** The element of one invoice in the list: "Review and pay" scrolls to it and focuses it. */
export const invoiceElementId = (invoiceId: number) => `invoice-${invoiceId}`;

export interface InvoiceTableProps {
  invoices: readonly Invoice[];
  payingId: number | null;
  onPay: (invoice: Invoice) => void;
}

function DueDate({ invoice }: { invoice: Invoice }) {
  const overdue = invoiceOverdue(invoice.status);
  return (
    <>
      <Text component="span" display="block" size="sm" fw={overdue ? 700 : undefined} c={overdue ? 'red.9' : undefined}>
        {formatCalendarDate(invoice.due_on, 'short')}
      </Text>
      {invoice.paid_at && (
        <Text component="span" display="block" size="xs" c="dimmed">
          Paid {formatDate(invoice.paid_at)}
        </Text>
      )}
    </>
  );
}

function Description({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {invoice.description}
      </Text>
      <Text size="xs" c="dimmed">
        {invoice.donor_company_name}
        {invoice.event_name ? ` · ${invoice.event_name}` : ''}
      </Text>
    </>
  );
}

/** The total with the lines it is made of: the same platform fee and logistics the checkout charges. */
export function InvoiceAmount({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <Text component="span" display="block" size="sm" fw={600}>
        {formatCents(invoice.amount)}
      </Text>
      <Text component="span" display="block" size="xs" c="dimmed">
        Platform fee ({invoice.fee_percentage}%) {formatCents(invoice.platform_fee)}
      </Text>
      <Text component="span" display="block" size="xs" c="dimmed">
        Logistics {invoice.logistics_fee > 0 ? formatCents(invoice.logistics_fee) : 'none'}
      </Text>
    </>
  );
}

/** The invoice list: a table from 48em, cards below it. */
export function InvoiceTable({ invoices, payingId, onPay }: InvoiceTableProps) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const action = (invoice: Invoice) => (
    <InvoiceAction
      invoice={invoice}
      loading={payingId === invoice.id}
      disabled={payingId !== null && payingId !== invoice.id}
      onPay={onPay}
    />
  );

  if (!wide) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="Invoices" style={{ listStyle: 'none' }}>
        {invoices.map((invoice) => (
          <Card
            component="li"
            key={invoice.id}
            id={invoiceElementId(invoice.id)}
            tabIndex={-1}
            aria-label={`Invoice ${invoice.invoice_number}`}
            className={classes.focusTarget}
            withBorder
            radius="md"
            padding="md"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={700} size="sm">
                {invoice.invoice_number}
              </Text>
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
            <Stack gap={0} mt={4}>
              <Description invoice={invoice} />
            </Stack>
            <SimpleGrid component="dl" cols={2} spacing="sm" mt="sm" mb={0}>
              <RequestFact label="Amount">
                <InvoiceAmount invoice={invoice} />
              </RequestFact>
              <RequestFact label="Due date">
                <DueDate invoice={invoice} />
              </RequestFact>
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              {action(invoice)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Due date</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Action
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id} id={invoiceElementId(invoice.id)} tabIndex={-1} className={classes.focusTarget}>
              <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {invoice.invoice_number}
              </Table.Th>
              <Table.Td maw={360}>
                <Description invoice={invoice} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <InvoiceAmount invoice={invoice} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DueDate invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td ta="right">{action(invoice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
