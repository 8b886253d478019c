import type { SessionUser } from '@app/shared';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';

export interface DonateOptionsProps {
  user: SessionUser | null;
}

/** Donate page: one panel for donors, one for other signed-in roles, one for visitors. */
export function DonateOptions({ user }: DonateOptionsProps) {
  if (user?.role === 'donor') {
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={3}>Welcome back, {user.name}!</Title>
        <Text c="gray.8" mt="xs" maw={620}>
          Thank you for giving{user.company_name ? ` on behalf of ${user.company_name}` : ''}. List new items and review
          requests from nonprofits on your dashboard.
        </Text>
        <Group mt="lg" gap="lg">
          <Button component={Link} to={paths.donorDashboard} size="md">
            Go to Dashboard
          </Button>
          <Anchor component={Link} to={paths.impact} fw={600}>
            See our community’s impact
          </Anchor>
        </Group>
      </Paper>
    );
  }

  if (user) {
    return (
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        bg="blue.0"
        style={{ borderColor: 'var(--mantine-color-blue-2)' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconInfoCircle size={28} color="var(--mantine-color-blue-8)" aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={3} size="h4">
              Item donation is for corporate donor accounts
            </Title>
            <Text c="gray.9" mt="xs" maw={620}>
              You are signed in with a {user.role} account. To list items, your company needs its own donor account. We
              are happy to help you set one up.
            </Text>
            <Group mt="md" gap="lg">
              <Button component={Link} to={paths.contact} variant="default">
                Contact Us
              </Button>
              <Anchor component={Link} to={paths.home} fw={600}>
                Back to the Marketplace
              </Anchor>
            </Group>
          </div>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={3}>Ready to give?</Title>
      <Text c="gray.8" mt="xs" maw={620}>
        Create a free corporate donor account to list your first items. It takes a few minutes, and there is no minimum
        donation value.
      </Text>
      <Group mt="lg" gap="lg">
        <Button component={Link} to={`${paths.signup}?role=donor`} size="md">
          Sign Up to Donate
        </Button>
        <Anchor component={Link} to={paths.howItWorks} fw={600}>
          Learn how it works
        </Anchor>
      </Group>
    </Paper>
  );
}
