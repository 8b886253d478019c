import { ACKNOWLEDGEMENT_TEXT, giftUseLabel, pausedByHold } from '@app/shared';
import type { DonorRequest, NonprofitRequest } from '@app/shared';
import { Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatTokens, formatWholeDollars } from '#src/lib/format';
import { RequestFact } from '#src/components/request-fact';
import { awaitingDecision, deliveryStatusLabel, deliveryUnderWay, tokensRefunded } from '#src/lib/request-state-labels';
import { ExpiryFact, RequestCardShell } from './request-card-shell';
import { RequestNextStep, type RequestIntent } from './request-next-step';
import { CompactRequestTimeline } from './request-timeline';

/** Either party's view of one request; `viewer` says whose. */
export type ViewedRequest =
  { viewer: 'donor'; request: DonorRequest } | { viewer: 'nonprofit'; request: NonprofitRequest };

export type RequestCardProps = ViewedRequest & {
  onOpenDetails: (id: number) => void;
  /** A button of the request was pressed: the dashboard opens its dialog or sends the command. */
  onAction: (id: number, intent: RequestIntent) => void;
  /** The intent in flight for this request, if any. */
  busy?: RequestIntent | null;
};

/** Tokens come back when a request is declined, expires or is cancelled (docs/product.md, Tokens). */
export function tokensLabel(request: NonprofitRequest): string {
  return `${formatTokens(request.tokens_charged)}${tokensRefunded(request.state) ? ' (refunded)' : ''}`;
}

function DonorFacts({ request }: { request: DonorRequest }) {
  const short = awaitingDecision(request.state) && request.item_quantity_available < request.quantity_requested;
  return (
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
      <RequestFact label="Intended use">{giftUseLabel(request.intended_use)}</RequestFact>
      {request.acknowledgement_status === 'awaiting_signature' && (
        <RequestFact label="Acknowledgement">{ACKNOWLEDGEMENT_TEXT.awaitingSignature}</RequestFact>
      )}
      {awaitingDecision(request.state) && (
        <ExpiryFact label="Expires" expiresAt={request.expires_at} paused={pausedByHold(request.next_step)} />
      )}
      {deliveryUnderWay(request.state) && <RequestFact label="Delivery">{deliveryStatusLabel(request)}</RequestFact>}
    </SimpleGrid>
  );
}

function NonprofitFacts({ request }: { request: NonprofitRequest }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="sm" verticalSpacing="xs" mt="sm" mb={0}>
      <RequestFact label="Value">
        {formatWholeDollars(request.total_value)}
        {request.quantity_requested > 1 && (
          <Text component="span" display="block" size="xs" c="dimmed">
            {formatWholeDollars(request.fair_market_value)} each
          </Text>
        )}
      </RequestFact>
      <RequestFact label="Quantity">{request.quantity_requested}</RequestFact>
      <RequestFact label="Tokens charged">{tokensLabel(request)}</RequestFact>
      <RequestFact label="Requested">{formatDate(request.created_at)}</RequestFact>
      <RequestFact label="Intended use">{giftUseLabel(request.intended_use)}</RequestFact>
      {request.acknowledgement_status === 'awaiting_signature' && (
        <RequestFact label="Acknowledgement">{ACKNOWLEDGEMENT_TEXT.awaitingSignature}</RequestFact>
      )}
      {awaitingDecision(request.state) && (
        <ExpiryFact label="Donor answers by" expiresAt={request.expires_at} paused={pausedByHold(request.next_step)} />
      )}
      {deliveryUnderWay(request.state) && <RequestFact label="Delivery">{deliveryStatusLabel(request)}</RequestFact>}
    </SimpleGrid>
  );
}

/**
 * One request on either party's Requests tab: where it stands (state badge and timeline), whose
 * turn it is (one primary button, or who is awaited) and the other actions the server offers.
 */
export function RequestCard(props: RequestCardProps) {
  const { request, viewer, onOpenDetails, onAction, busy = null } = props;
  const headingId = `${viewer}-request-${request.id}-title`;
  return (
    <RequestCardShell
      request={request}
      headingId={headingId}
      onOpenDetails={() => onOpenDetails(request.id)}
      meta={
        props.viewer === 'donor' ? (
          <>
            <Text size="sm" fw={500}>
              {props.request.nonprofit_name}
            </Text>
            <Text size="sm" c="dimmed">
              {request.event_name ? `For ${request.event_name}` : 'No event named'}
            </Text>
          </>
        ) : (
          <>
            <Text size="sm" fw={500}>
              {props.request.donor_company_name}
            </Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {request.event_name ? `For ${request.event_name}` : 'No event'}
              </Text>
              {props.request.batch_id !== null && (
                <Badge variant="outline" color="gray" c="gray.8" radius="sm" tt="none" size="sm">
                  Batch #{props.request.batch_id}
                </Badge>
              )}
            </Group>
          </>
        )
      }
    >
      {props.viewer === 'donor' ? <DonorFacts request={props.request} /> : <NonprofitFacts request={props.request} />}
      {props.viewer === 'donor' && props.request.message && (
        <Text size="sm" mt="sm" p="xs" bg="gray.0" lineClamp={3} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Text component="span" size="sm" fw={600}>
            Message:{' '}
          </Text>
          {props.request.message}
        </Text>
      )}
      <Group mt="sm">
        <CompactRequestTimeline request={request} />
      </Group>
      <RequestNextStep
        request={request}
        viewer={viewer}
        busy={busy}
        onAction={(intent) => onAction(request.id, intent)}
      >
        <Button
          size="sm"
          variant="subtle"
          onClick={() => onOpenDetails(request.id)}
          aria-label={`View details for ${request.item_title}`}
        >
          Details
        </Button>
      </RequestNextStep>
    </RequestCardShell>
  );
}
