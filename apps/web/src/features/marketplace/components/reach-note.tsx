import { OUT_OF_REACH_TITLE, type ReachExplanation } from '@app/shared';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nonprofitTabPath } from '#src/lib/paths';

interface ReachProps {
  explained: ReachExplanation;
}

/** Where the nonprofit fixes its address when the address is the reason. */
function CheckAddressLink({ explained }: ReachProps) {
  if (!explained.checkAddress) return null;
  return (
    <Anchor component={Link} to={nonprofitTabPath('profile')} size="sm" fw={600}>
      Check your shipping address
    </Anchor>
  );
}

/**
 * Under the count, for a nonprofit: how many more items match but are offered only near (or within
 * the state of) their donors, and why (docs/product.md, Marketplace and donor scope).
 */
export function ReachNote({ explained }: ReachProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconMapPin size={18} aria-hidden color="var(--mantine-color-teal-8)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2}>
        <Text size="sm" c="gray.8">
          {explained.summary}
        </Text>
        <Text size="xs" c="gray.7">
          {explained.why}
        </Text>
        <CheckAddressLink explained={explained} />
      </Stack>
    </Group>
  );
}

/**
 * A search or filters that match only items out of reach: said as such, instead of "No items found"
 * and Clear All Filters, which would not help (the filter card keeps its own Clear All Filters).
 */
export function OutOfReachState({ explained }: ReachProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} bg="gray.0">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconMapPinOff size={30} stroke={1.5} />
        </ThemeIcon>
        <Text fw={700} size="lg" component="h3">
          {OUT_OF_REACH_TITLE}
        </Text>
        <Text c="gray.8" maw={520}>
          {explained.summary}
        </Text>
        <Text size="sm" c="gray.7" maw={520}>
          {explained.why}
        </Text>
        <CheckAddressLink explained={explained} />
      </Stack>
    </Paper>
  );
}
