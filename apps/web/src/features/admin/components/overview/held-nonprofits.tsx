import { formatCalendarDate, type IrsHold } from '@app/shared';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#src/lib/format';

export interface HeldNonprofitsProps {
  holds: IrsHold[];
}

/** Nonprofits on an IRS hold, newest first, each opening its account in the Users tab. */
export function HeldNonprofits({ holds }: HeldNonprofitsProps) {
  return (
    <Stack
      gap={6}
      mt={6}
      component="ul"
      p={0}
      m={0}
      aria-label="Nonprofits on an IRS hold"
      style={{ listStyle: 'none' }}
    >
      {holds.map((hold) => (
        <Group component="li" key={hold.id} gap="xs" wrap="wrap">
          <Anchor component={Link} to={hold.link} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {hold.nonprofit_name}
          </Anchor>
          <Text span size="xs" c="dimmed">
            EIN {hold.ein ?? 'not given'}
          </Text>
          <Badge size="sm" variant="light" color="red" tt="none">
            Revoked {hold.revocation_date ? formatCalendarDate(hold.revocation_date, 'short') : '(no date given)'}
          </Badge>
          <Badge size="sm" variant="light" color="gray" tt="none">
            {hold.paused_requests} {hold.paused_requests === 1 ? 'request' : 'requests'} paused
          </Badge>
          <Text span size="xs" c="dimmed">
            held since {formatDate(hold.held_since)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
