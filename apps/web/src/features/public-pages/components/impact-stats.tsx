import { Alert, Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingStore,
  IconCurrencyDollar,
  IconHeartHandshake,
  IconInfoCircle,
  IconPackage,
} from '@tabler/icons-react';
import { formatNumber, formatWholeDollars } from '#src/lib/format';
import { useImpact } from '../api/get-impact';

/** The four headline figures; zeros with a notice when they cannot be loaded. */
export function ImpactStats() {
  const { data, isPending, isError } = useImpact();
  const figures = [
    { label: 'Items Approved', value: formatNumber(data?.item_metrics.items_approved ?? 0), icon: IconPackage },
    {
      label: 'Total Fair Market Value',
      value: formatWholeDollars(data?.item_metrics.total_fmv ?? 0),
      icon: IconCurrencyDollar,
    },
    { label: 'Nonprofits', value: formatNumber(data?.user_metrics.total_nonprofits ?? 0), icon: IconHeartHandshake },
    { label: 'Donors', value: formatNumber(data?.user_metrics.total_donors ?? 0), icon: IconBuildingStore },
  ];

  return (
    <>
      {isError && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle aria-hidden />}
          mb="lg"
          title="Figures unavailable"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          We could not load the latest figures just now, so zeros are shown. Please try again later.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" aria-busy={isPending}>
        {figures.map((figure) => (
          <Card key={figure.label} withBorder padding="md" radius="md">
            <ThemeIcon size={40} radius="md" variant="light" mb="md" aria-hidden>
              <figure.icon size={22} />
            </ThemeIcon>
            {isPending ? (
              <Skeleton height={36} width="70%" radius="sm" role="status" aria-label={`Loading ${figure.label}`} />
            ) : (
              <Text fz={{ base: 24, sm: 32 }} fw={700} lh={1.1}>
                {figure.value}
              </Text>
            )}
            <Text size="sm" c="gray.8" mt={6} fw={500}>
              {figure.label}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
