import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';

/** Stands where the item grid will go (filters, cards and counts arrive with the marketplace issue). */
export function ItemsPlaceholder() {
  return (
    <Container component="section" size="lg" py={{ base: 40, sm: 56 }} aria-labelledby="items-heading">
      <Title order={2} id="items-heading" mb="lg">
        Available items
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} bg="gray.0" style={{ borderStyle: 'dashed' }}>
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconBox size={30} stroke={1.5} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            Items will appear here
          </Text>
          <Text c="gray.8" maw={460}>
            Donated laptops, furniture, supplies and more will be listed here for verified nonprofits to request. Check
            back soon.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
