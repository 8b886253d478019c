import { Box, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NotificationBell } from '#src/features/notifications/components/notification-bell';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { ChatLauncherSlot } from './chat-launcher-slot';
import { HeaderActions } from './header-actions';
import { MobileNav } from './mobile-nav';
import { getNavLinks, isCurrentPage } from './nav-links';

export interface AppHeaderProps {
  onOpenHelp: () => void;
}

/**
 * The header: page links and session actions; below 768px a burger menu, with the chat button and the
 * bell (each with its unread count) beside it, so neither needs the menu opened nor floats over the page.
 */
export function AppHeader({ onOpenHelp }: AppHeaderProps) {
  const { data: user } = useCurrentUser();
  const links = getNavLinks(user);
  const { pathname } = useLocation();

  return (
    <header className={classes.header}>
      <Container fluid h="100%" px={{ base: 'md', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap" miw={0}>
            <Brand compact />
            <Box component="nav" aria-label="Main" visibleFrom="sm">
              <Group gap={4} wrap="nowrap">
                {links.map((link) => (
                  <Link
                    key={link.label}
                    to={link.to}
                    aria-current={isCurrentPage(link, pathname) ? 'page' : undefined}
                    className={classes.navLink}
                    // The guided tour points at the page links by name.
                    data-tour={`nav-${link.label.toLowerCase()}`}
                  >
                    {link.label}
                  </Link>
                ))}
              </Group>
            </Box>
          </Group>
          <Box visibleFrom="sm">
            <HeaderActions user={user} onOpenHelp={onOpenHelp} />
          </Box>
          <Group gap="lg" wrap="nowrap" hiddenFrom="sm">
            {user && <ChatLauncherSlot />}
            {user && <NotificationBell user={user} />}
            <MobileNav user={user} links={links} onOpenHelp={onOpenHelp} />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
