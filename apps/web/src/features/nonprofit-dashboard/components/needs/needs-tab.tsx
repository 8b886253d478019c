import { NEED_TEXT, REQUEST_MESSAGES, type Need, type NeedOffer } from '@app/shared';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import { errorMessage } from '#src/lib/api-client';
import { useTokenBalance } from '#src/lib/token-balance';
import { useTokenStore } from '#src/lib/token-store';
import { useAcceptOffer, useDeclineOffer } from '#src/features/nonprofit-dashboard/api/answer-need-offer';
import { useNeeds } from '#src/features/nonprofit-dashboard/api/get-needs';
import { useCloseNeed } from '#src/features/nonprofit-dashboard/api/save-need';
import { CloseNeedModal } from './close-need-modal';
import { NeedCard } from './need-card';
import type { NeedFormTarget } from './need-form-modal';
import type { OfferFailure } from './need-offer-row';

// The form carries the date picker and the shared schema, so its code arrives with the first Post or Edit.
const NeedFormModal = lazyWhenOpened(() => import('./need-form-modal').then((module) => module.NeedFormModal));

export interface NeedsTabProps {
  nonprofitId: number;
}

/**
 * The nonprofit's needs board (docs/product.md, Needs board): Post a need when the server allows it,
 * each need with its progress and its offers, and Accept or Decline on each offer.
 */
export function NeedsTab({ nonprofitId }: NeedsTabProps) {
  const needs = useNeeds(nonprofitId);
  const closing = useCloseNeed(nonprofitId);
  const accept = useAcceptOffer(nonprofitId);
  const decline = useDeclineOffer(nonprofitId);
  const balance = useTokenBalance(nonprofitId);
  const tokenStore = useTokenStore();
  const [formTarget, setFormTarget] = useState<NeedFormTarget>(null);
  const [closingNeed, setClosingNeed] = useState<Need | null>(null);
  const [closeRefusal, setCloseRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<OfferFailure | null>(null);

  const dismissClose = () => {
    setClosingNeed(null);
    setCloseRefusal(null);
  };
  const confirmClose = (need: Need) =>
    closing.mutate(need.id, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        dismissClose();
      },
      onError: (error) => setCloseRefusal(errorMessage(error)),
    });

  const onAnswer = (offer: NeedOffer, kind: 'accept' | 'decline') => {
    setFailure(null);
    (kind === 'accept' ? accept : decline).mutate(
      { offerId: offer.id },
      {
        onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
        onError: (error) => {
          const message = errorMessage(error);
          // Too few tokens: the server's sentence, with the way to buy more the dashboard offers elsewhere.
          const short =
            message === REQUEST_MESSAGES.insufficientTokens ||
            (kind === 'accept' && balance.data !== undefined && balance.data.balance < offer.tokens_required);
          setFailure({ offerId: offer.id, message, shortOfTokens: short });
        },
      },
    );
  };
  const answering = accept.isPending
    ? { offerId: accept.variables.offerId, answer: 'accept' as const }
    : decline.isPending
      ? { offerId: decline.variables.offerId, answer: 'decline' as const }
      : null;

  const postButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setFormTarget({ mode: 'post' })}>
      {NEED_TEXT.postNeed}
    </Button>
  );

  let body;
  if (needs.isPending)
    body = (
      <Center py="xl" role="status" aria-label={NEED_TEXT.loadingNeeds}>
        <Loader size="sm" />
      </Center>
    );
  else if (needs.isError)
    body = <LoadErrorAlert onRetry={() => void needs.refetch()}>{NEED_TEXT.nonprofitLoadFailed}</LoadErrorAlert>;
  else if (needs.data.needs.length === 0)
    body = (
      <TabEmptyState
        icon={<IconSpeakerphone />}
        title={NEED_TEXT.nonprofitEmptyTitle}
        description={NEED_TEXT.nonprofitEmpty}
        actions={needs.data.can_post ? postButton : undefined}
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {needs.data.needs.map((need) => (
          <NeedCard
            key={need.id}
            need={need}
            onEdit={(target) => setFormTarget({ mode: 'edit', need: target })}
            onClose={setClosingNeed}
            answering={answering}
            failure={failure}
            onAnswer={onAnswer}
            onBuyTokens={tokenStore.open}
          />
        ))}
      </SimpleGrid>
    );

  const hasNeeds = (needs.data?.needs.length ?? 0) > 0;
  return (
    <Stack gap="md">
      {/* The Post button sits by the title, on the left: the chat button floats over the right-hand edge. */}
      <Group align="flex-end" gap="lg">
        <Stack gap={2} maw={640}>
          <Title order={2} size="h4">
            {NEED_TEXT.nonprofitHeading}
          </Title>
          <Text size="sm" c="dimmed">
            {NEED_TEXT.nonprofitIntro}
          </Text>
        </Stack>
        {hasNeeds && needs.data?.can_post && postButton}
      </Group>
      {needs.data && !needs.data.can_post && needs.data.cannot_post_reason && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {needs.data.cannot_post_reason}
        </Alert>
      )}
      {body}
      <NeedFormModal
        opened={formTarget !== null}
        nonprofitId={nonprofitId}
        target={formTarget}
        onClose={() => setFormTarget(null)}
      />
      <CloseNeedModal
        need={closingNeed}
        loading={closing.isPending}
        refusal={closeRefusal}
        onClose={dismissClose}
        onConfirm={confirmClose}
      />
    </Stack>
  );
}
