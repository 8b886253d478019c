import { PRODUCT_NAME, type SessionUser } from '@app/shared';
import { Box, Burger, Button, Divider, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCoins, IconHelpCircle, IconLogout, IconShieldCheck } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  NotificationsDialog,
  NotificationsMenuButton,
} from '#src/features/notifications/components/notifications-menu-button';
import { useLogout } from '#src/lib/session/use-logout';
import { useTokenStore } from '#src/lib/token-store';
import { paths } from '#src/lib/paths';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import { isCurrentPage, type NavLinkItem } from './nav-links';

// The drawer brings the scroll area, focus trap and scroll lock (and the positioning library the scroll
// area uses): code a visitor on a wide screen never needs.
const LazyDrawer = lazyWhenOpened(() => import('./drawer').then((module) => module.Drawer));

export interface MobileNavProps {
  user: SessionUser | null | undefined;
  links: NavLinkItem[];
  onOpenHelp: () => void;
}

const DRAWER_ID = 'mobile-navigation';

/** Below 768px the header collapses into a burger that opens the same links in a drawer. */
export function MobileNav({ user, links, onOpenHelp }: MobileNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  const tokenStore = useTokenStore();
  // The dialog lives outside the drawer, which unmounts its content when it closes; its code loads on first use.
  const [notificationsOpened, setNotificationsOpened] = useState(false);
  const [notificationsLoaded, setNotificationsLoaded] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // A dialog opened from the menu outlives the button that opened it, which leaves with the menu: the
  // burger holds focus as the dialog opens, so the dialog gives focus back to it when it closes.
  const closeForDialog = () => {
    burgerRef.current?.focus();
    close();
  };

  return (
    <Box hiddenFrom="sm">
      <Burger
        ref={burgerRef}
        opened={opened}
        onClick={toggle}
        size="sm"
        aria-label={opened ? 'Close navigation menu' : 'Open navigation menu'}
        aria-expanded={opened}
        aria-controls={DRAWER_ID}
      />
      <LazyDrawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={PRODUCT_NAME}
        id={DRAWER_ID}
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
                  onClick={close}
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
          {user && (
            <NotificationsMenuButton
              user={user}
              onClick={() => {
                close();
                setNotificationsLoaded(true);
                setNotificationsOpened(true);
              }}
            />
          )}
          {user?.role === 'nonprofit' && (
            <Button
              variant="outline"
              leftSection={<IconCoins size={18} />}
              aria-haspopup="dialog"
              onClick={() => {
                closeForDialog();
                tokenStore.open();
              }}
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
              onClick={close}
            >
              Admin Panel
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconHelpCircle size={18} />}
            onClick={() => {
              closeForDialog();
              onOpenHelp();
            }}
          >
            Help
          </Button>
          {user ? (
            <Button
              variant="default"
              leftSection={<IconLogout size={18} />}
              loading={logout.isPending}
              onClick={() => {
                close();
                logout.mutate();
              }}
            >
              Logout
            </Button>
          ) : (
            <>
              <Button component={Link} to={paths.login} variant="default" onClick={close}>
                Login
              </Button>
              <Button component={Link} to={paths.signup} onClick={close}>
                Sign Up
              </Button>
            </>
          )}
        </Stack>
      </LazyDrawer>
      {user && notificationsLoaded && (
        <Suspense fallback={null}>
          <NotificationsDialog
            user={user}
            opened={notificationsOpened}
            onClose={() => {
              setNotificationsOpened(false);
              // The menu button that opened it went away with the drawer: come back to the burger.
              burgerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
