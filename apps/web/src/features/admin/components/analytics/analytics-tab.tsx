import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_DAYS,
  isAnalyticsPeriod,
  type AdminAnalytics,
  type AnalyticsPeriod,
} from '@app/shared';
import { Button, Card, Group, Loader, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { formatDateTime } from '#src/lib/format';
import { AdminLoadError } from '#src/features/admin/components/admin-load-error';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { ItemsPanel, RequestsPanel, UsersPanel, type AnalyticsPanelProps } from './analytics-activity-panels';
import { AnalyticsHeadlineCards, AnalyticsHeadlineSkeleton } from './analytics-headline-cards';
import { HealthPanel, RevenuePanel } from './analytics-money-panels';
import { useAnalytics } from './use-analytics';

const VIEWS: { value: string; label: string; Panel: ComponentType<AnalyticsPanelProps> }[] = [
  { value: 'users', label: 'Users', Panel: UsersPanel },
  { value: 'requests', label: 'Requests', Panel: RequestsPanel },
  { value: 'items', label: 'Items', Panel: ItemsPanel },
  { value: 'revenue', label: 'Revenue', Panel: RevenuePanel },
  { value: 'health', label: 'Platform health', Panel: HealthPanel },
];

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((days) => ({ value: String(days), label: `Last ${days} days` }));

/**
 * The admin's analytics (docs/product.md, Admin console: Analytics): a period, four headline cards
 * and a tab per subject, each with its daily series. The period and the tab live in the URL
 * (`days`, `view`), so a view can be shared.
 */
export function AnalyticsTab() {
  const [filters, setFilters] = useUrlFilters({ days: String(DEFAULT_ANALYTICS_DAYS), view: 'users' });
  const asked = Number(filters.days);
  const days: AnalyticsPeriod = isAnalyticsPeriod(asked) ? asked : DEFAULT_ANALYTICS_DAYS;
  const view = VIEWS.some((entry) => entry.value === filters.view) ? filters.view : 'users';
  const query = useAnalytics(days);
  const data = query.data;
  // A different period's figures, kept on screen while this one loads.
  const switching = query.isPlaceholderData;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <Select
            label="Period"
            data={PERIOD_OPTIONS}
            value={String(days)}
            onChange={(value) => value && setFilters({ days: value })}
            allowDeselect={false}
            w={170}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !switching}
          >
            Refresh
          </Button>
        </Group>
        <Group gap="xs" role="status" aria-live="polite">
          {query.isFetching && <Loader size="xs" aria-hidden />}
          <Text size="sm" c="dimmed">
            {query.isFetching
              ? `Loading the last ${days} days…`
              : data
                ? `Last updated ${formatDateTime(data.generated_at)}`
                : ''}
          </Text>
        </Group>
      </Group>

      {query.isError && (
        <AdminLoadError
          error={query.error}
          title="Analytics could not be loaded"
          fallback="Failed to load analytics data"
          onRetry={() => void query.refetch()}
        />
      )}

      {data ? (
        <AnalyticsBody data={data} view={view} onView={(next) => setFilters({ view: next })} />
      ) : (
        query.isPending && <AnalyticsSkeleton />
      )}
    </Stack>
  );
}

interface AnalyticsBodyProps {
  data: AdminAnalytics;
  view: string;
  onView: (view: string) => void;
}

function AnalyticsBody({ data, view, onView }: AnalyticsBodyProps) {
  return (
    <>
      <AnalyticsHeadlineCards data={data} />
      <Card withBorder radius="md" padding="lg">
        <Tabs value={view} onChange={(next) => next && onView(next)} keepMounted={false}>
          <Tabs.List aria-label="Analytics subjects" mb="md">
            {VIEWS.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {VIEWS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value}>
              <Panel data={data} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </>
  );
}

function AnalyticsSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <AnalyticsHeadlineSkeleton />
      <Card withBorder radius="md" padding="lg">
        <Skeleton h={28} w="60%" mb="md" />
        <Skeleton h={240} />
      </Card>
    </Stack>
  );
}
