import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { HelpCategory } from '../help-topics';
import { HelpFaqList } from './help-faq-list';

export interface HelpSearchResultsProps {
  categories: HelpCategory[];
  query: string;
}

/** Matches from every category, grouped under the category's name. */
export function HelpSearchResults({ categories, query }: HelpSearchResultsProps) {
  const count = categories.reduce((sum, category) => sum + category.questions.length, 0);

  if (count === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconSearchOff size={26} />
        </ThemeIcon>
        <Text fw={600}>No answers match “{query.trim()}”</Text>
        <Text size="sm" c="gray.7" ta="center">
          Try a shorter word such as “tokens”, “delivery” or “password”, or contact us below.
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7" role="status">
        {count} {count === 1 ? 'answer' : 'answers'} found
      </Text>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`help-results-${category.id}`}>
          <Group gap="xs" mb="xs">
            <category.icon size={18} aria-hidden />
            <Title order={3} size="h5" id={`help-results-${category.id}`}>
              {category.label}
            </Title>
          </Group>
          <HelpFaqList questions={category.questions} headingOrder={4} />
        </section>
      ))}
    </Stack>
  );
}
