import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageIntroProps {
  title: string;
  lead: ReactNode;
  /** Small line above the heading, e.g. the section of the site. */
  eyebrow?: string;
}

/** The tinted band at the top of each public page, holding its one h1. */
export function PageIntro({ title, lead, eyebrow }: PageIntroProps) {
  return (
    <Box bg="teal.0" py={{ base: 40, sm: 56 }}>
      <Container size="lg">
        {eyebrow && (
          <Text size="sm" fw={700} tt="uppercase" c="teal.9" mb="xs" style={{ letterSpacing: '0.05em' }}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.15} maw={760}>
          {title}
        </Title>
        <Text size="lg" c="gray.8" mt="md" maw={720}>
          {lead}
        </Text>
      </Container>
    </Box>
  );
}
