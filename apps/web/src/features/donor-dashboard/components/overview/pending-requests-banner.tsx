import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface PendingRequestsBannerProps {
  count: number;
}

/** A banner on the donor overview while requests wait for an answer. */
export function PendingRequestsBanner({ count }: PendingRequestsBannerProps) {
  if (count <= 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconBellRinging aria-hidden />}
      title={`You have ${count} pending ${count === 1 ? 'request' : 'requests'}`}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">
          Nonprofits are waiting for your answer. Requests left unanswered expire after the response deadline.
        </Text>
        <Button component={Link} to="?tab=requests" size="sm" variant="filled">
          Review requests
        </Button>
      </Group>
    </Alert>
  );
}
