import type { DonorRequest } from '@app/shared';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatWholeDollars } from '#src/lib/format';
import type { RespondAction } from '../api/respond-to-request';
import { RequestActions, type RequestActionHandlers } from './request-actions';
import { RequestFact } from '#src/components/request-fact';
import { ExpiryFact, RequestCardShell } from '../components/request-card-shell';

export interface RequestCardProps extends RequestActionHandlers {
  request: DonorRequest;
  busyAction: RespondAction | null;
  onOpenDetails: (request: DonorRequest) => void;
}

/** The third fact depends on the status: the deadline while pending, then the decision date. */
function DecisionFact({ request }: { request: DonorRequest }) {
  if (request.status === 'pending') {
    return <ExpiryFact label="Expires" expiresAt={request.expires_at} />;
  }
  if (request.approved_at && (request.status === 'approved' || request.status === 'completed')) {
    return <RequestFact label="Approved">{formatDate(request.approved_at)}</RequestFact>;
  }
  if (request.status === 'declined' && request.declined_at) {
    return <RequestFact label="Declined">{formatDate(request.declined_at)}</RequestFact>;
  }
  if (request.status === 'cancelled') return <RequestFact label="Cancelled">By the nonprofit</RequestFact>;
  return <RequestFact label="Expiry date">{formatDate(request.expires_at)}</RequestFact>;
}

export function RequestCard({ request, busyAction, onOpenDetails, ...handlers }: RequestCardProps) {
  const headingId = `donor-request-${request.id}-title`;
  const short = request.status === 'pending' && request.item_quantity_available < request.quantity_requested;

  return (
    <RequestCardShell
      request={request}
      headingId={headingId}
      onOpenDetails={() => onOpenDetails(request)}
      meta={
        <>
          <Text size="sm" fw={500}>
            {request.nonprofit_name}
          </Text>
          <Text size="sm" c="dimmed">
            {request.event_name ? `For ${request.event_name}` : 'No event named'}
          </Text>
        </>
      }
    >
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" mt="sm" mb={0}>
        <RequestFact label="Fair market value">
          {formatWholeDollars(request.fair_market_value)}
          {request.quantity_requested > 1 && (
            <Text component="span" display="block" size="xs" c="dimmed">
              each, {formatWholeDollars(request.total_value)} in total
            </Text>
          )}
        </RequestFact>
        <RequestFact label="Quantity requested">
          {request.quantity_requested}
          <Text component="span" display="block" size="xs" c={short ? 'red.9' : 'dimmed'} fw={short ? 600 : 400}>
            {request.item_quantity_available} still available
          </Text>
        </RequestFact>
        <RequestFact label="Requested">{formatDate(request.created_at)}</RequestFact>
        <DecisionFact request={request} />
      </SimpleGrid>

      {request.message && (
        <Text size="sm" mt="sm" p="xs" bg="gray.0" lineClamp={3} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Text component="span" size="sm" fw={600}>
            Message:{' '}
          </Text>
          {request.message}
        </Text>
      )}

      <Group align="center" gap="xs" mt="sm">
        <RequestActions request={request} busyAction={busyAction} {...handlers} />
        <Button
          size="sm"
          variant="subtle"
          ml="auto"
          onClick={() => onOpenDetails(request)}
          aria-label={`View details for ${request.item_title}`}
        >
          Details
        </Button>
      </Group>
    </RequestCardShell>
  );
}
