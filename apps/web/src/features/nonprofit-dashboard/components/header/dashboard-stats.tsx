import { Anchor, SimpleGrid, Skeleton } from '@mantine/core';
import { IconClipboardList, IconCurrencyDollar, IconPackage, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { nonprofitTabPath } from '#src/lib/paths';
import { StatCard } from '#src/components/dashboard-shell/stat-card';
import { formatNumber, formatWholeDollars } from '#src/lib/format';
import { useNonprofitDashboard } from '#src/features/nonprofit-dashboard/api/get-nonprofit-dashboard';
import { REVIEW_AND_PAY_STATE } from '../payments/review-and-pay';

export interface DashboardStatsProps {
  nonprofitId: number;
}

/** The four header stat cards (docs/product.md, Dashboards and admin), from the dashboard's overview_stats. */
export function DashboardStats({ nonprofitId }: DashboardStatsProps) {
  const { data, isPending } = useNonprofitDashboard(nonprofitId);
  const stats = data?.overview_stats;
  const value = (figure: ReactNode) => (isPending ? <Skeleton h={30} w={60} mt={2} /> : (figure ?? '–'));
  const pending = stats?.pending_payments ?? 0;

  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing={{ base: 'sm', sm: 'md' }}
      data-tour="impact"
      role="group"
      aria-label="Your figures"
    >
      <StatCard
        label="Active Requests"
        value={value(stats && formatNumber(stats.active_requests))}
        icon={<IconClipboardList size={20} />}
        color="blue"
      />
      <StatCard
        label="Items Received"
        value={value(stats && formatNumber(stats.items_received))}
        icon={<IconPackage size={20} />}
        color="grape"
      />
      <StatCard
        label="Total Value Received"
        value={value(stats && formatWholeDollars(stats.total_value_received))}
        icon={<IconCurrencyDollar size={20} />}
        color="green"
      />
      <StatCard
        label="Pending Payments"
        value={value(stats && formatNumber(pending))}
        icon={<IconReceipt size={20} />}
        color={pending > 0 ? 'orange' : 'gray'}
        hint={
          pending > 0 ? (
            <Anchor
              component={Link}
              to={nonprofitTabPath('payments')}
              state={REVIEW_AND_PAY_STATE}
              preventScrollReset
              size="xs"
              fw={600}
            >
              Review and pay
            </Anchor>
          ) : undefined
        }
      />
    </SimpleGrid>
  );
}
