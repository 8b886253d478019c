import { pausedByHold, PAUSED_BY_HOLD_LABEL } from '@app/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useChatControls } from '#src/lib/chat-controls';
import { usePendingDeliveries, type PendingDelivery } from '../api/get-pending-deliveries';
import { deliveryStatusLabel } from './delivery-status';

/** More than this and the banner points to the Requests tab for the rest. */
const SHOWN = 3;

export interface PendingDeliveryBannerProps {
  userId: number;
  /** Nonprofits read 'from {donor}', donors 'with {nonprofit}'. */
  viewer: 'nonprofit' | 'donor';
  /** Each delivery's progress (the requests feature's timeline), under its line. */
  renderProgress?: (delivery: PendingDelivery) => ReactNode;
}

interface DeliveryLineProps {
  delivery: PendingDelivery;
  viewer: 'nonprofit' | 'donor';
  renderProgress?: (delivery: PendingDelivery) => ReactNode;
}

/** "Your turn: Pay $33.50" or "Waiting for the donor to mark as sent", from the server's next step. */
function nextStepText(delivery: PendingDelivery, viewer: 'nonprofit' | 'donor'): string | null {
  const step = delivery.next_step;
  if (step.actor === viewer) return `Your turn: ${step.label}`;
  if (pausedByHold(step)) return PAUSED_BY_HOLD_LABEL;
  if (step.actor === 'none') return null;
  return `Waiting for the ${step.actor} to ${step.label.charAt(0).toLowerCase()}${step.label.slice(1)}`;
}

function DeliveryLine({ delivery, viewer, renderProgress }: DeliveryLineProps) {
  const next = nextStepText(delivery, viewer);
  const chat = useChatControls();
  const party = viewer === 'nonprofit' ? `from ${delivery.donor_name}` : `with ${delivery.nonprofit_name}`;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {/* Dark, underlined text: the primary teal falls under AA contrast on the blue banner. */}
        <Anchor
          component={Link}
          to={`?tab=requests&request=${delivery.request_id}`}
          fw={600}
          c="dark.9"
          underline="always"
          inherit
        >
          {delivery.item_title}
        </Anchor>{' '}
        {party}
        <Text span c="gray.8" inherit>
          {' '}
          · {deliveryStatusLabel(delivery)}
          {next ? ` · ${next}` : ''}
        </Text>
      </Text>
      {delivery.conversation_id !== null && chat.available && (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconMessageCircle size={14} aria-hidden />}
          aria-label={`Open chat about ${delivery.item_title}`}
          onClick={() => chat.open({ conversationId: delivery.conversation_id! })}
        >
          Open chat
        </Button>
      )}
      {renderProgress && <div style={{ flexBasis: '100%' }}>{renderProgress(delivery)}</div>}
    </Group>
  );
}

/** Approved requests whose delivery still needs arranging, each with a way into its chat. */
export function PendingDeliveryBanner({ userId, viewer, renderProgress }: PendingDeliveryBannerProps) {
  const { data } = usePendingDeliveries(userId);
  const deliveries = data?.pending_deliveries ?? [];
  if (deliveries.length === 0) return null;
  const count = deliveries.length;
  return (
    <Alert
      color="blue"
      variant="light"
      radius="md"
      icon={<IconTruckDelivery aria-hidden />}
      title={count === 1 ? 'A delivery to coordinate' : `${count} deliveries to coordinate`}
    >
      <Stack gap={6}>
        <Text size="sm">
          {viewer === 'nonprofit'
            ? 'Choose how each item reaches you and arrange the details with the donor in the chat.'
            : 'Arrange each delivery with the nonprofit in the chat, and mark items as sent once they leave.'}
        </Text>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {deliveries.slice(0, SHOWN).map((delivery) => (
            <DeliveryLine
              key={delivery.request_id}
              delivery={delivery}
              viewer={viewer}
              renderProgress={renderProgress}
            />
          ))}
        </Stack>
        {count > SHOWN && (
          <Anchor component={Link} to="?tab=requests" size="sm" c="dark.9" underline="always">
            And {count - SHOWN} more in Requests
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
