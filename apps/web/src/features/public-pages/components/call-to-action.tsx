import { Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CallToActionProps {
  title: string;
  text: ReactNode;
  /** The buttons or links to offer. */
  children: ReactNode;
}

/** Closing band of a public page: a short invitation and its buttons. */
export function CallToAction({ title, text, children }: CallToActionProps) {
  return (
    <Box component="section" aria-labelledby="cta-heading" py={{ base: 40, sm: 56 }}>
      <Container size="lg">
        <Paper
          radius="lg"
          p={{ base: 'lg', sm: 40 }}
          bg="teal.0"
          withBorder
          style={{ borderColor: 'var(--mantine-color-teal-2)' }}
        >
          <Title order={2} id="cta-heading">
            {title}
          </Title>
          <Text c="gray.8" mt="xs" maw={640}>
            {text}
          </Text>
          <Group mt="lg" gap="sm">
            {children}
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}
