import type { CheckoutStatus } from '@app/shared';
import { Button, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation, IconRefresh, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CheckoutPollState } from '#src/lib/payments/use-checkout-poll';
import type { CheckoutMessages } from './checkout-messages';

export interface CheckoutStatusPanelProps {
  state: CheckoutPollState;
  messages: CheckoutMessages;
  onCheckAgain: () => void;
  /** Extra facts once paid (amount, tokens, new balance). */
  paidDetails?: (status: CheckoutStatus) => ReactNode;
  /** Shown when there is no session id in the address. */
  missingMessage?: ReactNode;
  /** Links and buttons under the outcome. */
  actions?: ReactNode;
  /** Heading level of the outcome title: 1 on a page of its own, 2 inside a dashboard. */
  headingOrder?: 1 | 2;
  compact?: boolean;
}

interface Look {
  color: string;
  icon: ReactNode;
  title: string;
  message: ReactNode;
  alert: boolean;
}

function look(state: CheckoutPollState, messages: CheckoutMessages, missingMessage: ReactNode): Look {
  switch (state.phase) {
    case 'missing':
      return {
        color: 'gray',
        icon: <IconAlertTriangle />,
        title: 'No payment to check',
        message: missingMessage,
        alert: false,
      };
    case 'checking':
      return {
        color: 'blue',
        icon: <Loader size="sm" color="blue" />,
        title: 'Confirming your payment',
        message: messages.processing,
        alert: false,
      };
    case 'paid':
      return {
        color: 'green',
        icon: <IconCircleCheck />,
        title: 'Payment complete',
        message: messages.paid,
        alert: false,
      };
    case 'expired':
      return { color: 'red', icon: <IconX />, title: 'Checkout expired', message: messages.expired, alert: true };
    case 'timed-out':
      return {
        color: 'yellow',
        icon: <IconClockExclamation />,
        title: 'Still confirming',
        message: messages.timedOut,
        alert: true,
      };
    case 'failed':
      return {
        color: 'red',
        icon: <IconAlertTriangle />,
        title: 'Payment status unavailable',
        message: state.reason === 'network' ? messages.checkError : messages.badResponse,
        alert: true,
      };
  }
}

/** The outcome of a checkout return with visible progress while the status is being checked. */
export function CheckoutStatusPanel({
  state,
  messages,
  onCheckAgain,
  paidDetails,
  missingMessage = 'This page opens after a checkout. Nothing was charged.',
  actions,
  headingOrder = 1,
  compact = false,
}: CheckoutStatusPanelProps) {
  const { color, icon, title, message, alert } = look(state, messages, missingMessage);
  const canRetry = state.phase === 'timed-out' || state.phase === 'failed';
  return (
    <Stack align="center" ta="center" gap={compact ? 'xs' : 'sm'}>
      <ThemeIcon size={compact ? 44 : 64} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={headingOrder} size={compact ? 'h4' : 'h2'}>
        {title}
      </Title>
      {/* Live region: each new outcome is read out without moving focus. */}
      <div role={alert ? 'alert' : 'status'} aria-live={alert ? 'assertive' : 'polite'}>
        <Text size={compact ? 'sm' : 'md'} maw={480}>
          {message}
        </Text>
      </div>
      {state.phase === 'checking' && (
        <Stack gap={4} w="100%" maw={320}>
          <Progress
            value={(state.attempt / state.attempts) * 100}
            aria-label={`Status check ${state.attempt} of ${state.attempts}`}
            animated
            striped
          />
          <Text size="xs" c="dimmed">
            Check {state.attempt} of {state.attempts}
          </Text>
        </Stack>
      )}
      {state.phase === 'paid' && paidDetails?.(state.status)}
      {(canRetry || actions) && (
        <Group justify="center" gap="sm" mt={compact ? 0 : 'xs'}>
          {canRetry && (
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onCheckAgain}>
              Check again
            </Button>
          )}
          {actions}
        </Group>
      )}
    </Stack>
  );
}
