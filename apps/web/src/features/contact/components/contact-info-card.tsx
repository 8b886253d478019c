import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { SUPPORT_EMAIL } from '#src/lib/support';

/** Support is by email. */
export function ContactInfoCard() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        Other ways to reach us
      </Title>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <IconMail size={20} />
          </ThemeIcon>
          <div>
            <Text fw={600}>Email support</Text>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} style={{ wordBreak: 'break-all' }}>
              {SUPPORT_EMAIL}
            </Anchor>
          </div>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <IconClock size={20} />
          </ThemeIcon>
          <div>
            <Text fw={600}>Response time</Text>
            <Text size="sm" c="gray.8">
              We reply within 24 hours.
            </Text>
          </div>
        </Group>
        <Text size="sm" c="gray.8">
          New here? Read{' '}
          <Anchor component={Link} to={paths.howItWorks}>
            how it works
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={paths.signup}>
            create an account
          </Anchor>
          .
        </Text>
      </Stack>
    </Card>
  );
}
