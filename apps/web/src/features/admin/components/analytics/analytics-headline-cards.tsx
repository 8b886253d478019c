import type { AdminAnalytics } from '@app/shared';
import { Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCash, IconChecks, IconPackage, IconUsers } from '@tabler/icons-react';
import { StatCard } from '#src/components/dashboard-shell/stat-card';
import { formatCents, formatNumber } from '#src/lib/format';
import { ApprovalRateBadge, RevenueStatusBadge } from './analytics-badges';

const grid = { cols: { base: 1, xs: 2, md: 4 }, spacing: { base: 'sm', sm: 'md' } } as const;

/** The four figures an admin reads first: revenue, active users, items and approval rate. */
export function AnalyticsHeadlineCards({ data }: { data: AdminAnalytics }) {
  const { users, items, requests, payments, period } = data;
  return (
    <SimpleGrid {...grid}>
      <StatCard
        label="Revenue"
        value={formatCents(payments.total_revenue_cents)}
        icon={<IconCash size={20} />}
        color="green"
        hint={
          <Group gap={6} component="span">
            <RevenueStatusBadge payments={payments} />
            <Text span size="xs">
              {formatNumber(payments.total_transactions)} payments in {period.days} days
            </Text>
          </Group>
        }
      />
      <StatCard
        label="Active users"
        value={formatNumber(users.active_in_period)}
        icon={<IconUsers size={20} />}
        color="blue"
        hint={`${data.platform_health.active_users_percentage}% of ${formatNumber(users.total)} accounts, last ${period.days} days`}
      />
      <StatCard
        label="Items"
        value={formatNumber(items.total)}
        icon={<IconPackage size={20} />}
        color="teal"
        hint={`${formatNumber(items.available)} available · ${formatNumber(items.new_in_period)} new in ${period.days} days`}
      />
      <StatCard
        label="Approval rate"
        value={`${requests.approval_rate}%`}
        icon={<IconChecks size={20} />}
        color="grape"
        hint={
          <Group gap={6} component="span">
            <ApprovalRateBadge requests={requests} />
            <Text span size="xs">
              {formatNumber(requests.approved)} of {formatNumber(requests.approved + requests.denied)} decided
            </Text>
          </Group>
        }
      />
    </SimpleGrid>
  );
}

/** The cards' places while the first answer loads. */
export function AnalyticsHeadlineSkeleton() {
  return (
    <SimpleGrid {...grid} aria-hidden>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} h={118} radius="md" />
      ))}
    </SimpleGrid>
  );
}
