import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';

export interface MarketplaceHeroProps {
  /**
   * Visitors get the Get Started and See How It Works buttons ('shown'). While the session is still
   * being restored their room is kept ('reserved', invisible), so that they do not push the page down
   * when they appear for a visitor.
   */
  joinActions: 'shown' | 'reserved' | 'none';
  /**
   * Signed-in users, and everyone on a phone, came for the items: the hero shrinks to one line, so
   * that search and filters come first.
   */
  line?: boolean;
}

export function MarketplaceHero({ joinActions, line = false }: MarketplaceHeroProps) {
  if (line) return <MarketplaceHeroLine getStarted={joinActions === 'shown'} />;
  return (
    <Box bg="teal.0" py={{ base: 48, sm: 72 }}>
      <Container size="lg">
        <Text size="sm" fw={700} tt="uppercase" c="teal.9" mb="xs" style={{ letterSpacing: '0.05em' }}>
          In-kind giving, made simple
        </Text>
        <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1} maw={760}>
          Surplus from companies, put to work by nonprofits
        </Title>
        <Text size="xl" c="gray.8" mt="md" maw={660}>
          Corporate donors list items they no longer need. Verified nonprofits request what their programs are missing.
          Everything from laptops to furniture finds a second purpose, in all 50 states.
        </Text>
        {joinActions !== 'none' && (
          <Group
            mt="xl"
            gap="sm"
            style={joinActions === 'reserved' ? { visibility: 'hidden' } : undefined}
            aria-hidden={joinActions === 'reserved' || undefined}
          >
            <Button
              component={Link}
              to={paths.signup}
              size="lg"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Get Started
            </Button>
            <Button component={Link} to={paths.howItWorks} size="lg" variant="default">
              See How It Works
            </Button>
          </Group>
        )}
      </Container>
    </Box>
  );
}

interface MarketplaceHeroLineProps {
  getStarted: boolean;
}

/** The hero as one line: the page's name, the promise where there is room, and Get Started for visitors. */
function MarketplaceHeroLine({ getStarted }: MarketplaceHeroLineProps) {
  return (
    <Box bg="teal.0" py={10}>
      <Container size="lg">
        <Group justify="space-between" gap="sm" wrap="nowrap" mih={30}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Title order={1} fz="lg" lh={1.3}>
              Marketplace
            </Title>
            <Text c="gray.8" truncate="end" visibleFrom="sm">
              Surplus from companies, put to work by nonprofits
            </Text>
          </Group>
          {getStarted && (
            <Button component={Link} to={paths.signup} size="compact-sm">
              Get Started
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
