import type { DonorRequest } from '@app/shared';
import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RespondAction } from '../../api/respond-to-request';
import type { RequestActionHandlers } from './request-actions';
import { RequestCard } from './request-card';

const PAGE_SIZE = 20;

export interface RequestListProps extends RequestActionHandlers {
  requests: readonly DonorRequest[];
  total: number;
  busyActionFor: (requestId: number) => RespondAction | null;
  onOpenDetails: (request: DonorRequest) => void;
  onClearFilters: () => void;
}

/** The filtered cards, twenty at a time, with a polite count for screen readers. */
export function RequestList({
  requests,
  total,
  busyActionFor,
  onOpenDetails,
  onClearFilters,
  ...handlers
}: RequestListProps) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const shown = requests.slice(0, limit);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {requests.length === total
          ? `${total} ${total === 1 ? 'request' : 'requests'}`
          : `${requests.length} of ${total} requests match`}
      </Text>
      {requests.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="xs">
            <Text fw={600}>No requests match your search or filters.</Text>
            <Button variant="light" onClick={onClearFilters}>
              Clear filters
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" role="list" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              busyAction={busyActionFor(request.id)}
              onOpenDetails={onOpenDetails}
              {...handlers}
            />
          ))}
        </Stack>
      )}
      {requests.length > shown.length && (
        <Center>
          <Button variant="default" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
            Show more ({requests.length - shown.length} more)
          </Button>
        </Center>
      )}
    </Stack>
  );
}
