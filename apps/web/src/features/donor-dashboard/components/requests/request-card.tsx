import type { DonorRequest } from '@app/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { formatDate, formatExpiry, formatWholeDollars } from '../../../../lib/format';
import type { RespondAction } from '../../api/respond-to-request';
import { RequestActions, type RequestActionHandlers } from './request-actions';
import { RequestFact } from '../../../../components/requests/request-fact';
import { RequestImage } from '../../../../components/requests/request-image';
import { RequestStatusBadge } from '../../../../components/requests/request-status-badge';

export interface RequestCardProps extends RequestActionHandlers {
  request: DonorRequest;
  busyAction: RespondAction | null;
  onOpenDetails: (request: DonorRequest) => void;
}

/** The third fact depends on the status: the deadline while pending, then the decision date. */
function DecisionFact({ request }: { request: DonorRequest }) {
  if (request.status === 'pending') {
    return (
      <RequestFact label="Expires">
        {formatDate(request.expires_at)}
        <Text
          component="span"
          display="block"
          size="xs"
          fw={600}
          c="color-mix(in srgb, var(--mantine-color-orange-9), black 25%)"
        >
          {formatExpiry(request.expires_at)}
        </Text>
      </RequestFact>
    );
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

  // The whole card opens the details for mouse users; keyboard users have the Details button.
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, input, textarea')) return;
    onOpenDetails(request);
  };

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={headingId}
      onClick={openFromCard}
      style={{ cursor: 'pointer' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <RequestImage
          src={request.image_url}
          w={{ base: 64, sm: 88 }}
          h={{ base: 64, sm: 88 }}
          radius="sm"
          loading="lazy"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={2} miw={0} flex={1}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {request.item_title}
            </Title>
            <RequestStatusBadge status={request.status} declineReason={request.decline_reason} />
          </Group>
          <Text size="sm" fw={500}>
            {request.nonprofit_name}
          </Text>
          <Text size="sm" c="dimmed">
            {request.event_name ? `For ${request.event_name}` : 'No event named'}
          </Text>
        </Stack>
      </Group>

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
    </Card>
  );
}
