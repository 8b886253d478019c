import { giftUseLabel, NEED_TEXT, type Need } from '@app/shared';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { NeedStatusBadge } from '#src/components/needs/need-status-badge';
import { RequestFact } from '#src/components/request-fact';
import { formatDate } from '#src/lib/format';
import { needPlace } from './need-place';

export interface DonorNeedCardProps {
  need: Need;
  onAnswer: (need: Need) => void;
}

/**
 * A need as a donor sees it: who asks, where, how many are still needed, by when and for what use;
 * "I can give this" only when the server lists `answer` in its actions.
 */
export function DonorNeedCard({ need, onAnswer }: DonorNeedCardProps) {
  const headingId = `donor-need-${need.id}-title`;
  const place = needPlace(need);
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {need.title}
            </Title>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {need.nonprofit_name}
            </Text>
            {place && (
              <Text size="sm" c="gray.7">
                {place}
              </Text>
            )}
          </Stack>
          <NeedStatusBadge status={need.status} />
        </Group>
        <Text size="sm" fw={700} c="teal.9">
          {NEED_TEXT.stillNeeded(need.quantity_remaining, need.quantity)}
        </Text>
        <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
          <RequestFact label={NEED_TEXT.neededBy}>{formatDate(need.needed_by)}</RequestFact>
          <RequestFact label={NEED_TEXT.category}>{need.category}</RequestFact>
          <RequestFact label={NEED_TEXT.intendedUse}>{giftUseLabel(need.intended_use)}</RequestFact>
          {need.event_name && <RequestFact label={NEED_TEXT.event}>{need.event_name}</RequestFact>}
        </SimpleGrid>
        <Text size="sm" c="gray.8" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {need.description}
        </Text>
        {need.actions.includes('answer') && (
          <Group mt="auto">
            <Button
              size="sm"
              leftSection={<IconGift size={16} aria-hidden />}
              onClick={() => onAnswer(need)}
              aria-label={NEED_TEXT.answerFor(need.title)}
            >
              {NEED_TEXT.answer}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
