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
  /** Signed-in users came for the items: a shorter band keeps them in view. */
  compact?: boolean;
}

export function MarketplaceHero({ joinActions, compact = false }: MarketplaceHeroProps) {
  return (
    <Box bg="teal.0" py={compact ? { base: 28, sm: 40 } : { base: 48, sm: 72 }}>
      <Container size="lg">
        <Text size="sm" fw={700} tt="uppercase" c="teal.9" mb="xs" style={{ letterSpacing: '0.05em' }}>
          In-kind giving, made simple
        </Text>
        <Title order={1} fz={compact ? { base: 28, sm: 36 } : { base: 34, sm: 48 }} lh={1.1} maw={760}>
          Surplus from companies, put to work by nonprofits
        </Title>
        <Text size={compact ? 'lg' : 'xl'} c="gray.8" mt="md" maw={660}>
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
