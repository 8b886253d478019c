import { NEED_RULES, NEED_TEXT, type Need } from '@app/shared';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import { formatDate } from '#src/lib/format';
import { useDonorNeeds } from '#src/features/donor-dashboard/api/get-needs';
import { needPlace } from '../needs/need-place';

// The item form and its schemas load with the first "I can give this", never with the overview.
const OfferItemDialog = lazyWhenOpened(() =>
  import('../needs/offer-item-dialog').then((module) => module.OfferItemDialog),
);

const FIRST_PAGE = { q: '', category: null, page: 1, pageSize: NEED_RULES.overviewCount };

/** The first few needs the donor's reach covers, soonest needed first, each answerable from here. */
export function NeedsNearYou({ donorId }: { donorId: number }) {
  const needs = useDonorNeeds(donorId, FIRST_PAGE);
  const [answering, setAnswering] = useState<Need | null>(null);

  let body;
  if (needs.isPending) body = <Skeleton h={120} />;
  else if (needs.isError)
    body = <LoadErrorAlert onRetry={() => void needs.refetch()}>{NEED_TEXT.nearYouLoadFailed}</LoadErrorAlert>;
  else if (needs.data.needs.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {NEED_TEXT.nearYouEmpty}
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {needs.data.needs.map((need) => (
          <NeedRow key={need.id} need={need} onAnswer={setAnswering} />
        ))}
      </Stack>
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="donor-needs-near-you-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="donor-needs-near-you-title">
            {NEED_TEXT.nearYouHeading}
          </Title>
          <Text size="sm" c="dimmed">
            {NEED_TEXT.nearYouIntro}
          </Text>
        </Stack>
        {body}
        <Group>
          <Button
            component={Link}
            to="?tab=needs"
            variant="default"
            size="sm"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {NEED_TEXT.seeAll}
          </Button>
        </Group>
      </Stack>
      <OfferItemDialog
        opened={answering !== null}
        donorId={donorId}
        need={answering}
        onClose={() => setAnswering(null)}
      />
    </Card>
  );
}

function NeedRow({ need, onAnswer }: { need: Need; onAnswer: (need: Need) => void }) {
  const titleId = `near-you-need-${need.id}`;
  const place = needPlace(need);
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      py="sm"
      aria-labelledby={titleId}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={2} miw={0} flex="1 1 220px">
        <Text fw={600} size="sm" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {need.title}
        </Text>
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {[need.nonprofit_name, place].filter(Boolean).join(' · ')}
        </Text>
        <Text size="xs" c="gray.7">
          {NEED_TEXT.stillNeeded(need.quantity_remaining, need.quantity)} · {NEED_TEXT.neededBy}{' '}
          {formatDate(need.needed_by)}
        </Text>
      </Stack>
      {need.actions.includes('answer') && (
        <Button
          size="xs"
          leftSection={<IconGift size={14} aria-hidden />}
          onClick={() => onAnswer(need)}
          aria-label={NEED_TEXT.answerFor(need.title)}
        >
          {NEED_TEXT.answer}
        </Button>
      )}
    </Group>
  );
}
