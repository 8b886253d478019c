import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useOverview } from '#src/features/admin/api/get-overview';
import { AdminLoadError } from '#src/features/admin/components/admin-load-error';
import { formatDateTime } from '#src/lib/format';
import { AttentionList } from './attention-list';
import { HeadlineStats } from './headline-stats';

/** Where admins land: what needs attention now, each with the tab that fixes it, then the headline figures. */
export function OverviewTab() {
  const query = useOverview();
  // Drawn in a deferred render, in slices between frames: the answer's own render (never a
  // transition) would build the whole overview in one long task (docs/quality.md, Lighthouse).
  const overview = useDeferredValue(query.data);

  if (query.isError && !query.data) {
    return (
      <AdminLoadError
        error={query.error}
        title="The overview could not be loaded"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!overview) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading the overview">
        <Skeleton h={28} w={200} />
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Updated {formatDateTime(overview.generated_at)}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Refresh
        </Button>
      </Group>
      {query.isError && (
        <AdminLoadError
          error={query.error}
          title="The overview could not be refreshed"
          onRetry={() => void query.refetch()}
        />
      )}
      <AttentionList overview={overview} />
      <HeadlineStats headline={overview.headline} />
    </Stack>
  );
}
