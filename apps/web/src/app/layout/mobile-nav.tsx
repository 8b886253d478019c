import type { SessionUser } from '@app/shared';
import { Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useRef, useState } from 'react';
import { NotificationsDialog } from '#src/features/notifications/components/notifications-menu-button';
import { useTokenStore } from '#src/lib/token-store';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import type { NavLinkItem } from './nav-links';

// The drawer and its content load the first time the burger opens it (mobile-nav-drawer.tsx).
const LazyMobileNavDrawer = lazyWhenOpened(() =>
  import('./mobile-nav-drawer').then((module) => module.MobileNavDrawer),
);

export interface MobileNavProps {
  user: SessionUser | null | undefined;
  links: NavLinkItem[];
  onOpenHelp: () => void;
}

const DRAWER_ID = 'mobile-navigation';

/** Below 768px the header collapses into a burger that opens the same links in a drawer. */
export function MobileNav({ user, links, onOpenHelp }: MobileNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
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
      <LazyMobileNavDrawer
        id={DRAWER_ID}
        opened={opened}
        onClose={close}
        user={user}
        links={links}
        onOpenNotifications={() => {
          close();
          setNotificationsLoaded(true);
          setNotificationsOpened(true);
        }}
        onOpenTokenStore={() => {
          closeForDialog();
          tokenStore.open();
        }}
        onOpenHelp={() => {
          closeForDialog();
          onOpenHelp();
        }}
      />
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
