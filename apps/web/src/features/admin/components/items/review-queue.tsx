import type { AdminItemRow } from '@app/shared';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconClipboardCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminItems } from '#src/features/admin/api/get-admin-items';
import { formatDate, formatMoney, formatNumber } from '#src/lib/format';
import { AdminLoadError } from '../admin-load-error';
import { donorLabelOf } from './donor-label';

const QUEUE_PAGE_SIZE = 5;
const DAY_MS = 86_400_000;

function waitingFor(createdAt: string): string {
  const days = Math.floor((Date.now() - Date.parse(createdAt)) / DAY_MS);
  if (days < 1) return 'today';
  return days === 1 ? '1 day' : `${formatNumber(days)} days`;
}

export interface ReviewQueueProps {
  busyId: number | null;
  onOpen: (item: AdminItemRow) => void;
  onApprove: (item: AdminItemRow) => void;
  onReject: (item: AdminItemRow) => void;
}

/**
 * Items waiting for review, oldest first (docs/product.md, Admin console): new items wait here while
 * the site requires item approval, and rejected items come back once their donor edits them.
 */
export function ReviewQueue({ busyId, onOpen, onApprove, onReject }: ReviewQueueProps) {
  const [page, setPage] = useState(1);
  const query = useAdminItems({
    page,
    limit: QUEUE_PAGE_SIZE,
    status: 'pending_review',
    sort_by: 'created_at',
    sort_dir: 'asc',
  });
  const data = query.data;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="review-queue-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4" id="review-queue-title">
              Review queue
            </Title>
            {data && (
              <Badge variant="light" color={data.total > 0 ? 'orange' : 'gray'} c="dark.7" radius="sm" tt="none">
                {formatNumber(data.total)} waiting
              </Badge>
            )}
          </Group>
          {query.isFetching && !query.isPending && (
            <Loader size="xs" role="status" aria-label="Refreshing the review queue" />
          )}
        </Group>
        {query.isError ? (
          <AdminLoadError
            error={query.error}
            title="The review queue could not be loaded"
            onRetry={() => void query.refetch()}
          />
        ) : query.isPending ? (
          <Center py="md" role="status" aria-label="Loading the review queue">
            <Loader size="sm" />
          </Center>
        ) : data && data.items.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconClipboardCheck size={20} aria-hidden />
            <Text size="sm">No items are waiting for review.</Text>
          </Group>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data?.items.map((item) => (
              <QueueEntry
                key={item.id}
                item={item}
                busy={busyId === item.id}
                onOpen={onOpen}
                onApprove={onApprove}
                onReject={onReject}
              />
            ))}
          </Stack>
        )}
        {data && data.total_pages > 1 && (
          <Group justify="center">
            <Pagination
              total={data.total_pages}
              value={page}
              onChange={setPage}
              siblings={0}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': `${control} page of the review queue` })}
              getItemProps={(item) => ({ 'aria-label': `Review queue page ${item}` })}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

interface QueueEntryProps extends Omit<ReviewQueueProps, 'busyId'> {
  item: AdminItemRow;
  busy: boolean;
}

function QueueEntry({ item, busy, onOpen, onApprove, onReject }: QueueEntryProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Image src={item.thumbnail_url} alt="" w={64} h={48} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`?tab=items&item_id=${item.id}`}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(item);
              }}
            >
              {item.title}
            </Anchor>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {donorLabelOf(item)} · {item.category} · {formatMoney(item.fair_market_value)} ×{' '}
              {formatNumber(item.quantity)}
            </Text>
            <Text size="xs" c="gray.7">
              Submitted {formatDate(item.created_at)}, waiting {waitingFor(item.created_at)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"

            leftSection={<IconCheck size={14} aria-hidden />}
            aria-label={`Approve ${item.title}`}
            loading={busy}
            onClick={() => onApprove(item)}
          >
            Approve
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            leftSection={<IconX size={14} aria-hidden />}
            aria-label={`Reject ${item.title}`}
            disabled={busy}
            onClick={() => onReject(item)}
          >
            Reject
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
