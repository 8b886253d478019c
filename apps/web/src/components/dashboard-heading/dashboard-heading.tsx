import { Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dashboard-heading.module.css';

export interface DashboardHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Right side of the title row (e.g. a primary action). */
  actions?: ReactNode;
}

/** A dashboard's one h1 with its subtitle: the same on the dashboard and on its stand-in while it loads. */
export function DashboardHeading({ title, subtitle, actions }: DashboardHeadingProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4} miw={0}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}

/** A dashboard's frame: the same margins on the dashboard and on its stand-in. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}

/** The spinner under a dashboard's heading while its sections load. */
export function SectionLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}
