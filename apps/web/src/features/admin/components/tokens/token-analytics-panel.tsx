import type { AdminTokenOverviewResponse, AdminTokenRevenue } from '@app/shared';
import type { ReactNode } from 'react';
import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatCents, formatNumber } from '#src/lib/format';
import { useTokenRevenue } from '#src/features/admin/api/get-token-revenue';
import { AdminLoadError } from '../admin-load-error';
import { BundleRevenueChart } from './bundle-revenue-chart';

type Bundle = AdminTokenRevenue['bundle_performance'][number];
type Spender = AdminTokenRevenue['top_spending_nonprofits'][number];
type LowBalance = AdminTokenOverviewResponse['low_balance_alerts']['nonprofits'][number];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A nonprofit's name, opening its balance in the Balances view. */
function NonprofitLink({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" ta="left" onClick={onOpen} style={{ overflowWrap: 'anywhere' }}>
      {name}
    </Anchor>
  );
}

export interface TokenAnalyticsPanelProps {
  overview: AdminTokenOverviewResponse | undefined;
  /** Opens the Balances view narrowed to one nonprofit. */
  onNonprofit: (nonprofitId: number) => void;
}

/** Paid bundle sales (chart and table), the top spenders and the low balances. */
export function TokenAnalyticsPanel({ overview, onNonprofit }: TokenAnalyticsPanelProps) {
  const query = useTokenRevenue();
  if (query.isError) {
    return (
      <AdminLoadError
        error={query.error}
        title="Token analytics could not be loaded"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  if (!data) return <Loader aria-label="Loading token analytics" />;
  const alerts = overview?.low_balance_alerts;

  return (
    <Stack gap="md">
      <Section id="bundle-performance-title" title="Bundle performance">
        {data.bundle_performance.some((bundle) => bundle.sales_count > 0) ? (
          <BundleRevenueChart bundles={data.bundle_performance} />
        ) : (
          <Text size="sm" c="gray.7">
            No token bundle has been paid for yet.
          </Text>
        )}
        <DataTable<Bundle>
          aria-label="Bundle performance"
          records={data.bundle_performance}
          idAccessor="bundle_key"
          striped
          columns={[
            { accessor: 'label', title: 'Bundle' },
            {
              accessor: 'sales_count',
              title: 'Sales',
              textAlign: 'right',
              render: (row) => formatNumber(row.sales_count),
            },
            {
              accessor: 'tokens_sold',
              title: 'Tokens',
              textAlign: 'right',
              render: (row) => formatNumber(row.tokens_sold),
            },
            {
              accessor: 'revenue_cents',
              title: 'Revenue',
              textAlign: 'right',
              render: (row) => formatCents(row.revenue_cents),
            },
          ]}
        />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="top-spenders-title" title="Top spending nonprofits">
          <DataTable<Spender>
            aria-label="Top spending nonprofits"
            records={data.top_spending_nonprofits}
            idAccessor="nonprofit_id"
            striped
            minHeight={data.top_spending_nonprofits.length === 0 ? 120 : undefined}
            noRecordsText="No tokens spent yet."
            columns={[
              {
                accessor: 'nonprofit_name',
                title: 'Nonprofit',
                render: (row) => (
                  <NonprofitLink name={row.nonprofit_name} onOpen={() => onNonprofit(row.nonprofit_id)} />
                ),
              },
              {
                accessor: 'tokens_spent',
                title: 'Spent',
                textAlign: 'right',
                render: (row) => formatNumber(row.tokens_spent),
              },
              { accessor: 'balance', title: 'Balance', textAlign: 'right', render: (row) => formatNumber(row.balance) },
            ]}
          />
        </Section>
        <Section id="low-balances-title" title="Low balance alerts">
          <Text size="sm" c="gray.7">
            {alerts
              ? `${formatNumber(alerts.count)} approved ${alerts.count === 1 ? 'nonprofit has' : 'nonprofits have'} under ${alerts.threshold} tokens${alerts.count > alerts.nonprofits.length ? `; the ${alerts.nonprofits.length} lowest are shown` : ''}.`
              : 'Loading…'}
          </Text>
          <DataTable<LowBalance>
            aria-label="Low balance alerts"
            records={alerts?.nonprofits ?? []}
            idAccessor="nonprofit_id"
            striped
            minHeight={(alerts?.nonprofits.length ?? 0) === 0 ? 120 : undefined}
            noRecordsText="No approved nonprofit is low on tokens."
            columns={[
              {
                accessor: 'nonprofit_name',
                title: 'Nonprofit',
                render: (row) => (
                  <Stack gap={0}>
                    <NonprofitLink name={row.nonprofit_name} onOpen={() => onNonprofit(row.nonprofit_id)} />
                    <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {row.nonprofit_email}
                    </Text>
                  </Stack>
                ),
              },
              { accessor: 'balance', title: 'Balance', textAlign: 'right', render: (row) => formatNumber(row.balance) },
            ]}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
