import type { SessionUser } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconCoins, IconHelpCircle, IconLogout, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NotificationBell } from '#src/features/notifications/components/notification-bell';
import { useLogout } from '#src/lib/session/use-logout';
import { useTokenStore } from '#src/lib/token-store';
import { paths } from '#src/lib/paths';

export interface HeaderActionsProps {
  user: SessionUser | null | undefined;
  onOpenHelp: () => void;
}

/** The right-hand side of the desktop header: role buttons, greeting, help and the session buttons. */
export function HeaderActions({ user, onOpenHelp }: HeaderActionsProps) {
  const logout = useLogout();
  const tokenStore = useTokenStore();
  const help = (
    <Button variant="subtle" color="gray" size="sm" leftSection={<IconHelpCircle size={18} />} onClick={onOpenHelp}>
      Help
    </Button>
  );

  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        {help}
        <Button component={Link} to={paths.login} variant="default" size="sm">
          Login
        </Button>
        <Button component={Link} to={paths.signup} size="sm">
          Sign Up
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap">
      {user.role === 'nonprofit' && (
        <Button
          variant="outline"
          size="sm"
          leftSection={<IconCoins size={18} />}
          aria-haspopup="dialog"
          onClick={tokenStore.open}
          onMouseEnter={tokenStore.prefetch}
          onFocus={tokenStore.prefetch}
        >
          Token Store
        </Button>
      )}
      {user.role === 'admin' && (
        <Button
          component={Link}
          to={paths.adminDashboard}
          variant="outline"
          size="sm"
          leftSection={<IconShieldCheck size={18} />}
        >
          Admin Panel
        </Button>
      )}
      <Text size="sm" visibleFrom="lg" mx="xs" maw={240} truncate="end" title={`Welcome, ${user.name}`}>
        Welcome, <strong>{user.name}</strong>
      </Text>
      <NotificationBell user={user} />
      {help}
      <Button
        variant="default"
        size="sm"
        leftSection={<IconLogout size={18} />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        Logout
      </Button>
    </Group>
  );
}
