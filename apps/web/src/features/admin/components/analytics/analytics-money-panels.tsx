import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents, formatNumber } from '#src/lib/format';
import type { AnalyticsPanelProps } from './analytics-activity-panels';
import { RevenueStatusBadge } from './analytics-badges';
import { AnalyticsChart } from './analytics-chart';
import { FigureList } from './figure-list';

const n = formatNumber;

export function RevenuePanel({ data }: AnalyticsPanelProps) {
  const { payments } = data;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Revenue status
        </Text>
        <RevenueStatusBadge payments={payments} />
      </Group>
      <AnalyticsChart
        kind="area"
        title="Revenue per day"
        description={`Invoices and token purchases paid each day, last ${data.period.days} days: ${formatCents(payments.total_revenue_cents)} in all.`}
        points={data.time_series}
        series={[{ key: 'revenue_cents', label: 'Revenue', color: 'green.6' }]}
        format={formatCents}
      />
      <FigureList
        figures={[
          { label: 'Revenue', value: formatCents(payments.total_revenue_cents) },
          { label: 'Invoices paid', value: formatCents(payments.invoice_revenue_cents), hint: 'Fees and logistics' },
          { label: 'Platform fees', value: formatCents(payments.platform_fees_cents) },
          { label: 'Token sales', value: formatCents(payments.token_sales_cents) },
          { label: 'Payments', value: n(payments.total_transactions) },
          { label: 'Average payment', value: formatCents(payments.average_transaction_cents) },
          {
            label: 'Invoices owed',
            value: formatCents(payments.pending_cents),
            hint: `${n(payments.pending)} unpaid, any age`,
          },
        ]}
      />
    </Stack>
  );
}

export function HealthPanel({ data }: AnalyticsPanelProps) {
  const { platform_health: health, emails, locations } = data;
  return (
    <Stack gap="lg">
      <AnalyticsChart
        kind="line"
        title="Activity per day"
        description={`New accounts, items listed and requests made each day, last ${data.period.days} days.`}
        points={data.time_series}
        series={[
          { key: 'new_users', label: 'New accounts', color: 'blue.6' },
          { key: 'items_listed', label: 'Items listed', color: 'teal.6' },
          { key: 'requests_made', label: 'Requests made', color: 'grape.6' },
        ]}
      />
      <FigureList
        figures={[
          { label: 'Active users', value: `${health.active_users_percentage}%`, hint: 'Of all accounts' },
          { label: 'Item availability', value: `${health.item_availability_rate}%`, hint: 'Items available now' },
          {
            label: 'Request fulfillment',
            value: `${health.request_fulfillment_rate}%`,
            hint: 'Requests approved, cancelled ones aside',
          },
          { label: 'Emails sent today', value: n(emails.sent_today) },
          { label: 'Delivery emails', value: n(emails.delivery_emails) },
          {
            label: 'Email success',
            value: emails.sent + emails.failed > 0 ? `${emails.success_rate}%` : 'None sent',
            hint: `${n(emails.failed)} failed, last ${data.period.days} days`,
          },
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5" id="analytics-states-title">
          Top states
        </Title>
        {locations.top_states.length === 0 ? (
          <Text size="sm" c="dimmed">
            No account or item has a state yet.
          </Text>
        ) : (
          <Table verticalSpacing="xs" aria-labelledby="analytics-states-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col" ta="right">
                  Accounts
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Items
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {locations.top_states.map((state) => (
                <Table.Tr key={state.state}>
                  <Table.Td>{state.state}</Table.Td>
                  <Table.Td ta="right">{n(state.users)}</Table.Td>
                  <Table.Td ta="right">{n(state.items)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
