import { ADMIN_TOKENS_EXPIRING_DAYS, type AdminTokenOverviewResponse } from '@app/shared';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatNumber } from '#src/lib/format';
import { darkText } from './token-colors';

interface Figure {
  label: string;
  value: (data: AdminTokenOverviewResponse) => number;
  hint: (data: AdminTokenOverviewResponse) => string;
  color?: string;
}

const FIGURES: Figure[] = [
  {
    label: 'Outstanding',
    value: (data) => data.overview.tokens_outstanding,
    hint: (data) =>
      `Held by ${formatNumber(data.overview.nonprofits_holding_tokens)} ${data.overview.nonprofits_holding_tokens === 1 ? 'nonprofit' : 'nonprofits'}`,
  },
  {
    label: 'Issued',
    value: (data) => data.overview.tokens_issued,
    hint: (data) =>
      `${formatNumber(data.overview.tokens_purchased)} bought, ${formatNumber(data.overview.tokens_granted_by_admins)} granted`,
  },
  {
    label: 'Spent',
    value: (data) => data.overview.tokens_spent,
    hint: (data) => `${formatNumber(data.overview.tokens_refunded)} refunded`,
  },
  {
    label: 'Expired',
    value: (data) => data.overview.tokens_expired,
    hint: (data) => `${formatNumber(data.overview.tokens_removed_by_admins)} removed by admins`,
  },
  {
    label: `Expiring in ${ADMIN_TOKENS_EXPIRING_DAYS} days`,
    value: (data) => data.overview.tokens_expiring_30_days,
    hint: () => 'Unused tokens about to lapse',
    color: darkText('orange'),
  },
  {
    label: 'Low balances',
    value: (data) => data.low_balance_alerts.count,
    hint: (data) => `Approved nonprofits under ${data.low_balance_alerts.threshold} tokens`,
    color: 'red.9',
  },
];

/** The ledger's headline figures, over every nonprofit. */
export function TokenOverviewCards({ data }: { data: AdminTokenOverviewResponse | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {FIGURES.map((figure) => (
        <Card key={figure.label} withBorder radius="md" padding="sm">
          <Text size="sm" c="gray.7">
            {figure.label}
          </Text>
          {data ? (
            <>
              <Text fw={700} size="xl" c={figure.value(data) > 0 ? figure.color : undefined}>
                {formatNumber(figure.value(data))}
              </Text>
              <Text size="xs" c="gray.7">
                {figure.hint(data)}
              </Text>
            </>
          ) : (
            <Skeleton h={44} mt={4} aria-hidden />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
