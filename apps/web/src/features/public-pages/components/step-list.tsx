import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface Step {
  title: string;
  description: string;
  icon: Icon;
}

export interface StepListProps {
  steps: Step[];
  /** Show "Step 1", "Step 2"... badges for a sequence; leave off for an unordered set of features. */
  numbered?: boolean;
}

/** Cards in a responsive grid; each card title is an h3 under the section's h2. */
export function StepList({ steps, numbered = false }: StepListProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: steps.length >= 4 ? 4 : steps.length }}
      spacing="lg"
      component={numbered ? 'ol' : 'ul'}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map((step, index) => (
        <Card key={step.title} component="li" withBorder padding="lg" radius="md">
          <Group justify="space-between" mb="md">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <step.icon size={24} stroke={1.7} />
            </ThemeIcon>
            {numbered && (
              <Badge variant="default" radius="sm">
                Step {index + 1}
              </Badge>
            )}
          </Group>
          <Title order={3} size="h4" mb={6}>
            {step.title}
          </Title>
          <Text size="sm" c="gray.8">
            {step.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
