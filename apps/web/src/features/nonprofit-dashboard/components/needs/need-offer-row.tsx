import { DELIVERY_OPTION_LABELS, NEED_TEXT, type NeedOffer } from '@app/shared';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NeedOfferStatusBadge } from '#src/components/needs/need-status-badge';
import { RequestFact } from '#src/components/request-fact';
import { RequestImage } from '#src/components/request-image';
import { formatDate, formatNumber, formatTokens, formatWholeDollars } from '#src/lib/format';
import { paths, requestDetailsPath } from '#src/lib/paths';

/** Why an answer to this offer failed, in the server's words, and whether buying tokens would help. */
export interface OfferFailure {
  offerId: number;
  message: string;
  shortOfTokens: boolean;
}

export interface NeedOfferRowProps {
  offer: NeedOffer;
  /** The answer being sent for this offer, if any. */
  busy: 'accept' | 'decline' | null;
  failure: OfferFailure | null;
  onAnswer: (offer: NeedOffer, answer: 'accept' | 'decline') => void;
  onBuyTokens: () => void;
}

/**
 * One donor's answer to a need: what is offered, by whom, for how long it is held, and Accept or
 * Decline when the server offers them (`actions`). Accepting is one click, its token cost on the button.
 */
export function NeedOfferRow({ offer, busy, failure, onAnswer, onBuyTokens }: NeedOfferRowProps) {
  const headingId = `need-offer-${offer.id}-title`;
  const can = (action: 'accept' | 'decline') => offer.actions.includes(action);
  return (
    <Stack
      component="li"
      gap="sm"
      aria-labelledby={headingId}
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <RequestImage
          src={offer.image_url}
          w={{ base: 64, sm: 88 }}
          h={{ base: 64, sm: 88 }}
          radius="sm"
          loading="lazy"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={2} miw={0} flex={1}>
          <Group justify="space-between" align="flex-start" gap={4} wrap="wrap">
            <Title order={4} size="h6" id={headingId} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
              {offer.title}
            </Title>
            <NeedOfferStatusBadge status={offer.status} viewer="nonprofit" />
          </Group>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {offer.donor_company_name}
          </Text>
          {offer.status === 'offered' && (
            <Text size="xs" fw={600} c="teal.9">
              {NEED_TEXT.heldForYou(formatDate(offer.offered_until))}
            </Text>
          )}
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        <RequestFact label={NEED_TEXT.value}>
          {NEED_TEXT.perUnit(formatWholeDollars(offer.fair_market_value))}
        </RequestFact>
        <RequestFact label={NEED_TEXT.quantity}>{formatNumber(offer.quantity)}</RequestFact>
        <RequestFact label={NEED_TEXT.delivery}>
          {offer.shipping_options.map((option) => DELIVERY_OPTION_LABELS[option]).join(', ')}
        </RequestFact>
      </SimpleGrid>
      {offer.message && (
        <Stack gap={0}>
          <Text size="xs" fw={600} c="dimmed">
            {NEED_TEXT.donorNote}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {offer.message}
          </Text>
        </Stack>
      )}
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={NEED_TEXT.offerFailed}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure.message}</Text>
            {failure.shortOfTokens && (
              <Button size="xs" onClick={onBuyTokens}>
                {NEED_TEXT.buyTokens}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {(can('accept') || can('decline') || offer.request_id !== null) && (
        <Group gap="xs">
          {can('accept') && (
            <Button
              size="xs"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={busy === 'accept'}
              disabled={busy !== null && busy !== 'accept'}
              onClick={() => onAnswer(offer, 'accept')}
            >
              {NEED_TEXT.accept(formatTokens(offer.tokens_required))}
            </Button>
          )}
          {can('decline') && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} aria-hidden />}
              loading={busy === 'decline'}
              disabled={busy !== null && busy !== 'decline'}
              onClick={() => onAnswer(offer, 'decline')}
            >
              {NEED_TEXT.decline}
            </Button>
          )}
          {offer.request_id !== null && (
            <Anchor
              component={Link}
              to={requestDetailsPath(paths.nonprofitDashboard, offer.request_id)}
              size="sm"
              fw={600}
            >
              <Group gap={4} component="span" wrap="nowrap">
                {NEED_TEXT.seeRequest}
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
