import type { AdminOverviewResponse } from '@app/shared';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AttentionEntryCard } from './attention-entry-card';
import { ATTENTION_LOOK } from './attention-kinds';

export interface AttentionListProps {
  overview: AdminOverviewResponse;
}

const LEVEL_ORDER = { urgent: 0, attention: 1, clear: 2 } as const;

/** What needs an admin now, urgent first; what is all clear is listed apart, compactly. */
export function AttentionList({ overview }: AttentionListProps) {
  const waiting = overview.attention
    .filter((entry) => entry.level !== 'clear')
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  const clear = overview.attention.filter((entry) => entry.level === 'clear');

  return (
    <Stack component="section" aria-labelledby="needs-attention-title" gap="md">
      <Group gap="xs">
        <Title order={2} size="h4" id="needs-attention-title">
          Needs attention
        </Title>
        {waiting.length > 0 && (
          <Badge color="orange" variant="light">
            {waiting.length} of {overview.attention.length}
          </Badge>
        )}
      </Group>
      {waiting.length === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="All clear">
          Nothing is waiting for an admin right now.
        </Alert>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {waiting.map((entry) => (
            <AttentionEntryCard
              key={entry.kind}
              entry={entry}
              verification={entry.kind === 'nonprofits_pending' ? overview.verification : undefined}
              holds={entry.kind === 'irs_revocations' ? overview.irs_holds : undefined}
            />
          ))}
        </Stack>
      )}
      {clear.length > 0 && waiting.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="all-clear-title">
          <Title order={3} size="h6" id="all-clear-title" mb="xs">
            All clear
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {clear.map((entry) => (
              <Group component="li" key={entry.kind} gap="xs" wrap="nowrap">
                <ThemeIcon variant="light" color="teal" size={26} radius="xl" aria-hidden>
                  {ATTENTION_LOOK[entry.kind].icon(15)}
                </ThemeIcon>
                <Text size="sm">
                  {entry.label}:{' '}
                  <Text span fw={600}>
                    0
                  </Text>
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}
