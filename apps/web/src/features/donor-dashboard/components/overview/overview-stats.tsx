import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconCheck, IconCurrencyDollar, IconInbox, IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatCard } from '#src/components/dashboard-shell/stat-card';
import { formatNumber, formatWholeDollars } from '#src/lib/format';
import type { DonorDashboard } from '@app/shared';

export interface OverviewStatsProps {
  stats: DonorDashboard['overview_stats'] | undefined;
  loading: boolean;
}

/** The four headline figures of the donor overview (docs/product.md, Dashboards and admin). */
export function OverviewStats({ stats, loading }: OverviewStatsProps) {
  const value = (figure: ReactNode) => (loading ? <Skeleton h={30} w={60} mt={2} /> : (figure ?? '–'));
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard
        label="Active Listings"
        value={value(stats && formatNumber(stats.active_listings))}
        icon={<IconPackage size={20} />}
        color="teal"
      />
      <StatCard
        label="Pending Requests"
        value={value(stats && formatNumber(stats.pending_requests))}
        icon={<IconInbox size={20} />}
        color={stats && stats.pending_requests > 0 ? 'orange' : 'gray'}
      />
      <StatCard
        label="Items Approved"
        value={value(stats && formatNumber(stats.items_approved))}
        icon={<IconCheck size={20} />}
        color="blue"
      />
      <StatCard
        label="Total FMV Donated"
        value={value(stats && formatWholeDollars(stats.total_fmv_donated))}
        icon={<IconCurrencyDollar size={20} />}
        color="green"
      />
    </SimpleGrid>
  );
}
