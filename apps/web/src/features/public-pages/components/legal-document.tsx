import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A long policy page: title, date, a table of contents and numbered h2 sections. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <Container size="md" py={{ base: 40, sm: 56 }}>
      <Title order={1} fz={{ base: 32, sm: 40 }}>
        {title}
      </Title>
      <Text c="gray.7" mt="xs">
        Last updated: {updated}
      </Text>
      <Box mt="lg" fz="lg">
        {intro}
      </Box>

      <Paper component="nav" aria-label="On this page" withBorder p="lg" mt="xl" bg="gray.0">
        <Text fw={700} mb="xs">
          On this page
        </Text>
        <List type="ordered" spacing={4} size="sm">
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>

      <Stack gap="xl" mt="xl">
        {sections.map((section, index) => (
          <Box component="section" key={section.id} aria-labelledby={section.id} style={{ scrollMarginTop: 80 }}>
            <Title order={2} size="h3" id={section.id} mb="sm" style={{ scrollMarginTop: 80 }}>
              {index + 1}. {section.heading}
            </Title>
            <Stack gap="sm">{section.body}</Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
