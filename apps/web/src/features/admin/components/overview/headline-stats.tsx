import type { AdminOverviewResponse } from '@app/shared';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCash, IconChecks, IconClipboardList, IconHourglass, IconPackage, IconUsers } from '@tabler/icons-react';
import { StatCard } from '#src/components/dashboard-shell/stat-card';
import { formatCents, formatNumber } from '#src/lib/format';

export interface HeadlineStatsProps {
  headline: AdminOverviewResponse['headline'];
}

const count = (value: number, noun: string) => `${formatNumber(value)} ${noun}${value === 1 ? '' : 's'}`;

/** The platform at a glance, below what needs attention. */
export function HeadlineStats({ headline }: HeadlineStatsProps) {
  const n = formatNumber;
  return (
    <Stack component="section" aria-labelledby="headline-title" gap="md">
      <Title order={2} size="h4" id="headline-title">
        At a glance
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          label="Users"
          value={n(headline.users_total)}
          icon={<IconUsers size={20} />}
          color="blue"
          hint={`${count(headline.nonprofits, 'nonprofit')} · ${count(headline.donors, 'donor')} · ${count(headline.admins, 'admin')}`}
        />
        <StatCard
          label="Nonprofits pending"
          value={n(headline.nonprofits_pending)}
          icon={<IconHourglass size={20} />}
          color={headline.nonprofits_pending > 0 ? 'orange' : 'gray'}
          hint="Waiting for verification"
        />
        <StatCard
          label="Items listed"
          value={n(headline.items_listed)}
          icon={<IconPackage size={20} />}
          color="teal"
          hint={`Of ${n(headline.items_total)} items, every status`}
        />
        <StatCard
          label="Requests pending"
          value={n(headline.requests_pending)}
          icon={<IconClipboardList size={20} />}
          color="grape"
          hint="Waiting for their donors"
        />
        <StatCard
          label="Approved this month"
          value={n(headline.requests_approved_this_month)}
          icon={<IconChecks size={20} />}
          color="indigo"
          hint="Requests approved since the 1st"
        />
        <StatCard
          label="Revenue this month"
          value={formatCents(headline.revenue_this_month_cents)}
          icon={<IconCash size={20} />}
          color="green"
          hint={`Invoices ${formatCents(headline.invoice_revenue_this_month_cents)} · Tokens ${formatCents(headline.token_revenue_this_month_cents)}`}
        />
      </SimpleGrid>
    </Stack>
  );
}
