import { PRODUCT_NAME, type SessionUser } from '@app/shared';
import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconCoins, IconHelpCircle, IconLogout, IconShieldCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { NotificationsMenuButton } from '#src/features/notifications/components/notifications-menu-button';
import { useLogout } from '#src/lib/session/use-logout';
import { paths } from '#src/lib/paths';
import { isCurrentPage, type NavLinkItem } from './nav-links';

export interface MobileNavDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  user: SessionUser | null | undefined;
  links: NavLinkItem[];
  /** Each of these opens a dialog, which outlives the drawer: MobileNav closes the drawer first. */
  onOpenNotifications: () => void;
  onOpenTokenStore: () => void;
  onOpenHelp: () => void;
}

/**
 * The phone menu's drawer and everything in it, loaded the first time the burger opens it (MobileNav):
 * the drawer brings the scroll area, focus trap and scroll lock, and its links and buttons are code a
 * visitor on a wide screen never needs.
 */
export function MobileNavDrawer({
  id,
  opened,
  onClose,
  user,
  links,
  onOpenNotifications,
  onOpenTokenStore,
  onOpenHelp,
}: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  const logout = useLogout();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={PRODUCT_NAME}
      id={id}
      closeButtonProps={{ 'aria-label': 'Close navigation menu' }}
    >
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {links.map((link) => {
            const active = isCurrentPage(link, pathname);
            return (
              <NavLink
                key={link.label}
                component={Link}
                to={link.to}
                label={link.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onClose}
              />
            );
          })}
        </Stack>
      </nav>
      <Divider my="md" />
      <Stack gap="sm">
        {user && (
          <Text size="sm">
            Welcome, <strong>{user.name}</strong>
          </Text>
        )}
        {user && <NotificationsMenuButton user={user} onClick={onOpenNotifications} />}
        {user?.role === 'nonprofit' && (
          <Button
            variant="outline"
            leftSection={<IconCoins size={18} />}
            aria-haspopup="dialog"
            onClick={onOpenTokenStore}
          >
            Token Store
          </Button>
        )}
        {user?.role === 'admin' && (
          <Button
            component={Link}
            to={paths.adminDashboard}
            variant="outline"
            leftSection={<IconShieldCheck size={18} />}
            onClick={onClose}
          >
            Admin Panel
          </Button>
        )}
        <Button variant="default" leftSection={<IconHelpCircle size={18} />} onClick={onOpenHelp}>
          Help
        </Button>
        {user ? (
          <Button
            variant="default"
            leftSection={<IconLogout size={18} />}
            loading={logout.isPending}
            onClick={() => {
              onClose();
              logout.mutate();
            }}
          >
            Logout
          </Button>
        ) : (
          <>
            <Button component={Link} to={paths.login} variant="default" onClick={onClose}>
              Login
            </Button>
            <Button component={Link} to={paths.signup} onClick={onClose}>
              Sign Up
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
