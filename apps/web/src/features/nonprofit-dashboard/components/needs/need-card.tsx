import { giftUseLabel, NEED_TEXT, type NeedOffer, type NonprofitNeeds } from '@app/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { NeedProgress } from '#src/components/needs/need-progress';
import { NeedStatusBadge } from '#src/components/needs/need-status-badge';
import { RequestFact } from '#src/components/request-fact';
import { formatDate } from '#src/lib/format';
import { NeedOfferRow, type OfferFailure } from './need-offer-row';

export type NonprofitNeed = NonprofitNeeds['needs'][number];

export interface NeedCardProps {
  need: NonprofitNeed;
  onEdit: (need: NonprofitNeed) => void;
  onClose: (need: NonprofitNeed) => void;
  /** The offer an answer is being sent for, and which answer. */
  answering: { offerId: number; answer: 'accept' | 'decline' } | null;
  failure: OfferFailure | null;
  onAnswer: (offer: NeedOffer, answer: 'accept' | 'decline') => void;
  onBuyTokens: () => void;
}

/**
 * One of the nonprofit's needs: what, how many are covered, by when and for what, with Edit and
 * Close only when the server lists them in `actions`; under it, the donors' offers.
 */
export function NeedCard({ need, onEdit, onClose, answering, failure, onAnswer, onBuyTokens }: NeedCardProps) {
  const headingId = `need-${need.id}-title`;
  const offersId = `need-${need.id}-offers`;
  const canEdit = need.actions.includes('edit');
  const canClose = need.actions.includes('close');
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {need.title}
            </Title>
            <Text size="sm" c="dimmed">
              {need.category}
            </Text>
          </Stack>
          <NeedStatusBadge status={need.status} />
        </Group>
        <NeedProgress fulfilled={need.quantity_fulfilled} quantity={need.quantity} />
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
          <RequestFact label={NEED_TEXT.neededBy}>{formatDate(need.needed_by)}</RequestFact>
          <RequestFact label={NEED_TEXT.intendedUse}>{giftUseLabel(need.intended_use)}</RequestFact>
          {need.event_name && <RequestFact label={NEED_TEXT.event}>{need.event_name}</RequestFact>}
        </SimpleGrid>
        <Text size="sm" c="gray.8" lineClamp={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {need.description}
        </Text>
        {(canEdit || canClose) && (
          <Group gap="xs">
            {canEdit && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onEdit(need)}
                aria-label={NEED_TEXT.editTitle(need.title)}
              >
                {NEED_TEXT.edit}
              </Button>
            )}
            {canClose && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconLock size={14} aria-hidden />}
                onClick={() => onClose(need)}
                aria-label={NEED_TEXT.closeNamed(need.title)}
              >
                {NEED_TEXT.closeNeed}
              </Button>
            )}
          </Group>
        )}
        <Stack gap={0} component="section" aria-labelledby={offersId}>
          <Title order={4} size="h6" id={offersId} c="gray.8">
            {NEED_TEXT.offersHeading(need.offers.length)}
          </Title>
          {need.offers.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              {NEED_TEXT.noOffers}
            </Text>
          ) : (
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {need.offers.map((offer) => (
                <NeedOfferRow
                  key={offer.id}
                  offer={offer}
                  busy={answering?.offerId === offer.id ? answering.answer : null}
                  failure={failure?.offerId === offer.id ? failure : null}
                  onAnswer={onAnswer}
                  onBuyTokens={onBuyTokens}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
