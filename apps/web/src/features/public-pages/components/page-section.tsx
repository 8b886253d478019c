import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A light grey background to set the section apart from its neighbours. */
  shaded?: boolean;
}

/** A titled (h2) band of a public page. */
export function PageSection({ id, title, intro, children, shaded = false }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} py={{ base: 40, sm: 56 }} bg={shaded ? 'gray.0' : undefined}>
      <Container size="lg">
        <Title order={2} id={headingId} mb={intro ? 'xs' : 'lg'}>
          {title}
        </Title>
        {intro && (
          <Text c="gray.8" mb="lg" maw={720}>
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
