import { LOCATION_TOP_LONG, LOCATION_TOP_SHORT } from '@app/shared';
import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatNumber } from '#src/lib/format';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { LocationHeadline, ReachBands } from './location-figures';
import { stateRows, type LocationMetric } from './state-rows';
import { StatesRankingChart } from './states-ranking-chart';
import { StatesTable } from './states-table';
import { useLocationAnalytics } from './use-location-analytics';

// The map's code and the US geometry (about 80 kB) load only when this tab draws it.
const UsStateMap = lazy(() => import('./us-state-map').then((module) => ({ default: module.UsStateMap })));

const METRICS = [
  { value: 'accounts', label: 'Accounts' },
  { value: 'items', label: 'Listed items' },
];

/**
 * The Location tab (docs/product.md, Admin console: Location): where accounts and listed items are,
 * how much of the country is covered, and how close listed items are to a nonprofit. What the map
 * and ranking show (`metric`) and how many states rank (`top`) live in the URL.
 */
export function LocationTab() {
  const [filters, setFilters] = useUrlFilters({ metric: 'accounts', top: String(LOCATION_TOP_SHORT) });
  const query = useLocationAnalytics();
  const metric: LocationMetric = filters.metric === 'items' ? 'items' : 'accounts';
  const top = filters.top === String(LOCATION_TOP_LONG) ? LOCATION_TOP_LONG : LOCATION_TOP_SHORT;

  if (query.isError) {
    return (
      <AdminLoadError
        error={query.error}
        title="Location data could not be loaded"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  if (!data) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading location data">
        <Skeleton height={96} radius="md" />
        <Skeleton height={360} radius="md" />
      </Stack>
    );
  }
  const rows = stateRows(data);
  const apart =
    data.users_without_state + data.items_without_state > 0
      ? `Not counted: ${formatNumber(data.users_without_state)} accounts and ${formatNumber(data.items_without_state)} listed items without a US state.`
      : null;

  return (
    <Stack gap="lg">
      <LocationHeadline data={data} />
      <Group gap="sm" justify="space-between">
        <SegmentedControl
          aria-label="Show"
          data={METRICS}
          value={metric}
          onChange={(value) => setFilters({ metric: value })}
        />
        {apart && (
          <Text size="sm" c="gray.7">
            {apart}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="map-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="map-title">
              {metric === 'accounts' ? 'Accounts by state' : 'Listed items by state'}
            </Title>
            <Suspense fallback={<Skeleton height={300} radius="md" role="status" aria-label="Loading the map" />}>
              <UsStateMap rows={rows} metric={metric} />
            </Suspense>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ranking-title">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4" id="ranking-title">
                Top states
              </Title>
              <SegmentedControl
                size="xs"
                aria-label="How many states"
                data={[
                  { value: String(LOCATION_TOP_SHORT), label: `Top ${LOCATION_TOP_SHORT}` },
                  { value: String(LOCATION_TOP_LONG), label: `Top ${LOCATION_TOP_LONG}` },
                ]}
                value={String(top)}
                onChange={(value) => setFilters({ top: value })}
              />
            </Group>
            <StatesRankingChart rows={rows} metric={metric} top={top} />
          </Stack>
        </Card>
      </SimpleGrid>
      <ReachBands data={data} />
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="states-table-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="states-table-title">
            Every state
          </Title>
          <StatesTable rows={rows} metric={metric} />
        </Stack>
      </Card>
    </Stack>
  );
}
