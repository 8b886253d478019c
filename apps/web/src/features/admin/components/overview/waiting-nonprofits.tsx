import type { AdminOverviewResponse } from '@app/shared';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#src/lib/format';

export interface WaitingNonprofitsProps {
  verification: AdminOverviewResponse['verification'];
}

/** The nonprofits that have waited longest, each against the business days promised, each opening its account. */
export function WaitingNonprofits({ verification }: WaitingNonprofitsProps) {
  const promised = verification.promised_business_days;
  return (
    <Stack
      gap={6}
      mt={6}
      component="ul"
      p={0}
      m={0}
      aria-label="Longest waiting nonprofits"
      style={{ listStyle: 'none' }}
    >
      {verification.longest_waiting.map((nonprofit) => (
        <Group component="li" key={nonprofit.id} gap="xs" wrap="wrap">
          <Anchor component={Link} to={nonprofit.link} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {nonprofit.name}
          </Anchor>
          <Badge
            size="sm"
            variant="light"
            color={nonprofit.over_promise ? 'red' : 'gray'}
            tt="none"
            title={`Promised within ${promised} business days`}
          >
            {nonprofit.business_days_waiting} of {promised} business days
          </Badge>
          <Text span size="xs" c="dimmed">
            since {formatDate(nonprofit.waiting_since)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
