import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The call to list more items, leading to the Listings tab. */
export function ListItemsCall() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Turn surplus into impact
        </Title>
        <Text size="sm" c="dimmed">
          List equipment, supplies or products you no longer need. Verified nonprofits request them for their events and
          programs, and you decide who receives them.
        </Text>
        <Group>
          <Button component={Link} to="?tab=listings" leftSection={<IconPlus size={18} aria-hidden />}>
            List your items
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
