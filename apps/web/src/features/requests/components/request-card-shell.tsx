import { requestDeadline, type RequestState } from '@app/shared';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { formatDate } from '#src/lib/format';
import { RequestFact } from '#src/components/request-fact';
import { RequestImage } from '#src/components/request-image';
import { RequestStateBadge } from './request-status-badge';

/** The fields the shell shows; both dashboards' request types have them. */
export interface RequestCardSummary {
  item_title: string;
  image_url: string | null;
  state: RequestState;
}

export interface RequestCardShellProps {
  request: RequestCardSummary;
  /** Unique per card: the card is labelled by its title for screen readers. */
  headingId: string;
  onOpenDetails: () => void;
  /** The lines under the title: the other party and the event, which differ per dashboard. */
  meta: ReactNode;
  /** Facts, message and actions below the header. */
  children: ReactNode;
}

/** A request card's frame: picture, title, status badge and the click-anywhere-to-open behaviour. */
export function RequestCardShell({ request, headingId, onOpenDetails, meta, children }: RequestCardShellProps) {
  // The whole card opens the details for mouse users; keyboard users have the Details button.
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button, a, input, textarea')) return;
    onOpenDetails();
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
            <RequestStateBadge state={request.state} />
          </Group>
          {meta}
        </Stack>
      </Group>
      {children}
    </Card>
  );
}

/**
 * The time left to answer, coloured by urgency: dimmed while the donor has time, red in the last 48
 * hours, and no countdown while an IRS hold pauses the request (docs/product.md, Requests).
 */
export function DeadlineText({ expiresAt, paused }: { expiresAt: string; paused: boolean }) {
  const deadline = requestDeadline(expiresAt, paused);
  if (!deadline) return null;
  const urgent = deadline.kind === 'expired' || (deadline.kind === 'open' && deadline.urgent);
  return (
    <Text component="span" size="xs" fw={urgent ? 700 : 500} c={urgent ? 'red.9' : 'gray.7'} data-urgent={urgent}>
      {deadline.label}
    </Text>
  );
}

/** A pending request's deadline with the time left underneath; each dashboard words the label its own way. */
export function ExpiryFact({ label, expiresAt, paused }: { label: string; expiresAt: string; paused: boolean }) {
  return (
    <RequestFact label={label}>
      {paused ? (
        <DeadlineText expiresAt={expiresAt} paused />
      ) : (
        <>
          {formatDate(expiresAt)}
          <Text component="span" display="block" size="xs">
            <DeadlineText expiresAt={expiresAt} paused={false} />
          </Text>
        </>
      )}
    </RequestFact>
  );
}
