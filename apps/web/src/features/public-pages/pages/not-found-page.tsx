import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapSearch size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>Page Not Found</Title>
        <Text size="lg" c="gray.8">
          We could not find the page you were looking for. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to={paths.home} size="md" mt="sm">
          Back to the Marketplace
        </Button>
      </Stack>
    </Container>
  );
}
