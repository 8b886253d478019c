import type { DonorDashboard } from '@app/shared';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { formatNumber, formatWholeDollars } from '#src/lib/format';

export interface ImpactSummaryProps {
  impact: DonorDashboard['impact_data'] | undefined;
  loading: boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz={22} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Your Impact: items donated, nonprofits helped and the total value given (impact figures in whole dollars). */
export function ImpactSummary({ impact, loading }: ImpactSummaryProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="donor-impact-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" size={36} radius="md" aria-hidden>
            <IconHeartHandshake size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="donor-impact-title">
            Your Impact
          </Title>
        </Group>
        {loading || !impact ? (
          <Skeleton h={48} />
        ) : (
          <SimpleGrid cols={3} spacing="sm">
            <Figure label="Items donated" value={formatNumber(impact.total_items_donated)} />
            <Figure label="Nonprofits helped" value={formatNumber(impact.nonprofits_helped)} />
            <Figure label="Total value" value={formatWholeDollars(impact.total_value_donated)} />
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          Counted from deliveries the nonprofits confirmed received; see the Impact tab for what is still in delivery.
        </Text>
      </Stack>
    </Card>
  );
}
