import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  iconColor?: string;
  /** Card width in px. */
  width?: number;
  children: ReactNode;
}

/** The calm centred card every auth screen sits in. */
export function AuthLayout({ title, subtitle, icon, iconColor, width = 480, children }: AuthLayoutProps) {
  return (
    <Container size={width} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={6} align="center" ta="center">
          {icon && (
            <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} aria-hidden>
              {icon}
            </ThemeIcon>
          )}
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" maw={420}>
              {subtitle}
            </Text>
          )}
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
