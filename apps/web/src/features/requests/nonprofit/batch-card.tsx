import type { RequestBatch } from '@app/shared';
import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatDate, formatWholeDollars } from '#src/lib/format';
import { RequestStatusBadge } from '../components/request-status-badge';

export interface BatchCardProps {
  batch: RequestBatch;
  /** Opens one item's request details; absent when that request is not in the loaded list. */
  onOpenRequest: (requestId: number) => void;
  hasRequest: (requestId: number) => boolean;
}

/** Several items requested together for one event, shown as one group. */
export function BatchCard({ batch, onOpenRequest, hasRequest }: BatchCardProps) {
  const headingId = `batch-${batch.batch_id}-title`;
  const count = `${batch.total_items} ${batch.total_items === 1 ? 'item' : 'items'}`;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {batch.event_name ? `Batch for ${batch.event_name}` : `Batch #${batch.batch_id}`}: {count}, total{' '}
          {formatWholeDollars(batch.total_value)}
        </Title>
        <Text size="sm" c="dimmed">
          Requested {formatDate(batch.created_at)}
          {batch.event_date ? ` · Event on ${formatDate(batch.event_date)}` : ''}
        </Text>
        {batch.description && (
          <Text size="sm" lineClamp={2}>
            {batch.description}
          </Text>
        )}
      </Stack>
      <Stack component="ul" role="list" gap={0} p={0} m={0} mt="sm" style={{ listStyle: 'none' }}>
        {batch.items.map((item, index) => {
          const content = (
            <Group justify="space-between" wrap="nowrap" gap="sm" py={8}>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.quantity} × {formatWholeDollars(item.fair_market_value)}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                <RequestStatusBadge status={item.status} />
                {hasRequest(item.request_id) && <IconChevronRight size={16} aria-hidden />}
              </Group>
            </Group>
          );
          return (
            <li
              key={item.request_id}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              {hasRequest(item.request_id) ? (
                <UnstyledButton
                  w="100%"
                  px={4}
                  onClick={() => onOpenRequest(item.request_id)}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  {content}
                </UnstyledButton>
              ) : (
                <div style={{ paddingInline: 4 }}>{content}</div>
              )}
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
