import { IMPACT_LABELS } from '@app/shared';
import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { MonthlyChart } from '#src/components/charts/monthly-chart';
import { ImpactFigure } from '#src/components/impact/impact-figure';
import { InDeliveryNote } from '#src/components/impact/in-delivery-note';
import { formatNumber, formatWholeDollars } from '#src/lib/format';
import { useDonorImpact } from '#src/features/donor-dashboard/api/get-donor-impact';
import { TaxPacketPanel } from '../tax-report/tax-packet-panel';
import { TaxReportPanel } from '../tax-report/tax-report-panel';

export interface ImpactTabProps {
  donorId: number;
}

/** Three impact cards (delivery confirmed), value still in delivery apart, value per month, and the tax report. */
export function ImpactTab({ donorId }: ImpactTabProps) {
  const impact = useDonorImpact(donorId);
  return (
    <Stack gap="lg">
      <Stack gap="md" component="section" aria-labelledby="donor-impact-tab-title">
        <Title order={2} size="h4" id="donor-impact-tab-title">
          Your impact
        </Title>
        {impact.isError ? (
          <LoadErrorAlert onRetry={() => void impact.refetch()}>
            Your impact figures could not be loaded.
          </LoadErrorAlert>
        ) : !impact.data ? (
          <Skeleton h={120} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <ImpactFigure
                label={IMPACT_LABELS.itemsDonated}
                value={formatNumber(impact.data.total_items_donated)}
                hint={IMPACT_LABELS.itemsDonatedHint}
              />
              <ImpactFigure
                label={IMPACT_LABELS.nonprofitsHelped}
                value={formatNumber(impact.data.nonprofits_helped)}
                hint={IMPACT_LABELS.nonprofitsHelpedHint}
              />
              <ImpactFigure
                label={IMPACT_LABELS.valueDonated}
                value={formatWholeDollars(impact.data.total_value_donated)}
                hint={IMPACT_LABELS.valueDonatedHint}
              />
            </SimpleGrid>
            <InDeliveryNote inDelivery={impact.data.in_delivery} />
            <Card withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {IMPACT_LABELS.monthlyDonated}
                </Title>
                <MonthlyChart
                  title={IMPACT_LABELS.monthlyDonated}
                  caption="Fair market value of your items whose delivery the nonprofit confirmed, by the month it confirmed it."
                  months={impact.data.monthly.map((entry) => ({ month: entry.month, value: entry.value_donated }))}
                />
              </Stack>
            </Card>
          </>
        )}
      </Stack>
      <TaxReportPanel donorId={donorId} />
      <TaxPacketPanel donorId={donorId} />
    </Stack>
  );
}
