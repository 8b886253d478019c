import {
  ADMIN_PAGE_SIZE,
  BROADCAST_STATUS_LABELS,
  BROADCAST_STATUSES,
  BROADCAST_TARGET_LABELS,
  BROADCAST_TARGETS,
  type AdminBroadcast,
} from '@app/shared';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminBroadcasts } from '#src/features/admin/api/get-broadcasts';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { BroadcastForm } from './broadcast-form';
import { BroadcastsTable } from './broadcasts-table';
import { EndBroadcastModal } from './end-broadcast-modal';
import { SendMessageModal } from './send-message-modal';

const DEFAULTS = { status: '', target: '' };

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...BROADCAST_STATUSES.map((status) => ({ value: status, label: BROADCAST_STATUS_LABELS[status] })),
];
const TARGET_OPTIONS = [
  { value: '', label: 'Everyone or any group' },
  ...BROADCAST_TARGETS.map((target) => ({ value: target, label: BROADCAST_TARGET_LABELS[target] })),
];

/**
 * The Messages tab (docs/product.md, Admin console: Messages): a new broadcast, a message to one
 * user, and the broadcasts sent. The list's status, target and page live in the URL.
 */
export function MessagesTab() {
  const [url, setUrl] = useUrlFilters(DEFAULTS);
  const [ending, setEnding] = useState<AdminBroadcast | null>(null);
  const [writing, setWriting] = useState(false);
  const status = oneOf(BROADCAST_STATUSES, url.status);
  const target = oneOf(BROADCAST_TARGETS, url.target);
  const query = useAdminBroadcasts({ status, target, page: url.page, limit: ADMIN_PAGE_SIZE });
  const data = query.data;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="new-broadcast-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <div>
              <Title order={2} size="h4" id="new-broadcast-title">
                New broadcast
              </Title>
              <Text size="sm" c="gray.7">
                Shown in the notifications of everyone it is sent to, new accounts included, until it expires.
              </Text>
            </div>
            <Button
              variant="light"
              leftSection={<IconMessage size={16} aria-hidden />}
              onClick={() => setWriting(true)}
            >
              Message one user
            </Button>
          </Group>
          <BroadcastForm />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="broadcasts-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="broadcasts-title">
            Broadcasts
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={status ?? ''}
              allowDeselect={false}
              onChange={(value) => setUrl({ status: value ?? '' })}
              style={{ flex: '1 1 10rem', maxWidth: '16rem' }}
            />
            <Select
              label="Sent to"
              data={TARGET_OPTIONS}
              value={target ?? ''}
              allowDeselect={false}
              onChange={(value) => setUrl({ target: value ?? '' })}
              style={{ flex: '1 1 10rem', maxWidth: '16rem' }}
            />
          </Group>
          {query.isError && (
            <AdminLoadError
              error={query.error}
              title={data ? 'Broadcasts could not be refreshed' : 'Broadcasts could not be loaded'}
              onRetry={() => void query.refetch()}
            />
          )}
          {!(query.isError && !data) && (
            <BroadcastsTable
              broadcasts={data?.notifications ?? []}
              page={url.page}
              total={data?.total ?? 0}
              pageSize={ADMIN_PAGE_SIZE}
              fetching={query.isFetching}
              onPageChange={(page) => setUrl({ page })}
              onEnd={setEnding}
            />
          )}
        </Stack>
      </Card>

      <EndBroadcastModal broadcast={ending} onClose={() => setEnding(null)} />
      <SendMessageModal opened={writing} recipient={null} onClose={() => setWriting(false)} />
    </Stack>
  );
}
