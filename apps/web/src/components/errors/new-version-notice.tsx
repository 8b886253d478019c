import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Shown when page code cannot be loaded: almost always a deploy replaced it, so a reload fixes it. */
export function NewVersionNotice() {
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" my="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconRefresh size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          A new version is available
        </Title>
        <Text c="gray.7">
          This page could not be loaded, usually because the site was just updated. Reload to get the latest version.
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Paper>
  );
}
