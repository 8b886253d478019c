import { Box, Container, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { paths } from '../../lib/paths';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import { MobileNav } from './mobile-nav';
import { getNavLinks } from './nav-links';

export interface AppHeaderProps {
  onOpenHelp: () => void;
}

/** The header: page links and session actions; a burger menu below 768px. */
export function AppHeader({ onOpenHelp }: AppHeaderProps) {
  const { data: user } = useCurrentUser();
  const links = getNavLinks(user);

  return (
    <header className={classes.header}>
      <Container fluid h="100%" px={{ base: 'md', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap">
            <Brand compact />
            <Box component="nav" aria-label="Main" visibleFrom="sm">
              <Group gap={4} wrap="nowrap">
                {links.map((link) => (
                  <NavLink
                    key={link.label}
                    to={link.to}
                    end={link.to === paths.home}
                    className={classes.navLink}
                    // The guided tour points at the page links by name.
                    data-tour={`nav-${link.label.toLowerCase()}`}
                  >
                    {link.label}
                  </NavLink>
                ))}
              </Group>
            </Box>
          </Group>
          <Box visibleFrom="sm">
            <HeaderActions user={user} onOpenHelp={onOpenHelp} />
          </Box>
          <MobileNav user={user} links={links} onOpenHelp={onOpenHelp} />
        </Group>
      </Container>
    </header>
  );
}
