import { IMPACT_LABELS } from '@app/shared';
import { Card, Group, SimpleGrid, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { MonthlyChart } from '#src/components/charts/monthly-chart';
import { ImpactFigure } from '#src/components/impact/impact-figure';
import { InDeliveryNote } from '#src/components/impact/in-delivery-note';
import { formatNumber, formatWholeDollars } from '#src/lib/format';
import { useNonprofitImpact } from '#src/features/nonprofit-dashboard/api/get-nonprofit-impact';

export interface ImpactSummaryProps {
  nonprofitId: number;
}

/** Donations received, donors partnered and value received (delivery confirmed), and value per month. */
export function ImpactSummary({ nonprofitId }: ImpactSummaryProps) {
  const impact = useNonprofitImpact(nonprofitId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="nonprofit-impact-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" size={36} radius="md" aria-hidden>
            <IconHeartHandshake size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="nonprofit-impact-title">
            Your Impact
          </Title>
        </Group>
        {impact.isError ? (
          <LoadErrorAlert onRetry={() => void impact.refetch()}>
            Your impact figures could not be loaded.
          </LoadErrorAlert>
        ) : !impact.data ? (
          <Skeleton h={160} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3, md: 1, xl: 3 }} spacing="sm">
              <ImpactFigure
                label={IMPACT_LABELS.donationsReceived}
                value={formatNumber(impact.data.total_donations_received)}
                hint={IMPACT_LABELS.donationsReceivedHint}
              />
              <ImpactFigure
                label={IMPACT_LABELS.donorsPartnered}
                value={formatNumber(impact.data.donors_partnered)}
                hint={IMPACT_LABELS.donorsPartneredHint}
              />
              <ImpactFigure
                label={IMPACT_LABELS.valueReceived}
                value={formatWholeDollars(impact.data.total_value_received)}
                hint={IMPACT_LABELS.valueReceivedHint}
              />
            </SimpleGrid>
            <InDeliveryNote inDelivery={impact.data.in_delivery} />
            <Title order={3} size="h5">
              {IMPACT_LABELS.monthlyReceived}
            </Title>
            <MonthlyChart
              title={IMPACT_LABELS.monthlyReceived}
              caption="Fair market value of the items whose delivery you confirmed, by the month you confirmed it."
              months={impact.data.monthly.map((entry) => ({ month: entry.month, value: entry.value_received }))}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
