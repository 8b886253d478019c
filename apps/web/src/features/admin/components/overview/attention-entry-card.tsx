import type { AdminOverviewResponse, AttentionEntry, IrsHold } from '@app/shared';
import { Badge, Button, Flex, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '#src/lib/format';
import { formatRelativeTime } from '#src/lib/relative-time';
import { ATTENTION_LOOK, LEVEL_COLOR } from './attention-kinds';
import { HeldNonprofits } from './held-nonprofits';
import { WaitingNonprofits } from './waiting-nonprofits';

export interface AttentionEntryCardProps {
  entry: AttentionEntry;
  /** Shown under the nonprofits entry: the longest-waiting few, each opening its account. */
  verification?: AdminOverviewResponse['verification'];
  /** Shown under the IRS revocations entry: the held nonprofits, each opening its account. */
  holds?: IrsHold[];
}

/** One kind of work waiting for an admin: how many, since when, and the button to the tab that fixes it. */
export function AttentionEntryCard({ entry, verification, holds }: AttentionEntryCardProps) {
  const look = ATTENTION_LOOK[entry.kind];
  const color = LEVEL_COLOR[entry.level];
  const titleId = `attention-${entry.kind}`;
  const since = entry.oldest_at;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Flex direction={{ base: 'column', sm: 'row' }} gap="md" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ flex: 1 }} miw={0}>
          <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
            {look.icon(22)}
          </ThemeIcon>
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Badge color={color} variant="filled" size="lg" radius="sm" autoContrast>
                {entry.count}
              </Badge>
              <Text component="h3" fw={700} fz="md" m={0} id={titleId}>
                {entry.label}
              </Text>
              {entry.level === 'urgent' && (
                <Badge color="red" variant="light" size="sm">
                  Urgent
                </Badge>
              )}
            </Group>
            <Text size="sm">{entry.summary}</Text>
            {since && (
              <Text size="sm" c="dimmed">
                Oldest {look.oldestVerb} {formatDate(since)} ({formatRelativeTime(since)})
              </Text>
            )}
            {verification && verification.longest_waiting.length > 0 && (
              <WaitingNonprofits verification={verification} />
            )}
            {holds && holds.length > 0 && <HeldNonprofits holds={holds} />}
          </Stack>
        </Group>
        <Button
          component={Link}
          to={entry.link}
          variant="light"
          color={color}
          size="sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          style={{ flexShrink: 0 }}
        >
          {entry.link_label}
        </Button>
      </Flex>
    </Paper>
  );
}
