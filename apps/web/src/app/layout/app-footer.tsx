import { PRODUCT_NAME } from '@app/shared';
import { Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useChatControls } from '#src/lib/chat-controls';
import { paths } from '#src/lib/paths';
import classes from './app-layout.module.css';
import { Brand } from './brand';

interface FooterGroup {
  title: string;
  links: { label: string; to: string }[];
}

/** Footer links: browse, signup, how-it-works, donate, impact, about, contact, terms, privacy. */
const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Get involved',
    links: [
      { label: 'Browse Items', to: paths.browse },
      { label: 'Sign Up', to: paths.signup },
      { label: 'How It Works', to: paths.howItWorks },
      { label: 'Donate Items', to: paths.donate },
    ],
  },
  {
    title: 'About us',
    links: [
      { label: 'Our Impact', to: paths.impact },
      { label: 'About', to: paths.about },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
    ],
  },
];

export function AppFooter() {
  const chat = useChatControls();
  return (
    <footer className={chat.available ? `${classes.footer} ${classes.footerWithChat}` : classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Brand />
            <Text size="sm" c="gray.7" maw={280}>
              Connecting corporate surplus with verified nonprofits in all 50 states.
            </Text>
          </Stack>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-label={`Footer: ${group.title}`}>
              <Title order={2} size="h6" mb="sm">
                {group.title}
              </Title>
              <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm" c="gray.7">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
